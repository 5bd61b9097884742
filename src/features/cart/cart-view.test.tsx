import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { addToCart } from '../../db/commands';
import type { UtstyrsbodDb } from '../../db/database';
import { provisionalLoanNumber } from '../../db/hut/hut-queries';
import { HUT, child } from '../../db/hut/test-hut';
import { uuidv7 } from '../../db/uuidv7';
import { cartTexts as t } from '../../i18n/nb/cart';
import { paths } from '../../lib/paths';
import { nb } from '../../shared/texts/messages';
import { seedAppDb } from '../../test/hut-db';
import { renderScreen, toastTexts } from '../../test/render';
import { CartView } from './cart-view';

let db: UtstyrsbodDb;
beforeEach(async () => {
  db = await seedAppDb();
});

/** Familie Hansen (20) with Sykkel 101 (size 20) and 103 (no size) in the cart. */
async function hansensCart(): Promise<string> {
  const { loanId } = await addToCart({ customerId: 20, unitId: 101 });
  await addToCart({ customerId: 20, unitId: 103 });
  return loanId;
}

function cartOf(borrowerId: number) {
  return renderScreen(<CartView companyId={HUT} borrowerId={borrowerId} />, {
    route: paths.cart,
  });
}

async function draft(loanId: string) {
  const loan = await db.loans.get(loanId);
  if (!loan) throw new Error(`no loan ${loanId}`);
  return loan;
}

describe('CartView', () => {
  it('shows the borrower, the provisional loan number and the units in the cart', async () => {
    const loanId = await hansensCart();
    cartOf(20);
    const table = await screen.findByRole('table', { name: t.itemsHeading(2) });
    expect(screen.getByText('Familie Hansen')).toBeTruthy();
    expect(screen.getByText(provisionalLoanNumber(loanId), { exact: false })).toBeTruthy();
    expect(screen.getByText(t.provisionalHint)).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.nextElementSibling?.textContent),
    ).toEqual(['101', '103']);
    expect(screen.getByRole('link', { name: t.toStock }).getAttribute('href')).toBe(paths.stock);
  });

  it('Fjern takes the unit out of the cart on this device and moves focus to the heading', async () => {
    const loanId = await hansensCart();
    const { user, store } = cartOf(20);
    await user.click(await screen.findByRole('button', { name: t.removeLabel('Sykkel', '20') }));
    const heading = await screen.findByRole('heading', { name: t.itemsHeading(1) });
    expect(document.activeElement).toBe(heading);
    const items = await db.loanItems.where('loan_id').equals(loanId).toArray();
    expect(items.filter((i) => i.status === 'in_cart').map((i) => i.unit_id)).toEqual([103]);
    expect(toastTexts(store)).toEqual([t.removed]);
  });

  it('with the last unit removed, the cart is empty and has no dates to save', async () => {
    await addToCart({ customerId: 20, unitId: 101 });
    const { user } = cartOf(20);
    await user.click(await screen.findByRole('button', { name: t.removeLabel('Sykkel', '20') }));
    expect(await screen.findByText(t.empty)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.handOut })).toBeNull();
    expect(screen.getByRole('link', { name: t.toStock })).toBeTruthy();
  });

  it('Lagre saves the dates typed to the draft', async () => {
    const loanId = await hansensCart();
    const { loan_date } = await draft(loanId);
    const { user, store } = cartOf(20);
    const back = await screen.findByLabelText(t.returnDate);
    await user.clear(back);
    await user.type(back, loan_date);
    await user.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(toastTexts(store)).toEqual([t.saved]));
    expect(await draft(loanId)).toMatchObject({ status: 'draft', expected_return_date: loan_date });
  });

  it('Utlever hands the units out and goes to the loans overview', async () => {
    const loanId = await hansensCart();
    const { user, store, path } = cartOf(20);
    await user.click(await screen.findByRole('button', { name: t.handOut }));
    await waitFor(() => expect(path()).toBe(paths.loans));
    expect((await draft(loanId)).status).toBe('open');
    expect(toastTexts(store)).toEqual([t.handedOut]);
  });

  it('a refused command shows its reason in the cart as well as in a toast', async () => {
    await hansensCart();
    const { user, store, path } = cartOf(20);
    const save = await screen.findByRole('button', { name: t.save });
    // Signed out meanwhile (another tab): the command is refused and writes nothing.
    await db.session.clear();
    await user.click(save);
    expect((await screen.findByRole('alert')).textContent).toBe(nb.notLoggedIn);
    expect(toastTexts(store)).toEqual([nb.notLoggedIn]);
    expect(path()).toBe(paths.cart);
  });

  it('a flagged borrower’s cart shows the remark and cannot be handed out', async () => {
    await hansensCart();
    await db.hutUsers.update(20, { isFlagged: true, flag_reason: 'Skylder en hjelm' });
    cartOf(20);
    const note = await screen.findByRole('note');
    expect(note.textContent).toContain(t.flagged);
    expect(note.textContent).toContain('Skylder en hjelm');
    const handOut = screen.getByRole<HTMLButtonElement>('button', { name: t.handOut });
    expect(handOut.disabled).toBe(true);
  });

  it('a loan may be for one of the borrower’s children; the choice is saved at once', async () => {
    const loanId = await hansensCart();
    const ola = uuidv7();
    await db.hutMembers.bulkPut([child(ola, 20, 'Ola'), child(uuidv7(), 20, 'Kari')]);
    const { user, store } = cartOf(20);
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: t.loanFor });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([t.loanForBorrower('Familie Hansen'), 'Kari', 'Ola']);
    await user.selectOptions(select, 'Ola');
    await waitFor(() => expect(toastTexts(store)).toEqual([t.loanForSaved('Ola')]));
    expect((await draft(loanId)).member_id).toBe(ola);
    await waitFor(() => expect(select.value).toBe(ola));
  });

  it('a borrower without children gets no "for whom" choice', async () => {
    await hansensCart();
    cartOf(20);
    await screen.findByRole('table');
    expect(screen.queryByRole('combobox', { name: t.loanFor })).toBeNull();
  });

  it('a borrower who is not a user at this hut is said to be gone', async () => {
    cartOf(999);
    expect(await screen.findByText(t.borrowerGone)).toBeTruthy();
  });
});
