import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cartTexts as t } from '../../i18n/nb/cart';
import { syncMessages } from '../../shared/texts/sync';
import { renderUi } from '../../test/render';
import { CartDatesForm } from './cart-dates-form';

function form(props: Partial<Parameters<typeof CartDatesForm>[0]> = {}) {
  const onSubmit = vi.fn();
  const rendered = renderUi(
    <CartDatesForm
      loanDate="2026-11-21"
      returnDate="2026-11-28"
      canHandOut
      commandError={null}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  const loan = screen.getByLabelText<HTMLInputElement>(t.loanDate);
  const back = screen.getByLabelText<HTMLInputElement>(t.returnDate);
  return { ...rendered, onSubmit, loan, back };
}

describe('CartDatesForm', () => {
  it('shows the draft’s dates; the return date cannot be picked before the loan date', () => {
    const { loan, back } = form();
    expect(screen.getByRole('form', { name: t.datesHeading })).toBeTruthy();
    expect([loan.value, back.value]).toEqual(['2026-11-21', '2026-11-28']);
    expect(back.min).toBe('2026-11-21');
  });

  it('the return date follows the loan date (+7 days) until staff change it', async () => {
    const { user, loan, back } = form();
    await user.clear(loan);
    await user.type(loan, '2026-11-23');
    expect(back.value).toBe('2026-11-30');
    expect(back.min).toBe('2026-11-23');

    await user.clear(back);
    await user.type(back, '2026-12-02');
    await user.clear(loan);
    await user.type(loan, '2026-11-24');
    expect(back.value).toBe('2026-12-02');
  });

  it('a saved return date other than the default stays when the loan date changes', async () => {
    const { user, loan, back } = form({ returnDate: '2026-12-05' });
    await user.clear(loan);
    await user.type(loan, '2026-11-22');
    expect(back.value).toBe('2026-12-05');
  });

  it('Lagre and Utlever submit the dates with their action', async () => {
    const { user, onSubmit, back } = form();
    await user.clear(back);
    await user.type(back, '2026-11-30');
    await user.click(screen.getByRole('button', { name: t.save }));
    await user.click(screen.getByRole('button', { name: t.handOut }));
    expect(onSubmit.mock.calls).toEqual([
      ['save', { loanDate: '2026-11-21', returnDate: '2026-11-30' }],
      ['handOut', { loanDate: '2026-11-21', returnDate: '2026-11-30' }],
    ]);
  });

  it('a return date before the loan date is refused at the field, and nothing is submitted', async () => {
    const { user, onSubmit, back } = form();
    await user.clear(back);
    await user.type(back, '2026-11-20');
    await user.tab();
    expect(back.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(back.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe(syncMessages.returnBeforeLoan);
    await user.click(screen.getByRole('button', { name: t.handOut }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('an emptied loan date is required once left', async () => {
    const { user, onSubmit, loan } = form();
    await user.clear(loan);
    await user.tab();
    expect(loan.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(`${t.loanDate} er påkrevd.`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('Utlever is off when the borrower may not borrow; Lagre still works', async () => {
    const { user, onSubmit } = form({ canHandOut: false });
    const handOut = screen.getByRole<HTMLButtonElement>('button', { name: t.handOut });
    expect(handOut.disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('save', {
      loanDate: '2026-11-21',
      returnDate: '2026-11-28',
    });
  });

  it('shows the command’s refusal beside the buttons', () => {
    form({ commandError: 'Enheten er allerede utlånt.' });
    expect(screen.getByRole('alert').textContent).toBe('Enheten er allerede utlånt.');
  });
});
