import type { LoanOverviewRow } from '../../db/hut/loan-overview';
import { formatTableDate } from '../../shared/domain/dates';
import { LoanNumber } from './loan-number';
import { LoanStatusBadge } from './loan-status-badge';
import { loansTexts as t } from '../../i18n/nb/loans';

interface Props {
  rows: readonly LoanOverviewRow[];
  onOpen: (row: LoanOverviewRow) => void;
}

/**
 * SPEC §2 loan table. A click anywhere on a row opens it; keyboard users reach the same through
 * the button in the first cell (one tab stop per row).
 */
export function LoanTable({ rows, onOpen }: Props) {
  const c = t.columns;
  return (
    <div className="loans-table-wrap">
      <table className="loans-table">
        <caption className="visually-hidden">{t.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{c.number}</th>
            <th scope="col">{c.user}</th>
            <th scope="col">{c.status}</th>
            <th scope="col">{c.products}</th>
            <th scope="col">{c.lent}</th>
            <th scope="col">{c.due}</th>
            <th scope="col">{c.returned}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.id}
              className={`loans-row loans-row--${row.display}`}
              onClick={() => onOpen(row)}
            >
              <td>
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
                    {row.status === 'draft'
                      ? `${t.openCart} ${row.customerName}: `
                      : `${t.openLoan} `}
                  </span>
                  <LoanNumber loan={row} />
                </button>
              </td>
              <td>{row.customerName}</td>
              <td>
                <LoanStatusBadge status={row.display} />
              </td>
              <td>{row.products.join(', ')}</td>
              <td>{formatTableDate(row.loanDate)}</td>
              <td>{formatTableDate(row.dueDate)}</td>
              <td>
                {row.partlyReturned && `${t.partly} `}
                {formatTableDate(row.returnedDate)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
