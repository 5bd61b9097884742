import { Link } from 'react-router-dom';
import type { LoanOverviewRow } from '../../db/hut/loan-overview';
import { formatTableDate } from '../../shared/domain/dates/dates';
import { loanLink, loanNumberText } from '../loans';
import { dashboardTexts as t } from '../../i18n/nb/dashboard';

interface Props {
  heading: string;
  empty: string;
  loans: readonly LoanOverviewRow[];
  tone: 'due' | 'overdue';
}

/** A card of loans (due today, overdue); each opens its 'Lån' modal on Utlånsoversikt. */
export function LoanListCard({ heading, empty, loans, tone }: Props) {
  const headingId = `dashboard-${tone}-heading`;
  return (
    <section className={`dashboard-card dashboard-card--${tone}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="dashboard-card__title">
        {heading} <span className="dashboard-card__count">({loans.length})</span>
      </h2>
      {loans.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className="dashboard-list">
          {loans.map((loan) => (
            <li key={loan.id}>
              <Link to={loanLink(loan.id)}>
                {t.loanLine(loanNumberText(loan), loan.customerName)}
              </Link>
              <span className="dashboard-muted">
                {' '}
                · {t.units(loan.outstanding)}
                {tone === 'overdue' && ` · ${t.dueOn(formatTableDate(loan.dueDate))}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
