import { memo, type ReactNode } from 'react';
import './data-table.css';

export interface DataTableColumn<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The cell that names the row (a <th scope="row">), e.g. the product name. */
  rowHeader?: boolean;
}

interface Props<Row> {
  caption: ReactNode;
  /** Caption for screen readers only (a heading above already says it). */
  hideCaption?: boolean;
  /** Keep the same array between renders (useMemo): rows re-render when it changes. */
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  rowClassName?: (row: Row) => string | undefined;
  /** A click anywhere on the row; keyboard users need a button in a cell for the same. */
  onRowClick?: (row: Row) => void;
  /**
   * Rows whose content did not change keep their rendered row. Screens that re-read a few
   * hundred rows after every command (the stock table) pass this so only changed rows render.
   */
  sameRow?: (a: Row, b: Row) => boolean;
  /** Narrow tables (the cart) do not stretch across a wide screen. */
  narrow?: boolean;
}

/**
 * The one data table of the product (stock, cart, loans, a loan's units): one style, a caption,
 * column headers, row headers, horizontal scrolling on small screens.
 */
export function DataTable<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  rowClassName,
  onRowClick,
  sameRow,
  narrow = false,
}: Props<Row>) {
  return (
    <div className="data-table__wrap">
      <table className={narrow ? 'data-table data-table--narrow' : 'data-table'}>
        <caption className={hideCaption ? 'visually-hidden' : undefined}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <DataRow
              key={rowKey(row)}
              row={row}
              columns={columns}
              className={rowClassName?.(row)}
              onRowClick={onRowClick}
              sameRow={sameRow}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface RowProps<Row> {
  row: Row;
  columns: readonly DataTableColumn<Row>[];
  className: string | undefined;
  onRowClick: ((row: Row) => void) | undefined;
  sameRow: ((a: Row, b: Row) => boolean) | undefined;
}

function DataRowView<Row>({ row, columns, className, onRowClick }: RowProps<Row>) {
  const classes = [onRowClick ? 'data-table__row--clickable' : null, className]
    .filter(Boolean)
    .join(' ');
  return (
    <tr className={classes || undefined} onClick={onRowClick ? () => onRowClick(row) : undefined}>
      {columns.map((column) =>
        column.rowHeader ? (
          <th key={column.id} scope="row" className="data-table__row-header">
            {column.cell(row)}
          </th>
        ) : (
          <td key={column.id}>{column.cell(row)}</td>
        ),
      )}
    </tr>
  );
}

// memo loses the generic; the comparison below is per row type, so the cast back is safe.
const DataRow = memo(
  DataRowView,
  (a, b) =>
    a.columns === b.columns &&
    a.className === b.className &&
    a.onRowClick === b.onRowClick &&
    a.sameRow === b.sameRow &&
    (a.row === b.row || (a.sameRow !== undefined && a.sameRow(a.row, b.row))),
) as typeof DataRowView;
