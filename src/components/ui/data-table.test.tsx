import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { DataTable, type DataTableColumn } from './data-table';

interface Unit {
  id: number;
  name: string;
  size: string;
}

const units: Unit[] = [
  { id: 101, name: 'Sykkel', size: '20' },
  { id: 201, name: 'Ski', size: '120' },
];

/** Counts each cell's renders, to see which rows render again. */
function columnsCounting(renders: Map<number, number>): DataTableColumn<Unit>[] {
  return [
    { id: 'name', header: 'Utstyr', rowHeader: true, cell: (unit) => unit.name },
    { id: 'number', header: 'Nr.', cell: (unit) => unit.id },
    {
      id: 'size',
      header: 'Størrelse',
      cell: (unit) => {
        renders.set(unit.id, (renders.get(unit.id) ?? 0) + 1);
        return unit.size;
      },
    },
  ];
}
const columns = columnsCounting(new Map());

describe('DataTable', () => {
  it('is a table named by its caption, with column headers and a row header per row', () => {
    renderUi(<DataTable caption="Lager" columns={columns} rows={units} rowKey={(u) => u.id} />);
    const table = screen.getByRole('table', { name: 'Lager' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Utstyr', 'Nr.', 'Størrelse']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Sykkel', 'Ski']);
    const [, first] = within(table).getAllByRole('row');
    expect(
      within(first ?? table)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['101', '20']);
  });

  it('a hidden caption still names the table', () => {
    renderUi(
      <DataTable caption="Lager" hideCaption columns={columns} rows={[]} rowKey={(u) => u.id} />,
    );
    const table = screen.getByRole('table', { name: 'Lager' });
    expect(table.querySelector('caption')?.className).toBe('visually-hidden');
  });

  it('without rows it shows the headers and no body rows', () => {
    renderUi(<DataTable caption="Lager" columns={columns} rows={[]} rowKey={(u) => u.id} />);
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
    expect(screen.getAllByRole('row')).toHaveLength(1);
  });

  it('a click anywhere on a row reports that row; rows say they are clickable', async () => {
    const onRowClick = vi.fn();
    const { user } = renderUi(
      <DataTable
        caption="Lager"
        columns={columns}
        rows={units}
        rowKey={(u) => u.id}
        rowClassName={(u) => (u.size === '120' ? 'is-long' : undefined)}
        onRowClick={onRowClick}
      />,
    );
    await user.click(screen.getByRole('cell', { name: '120' }));
    expect(onRowClick).toHaveBeenCalledExactlyOnceWith(units[1]);
    const [, first, second] = screen.getAllByRole('row');
    expect(first?.className).toBe('data-table__row--clickable');
    expect(second?.className).toBe('data-table__row--clickable is-long');
  });

  it('with sameRow, only rows whose content changed render again', () => {
    const renders = new Map<number, number>();
    const counted = columnsCounting(renders);
    const sameRow = (a: Unit, b: Unit) => a.name === b.name && a.size === b.size;
    const table = (rows: Unit[]) => (
      <DataTable
        caption="Lager"
        columns={counted}
        rows={rows}
        rowKey={(u) => u.id}
        sameRow={sameRow}
      />
    );
    const { rerender } = renderUi(table(units));
    renders.clear();
    // A re-read gives new objects for every row; only unit 201 changed.
    rerender(table([{ ...units[0]! }, { ...units[1]!, size: '130' }]));
    expect(renders.get(101)).toBeUndefined();
    expect(renders.get(201)).toBeGreaterThan(0);
    expect(screen.getByRole('cell', { name: '130' })).toBeTruthy();
  });

  it('without sameRow, a new row object renders again', () => {
    const renders = new Map<number, number>();
    const counted = columnsCounting(renders);
    const table = (rows: Unit[]) => (
      <DataTable caption="Lager" columns={counted} rows={rows} rowKey={(u) => u.id} />
    );
    const { rerender } = renderUi(table(units));
    renders.clear();
    rerender(table([units[0]!, { ...units[1]! }]));
    expect(renders.get(101)).toBeUndefined();
    expect(renders.get(201)).toBeGreaterThan(0);
  });
});
