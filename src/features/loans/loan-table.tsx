import { useMemo } from 'react';
import { DataTable, type DataTableColumn } from '../../components/ui/data-table';
import type { LoanOverviewRow } from '../../db/hut/loan-overview';
import { formatTableDate } from '../../shared/domain/dates/dates';
import { LoanNumber } from './loan-number';
import { LoanStatusBadge } from './loan-status-badge';
import { loansTexts as t } from '../../i18n/nb/loans';
import { screenTexts } from '../../i18n/nb/screen';

interface Props {
  rows: readonly LoanOverviewRow[];
  onOpen: (row: LoanOverviewRow) => void;
}

/**
 * SPEC §2 loan table. A click anywhere on a row opens it; keyboard users reach the same through
 * the button in the first cell (one tab stop per row).
 */
export function LoanTable({ rows, onOpen }: Props) {
  const columns = useMemo((): DataTableColumn<LoanOverviewRow>[] => {
    const c = t.columns;
    return [
      { id: 'number', header: c.number, cell: (row) => <OpenButton row={row} onOpen={onOpen} /> },
      {
        id: 'user',
        header: c.user,
        cell: (row) =>
          row.memberName
            ? `${row.customerName} (${screenTexts.forChild(row.memberName)})`
            : row.customerName,
      },
      { id: 'status', header: c.status, cell: (row) => <LoanStatusBadge status={row.display} /> },
      { id: 'products', header: c.products, cell: (row) => row.products.join(', ') },
      { id: 'lent', header: c.lent, cell: (row) => formatTableDate(row.loanDate) },
      { id: 'due', header: c.due, cell: (row) => formatTableDate(row.dueDate) },
      {
        id: 'returned',
        header: c.returned,
        cell: (row) => (
          <>
            {row.partlyReturned && `${t.partly} `}
            {formatTableDate(row.returnedDate)}
          </>
        ),
      },
    ];
  }, [onOpen]);
  return (
    <DataTable
      caption={t.tableCaption}
      hideCaption
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      rowClassName={(row) => `loans-row--${row.display}`}
      onRowClick={onOpen}
    />
  );
}

function OpenButton({
  row,
  onOpen,
}: {
  row: LoanOverviewRow;
  onOpen: (row: LoanOverviewRow) => void;
}) {
  return (
    <button
      type="button"
      className="loans-row__open"
      data-loan-id={row.id}
      onClick={(e) => {
        e.stopPropagation();
        onOpen(row);
      }}
    >
      <span className="visually-hidden">
        {row.status === 'draft' ? `${t.openCart} ${row.customerName}: ` : `${t.openLoan} `}
      </span>
      <LoanNumber loan={row} />
    </button>
  );
}
