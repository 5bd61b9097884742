import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CartLine } from '../../db/hut/hut-queries';
import { cartTexts as t } from '../../i18n/nb/cart';
import { renderUi } from '../../test/render';
import { CartItems } from './cart-items';

const lines: CartLine[] = [
  {
    id: 'item-1',
    unit_id: 201,
    name: 'Ski',
    size: '120',
    max_size: '130',
    parts: ['staver', 'bindinger'],
  },
  { id: 'item-2', unit_id: 103, name: 'Sykkel', size: null, max_size: null, parts: [] },
];

describe('CartItems', () => {
  it('an empty cart says so, with no table', () => {
    renderUi(<CartItems lines={[]} onRemove={vi.fn()} />);
    expect(screen.getByRole('region', { name: t.itemsHeading(0) })).toBeTruthy();
    expect(screen.getByText(t.empty)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists each unit with its number and size in a table named by the heading', () => {
    renderUi(<CartItems lines={lines} onRemove={vi.fn()} />);
    const table = screen.getByRole('table', { name: t.itemsHeading(2) });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Ski',
      'Sykkel',
    ]);
    const [ski] = rows;
    expect(
      within(ski ?? table)
        .getAllByRole('cell')
        .slice(0, 2)
        .map((cell) => cell.textContent),
    ).toEqual(['201', '120–130']);
  });

  it('the parts that go with a unit are a checklist to tick while handing over', async () => {
    const { user } = renderUi(<CartItems lines={lines} onRemove={vi.fn()} />);
    const parts = screen.getByRole('group', { name: t.partsFor('Ski', 201) });
    const boxes = within(parts).getAllByRole<HTMLInputElement>('checkbox');
    expect(boxes.map((box) => box.labels?.[0]?.textContent)).toEqual(['staver', 'bindinger']);
    await user.click(within(parts).getByRole('checkbox', { name: 'staver' }));
    expect(boxes.map((box) => box.checked)).toEqual([true, false]);
    // A unit without listed parts has no checklist.
    expect(screen.getAllByRole('group')).toHaveLength(1);
  });

  it('Fjern is named after the unit and removes that line', async () => {
    const onRemove = vi.fn();
    const { user } = renderUi(<CartItems lines={lines} onRemove={onRemove} />);
    await user.click(screen.getByRole('button', { name: t.removeLabel('Ski', '120–130') }));
    await user.click(screen.getByRole('button', { name: t.removeLabel('Sykkel', '') }));
    expect(onRemove.mock.calls).toEqual([[lines[0]], [lines[1]]]);
  });
});
