import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { ModalDialog } from './modal-dialog';

/** A page with a button that opens the dialog, as the screens use it. */
function Page({ autofocus = false }: { autofocus?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Vis detaljer
      </button>
      {open && (
        <ModalDialog
          title="Sykkel nr. 101"
          closeLabel="Lukk"
          onClose={() => setOpen(false)}
          describedBy="unit-text"
          footer={
            <button type="button" onClick={() => setOpen(false)}>
              Ferdig
            </button>
          }
        >
          <p id="unit-text">Står på hylla.</p>
          <input aria-label="Merknad" data-autofocus={autofocus || undefined} />
        </ModalDialog>
      )}
    </>
  );
}

describe('ModalDialog', () => {
  it('opens as a modal dialog named by its title and described by the given text', async () => {
    const { user } = renderUi(<Page />);
    await user.click(screen.getByRole('button', { name: 'Vis detaljer' }));
    const dialog = screen.getByRole<HTMLDialogElement>('dialog', {
      name: 'Sykkel nr. 101',
      description: 'Står på hylla.',
    });
    expect(dialog.open).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: 'Sykkel nr. 101' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ferdig' })).toBeTruthy();
  });

  it('moves focus into the dialog, onto the control marked data-autofocus', async () => {
    const { user } = renderUi(<Page autofocus />);
    await user.click(screen.getByRole('button', { name: 'Vis detaljer' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Merknad' }));
  });

  it('without a marked control, focus starts on the close button', async () => {
    const { user } = renderUi(<Page />);
    await user.click(screen.getByRole('button', { name: 'Vis detaljer' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Lukk' }));
  });

  it('Escape closes it and gives focus back to the button that opened it', async () => {
    const { user } = renderUi(<Page autofocus />);
    const opener = screen.getByRole('button', { name: 'Vis detaljer' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('the close button and a footer button close it the same way', async () => {
    const { user } = renderUi(<Page />);
    const opener = screen.getByRole('button', { name: 'Vis detaljer' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Lukk' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Ferdig' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('leaves closing to its owner: Escape only asks, and the dialog stays open until unmounted', async () => {
    const onClose = vi.fn();
    const { user } = renderUi(
      <ModalDialog title="Spørsmål" closeLabel="Lukk" onClose={onClose}>
        <p>Tekst</p>
      </ModalDialog>,
    );
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole<HTMLDialogElement>('dialog', { name: 'Spørsmål' }).open).toBe(true);
  });
});
