import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { ConfirmDialog } from './confirm-dialog';

function question(props: { busy?: boolean; error?: string | null } = {}) {
  const onYes = vi.fn();
  const onClose = vi.fn();
  const rendered = renderUi(
    <ConfirmDialog
      title="Fjerne barnet?"
      closeLabel="Lukk"
      yes="Ja, fjern"
      no="Nei"
      busy={props.busy ?? false}
      error={props.error ?? null}
      onYes={onYes}
      onClose={onClose}
    >
      Ola blir fjernet fra profilen.
    </ConfirmDialog>,
  );
  return { ...rendered, onYes, onClose };
}

describe('ConfirmDialog', () => {
  it('asks in a modal dialog described by its question, with focus on "No"', () => {
    question();
    const dialog = screen.getByRole<HTMLDialogElement>('dialog', {
      name: 'Fjerne barnet?',
      description: 'Ola blir fjernet fra profilen.',
    });
    expect(dialog.open).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Nei' }));
  });

  it('"Yes" calls onYes only; "No", the close button and Escape call onClose', async () => {
    const { user, onYes, onClose } = question();
    await user.click(screen.getByRole('button', { name: 'Ja, fjern' }));
    expect(onYes).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Nei' }));
    await user.click(screen.getByRole('button', { name: 'Lukk' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(onYes).toHaveBeenCalledTimes(1);
  });

  it('while busy, "Yes" cannot be pressed again', async () => {
    const { user, onYes } = question({ busy: true });
    const yes = screen.getByRole<HTMLButtonElement>('button', { name: 'Ja, fjern' });
    expect(yes.disabled).toBe(true);
    await user.click(yes);
    expect(onYes).not.toHaveBeenCalled();
  });

  it('shows the error of a failed "Yes" inside the dialog, announced as an alert', () => {
    question({ error: 'Fikk ikke fjernet barnet.' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Fikk ikke fjernet barnet.');
    expect(screen.getByRole('dialog').contains(alert)).toBe(true);
  });

  it('shows no alert without an error', () => {
    question();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
