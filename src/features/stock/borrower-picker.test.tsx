import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '../../db/database';
import type { PersonKey } from '../../db/hut/hut-types';
import { stockTexts as t } from '../../i18n/nb/stock';
import { personCardCode } from '../../shared/domain/equipment';
import { seedAppDb } from '../../test/hut-db';
import { renderScreen, toastTexts } from '../../test/render';
import { BorrowerPicker } from './borrower-picker';

beforeEach(async () => {
  await seedAppDb();
});

function picker(notice: string | null = null) {
  const onChoose = vi.fn<(id: PersonKey) => void>();
  const onClose = vi.fn();
  // What is around the picker on the stock page: it must not hear an Escape the picker took.
  const outerKeys = vi.fn();
  const element = (request: number) => (
    <div onKeyDown={(e) => outerKeys(e.key)}>
      <BorrowerPicker
        notice={notice}
        focusRequest={request}
        onChoose={onChoose}
        onClose={onClose}
      />
      <button type="button">Annet sted</button>
    </div>
  );
  const rendered = renderScreen(element(1));
  const search = screen.getByRole<HTMLInputElement>('searchbox', { name: t.borrowerSearchLabel });
  return { ...rendered, element, search, onChoose, onClose, outerKeys };
}

const listed = () =>
  screen
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('.borrower-picker__name')?.textContent);

describe('BorrowerPicker', () => {
  it('opens with the cursor in the search, and takes it back when asked to open again', async () => {
    const { user, search, rerender, element } = picker('Velg lånetaker først.');
    expect(document.activeElement).toBe(search);
    expect(screen.getByText('Velg lånetaker først.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Annet sted' }));
    expect(document.activeElement).not.toBe(search);
    rerender(element(2));
    expect(document.activeElement).toBe(search);
  });

  it('lists nobody before something is typed', () => {
    picker();
    expect(listed()).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('finds the hut’s users by name, sorted, says how many, and chooses one', async () => {
    const { user, search, onChoose } = picker();
    await user.type(search, 'familie');
    await waitFor(() => expect(listed()).toEqual(['Familie Hansen', 'Familie Olsen']));
    expect(screen.getByRole('status').textContent).toBe(t.borrowerResults(2, 2));
    expect(search.getAttribute('aria-describedby')).toContain(screen.getByRole('status').id);
    await user.click(screen.getByRole('button', { name: t.chooseThisLabel('Familie Olsen') }));
    expect(onChoose).toHaveBeenCalledExactlyOnceWith(23);
  });

  it('finds by a whole id, and shows what staff must know about a person', async () => {
    const { user, search } = picker();
    await user.type(search, '22');
    await waitFor(() => expect(listed()).toEqual(['Flagget Bruker']));
    expect(screen.getByRole('listitem').textContent).toContain(t.flagged);
    await user.clear(search);
    await user.type(search, 'ny bruker');
    await waitFor(() => expect(listed()).toEqual(['Ny Bruker']));
    expect(screen.getByRole('listitem').textContent).toContain(t.userStatus('pending'));
  });

  it('says when nobody matches; a whole email may then be looked up in the network', async () => {
    const { user, search } = picker();
    await user.type(search, 'zzz');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(t.noBorrowerFound));
    expect(screen.queryByRole('heading', { name: t.network.heading })).toBeNull();
    await user.clear(search);
    await user.type(search, 'kari@example.no');
    expect(await screen.findByRole('heading', { name: t.network.heading })).toBeTruthy();
  });

  it('a scanned card (its code and Enter) chooses its person', async () => {
    const { user, search, onChoose } = picker();
    await user.type(search, `${personCardCode(20)}{Enter}`);
    await waitFor(() => expect(onChoose).toHaveBeenCalledExactlyOnceWith(20));
  });

  it('an unknown card is said to be one until the search changes', async () => {
    const { user, search, onChoose } = picker();
    const code = personCardCode(999);
    await user.type(search, `${code}{Enter}`);
    expect((await screen.findByRole('alert')).textContent).toBe(t.unknownCard(code));
    expect(onChoose).not.toHaveBeenCalled();
    await user.type(search, 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Escape and Lukk close the picker; the page around it does not hear that Escape', async () => {
    const { user, onClose, outerKeys } = picker();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(outerKeys).not.toHaveBeenCalledWith('Escape');
    await user.click(screen.getByRole('button', { name: t.closePicker }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('registers a walk-in in a dialog; Escape there closes only the dialog', async () => {
    const { user, onChoose, onClose } = picker();
    await user.click(screen.getByRole('button', { name: t.walkIn.title }));
    expect(screen.getByRole('dialog', { name: t.walkIn.title })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: t.walkIn.name }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('a registered walk-in is chosen at once, by this device’s ref', async () => {
    const { user, onChoose, store } = picker();
    await user.click(screen.getByRole('button', { name: t.walkIn.title }));
    const dialog = screen.getByRole('dialog', { name: t.walkIn.title });
    await user.type(within(dialog).getByRole('textbox', { name: t.walkIn.name }), 'Kari Nordmann');
    await user.type(within(dialog).getByRole('textbox', { name: t.walkIn.phone }), '91234567');
    await user.click(within(dialog).getByRole('button', { name: t.walkIn.submit }));
    await waitFor(() => expect(onChoose).toHaveBeenCalledTimes(1));
    const [ref] = onChoose.mock.calls[0] ?? [];
    expect(typeof ref).toBe('string');
    expect(await getDb().hutUsers.get(ref ?? '')).toMatchObject({
      name: 'Kari Nordmann',
      phone: '91234567',
    });
    expect(toastTexts(store)).toEqual([t.walkIn.registered('Kari Nordmann')]);
  });
});
