import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { borrowerSelected } from '../stock';
import { useAppDispatch } from '../../state/hooks';
import { loanOverview, type LoanOverviewRow } from '../../db/hut/loan-overview';
import { LoanFilters } from './loan-filters';
import { LOAN_PARAM } from './loan-link';
import { borrowerCount, filterLoans, type LoanFilterStatus } from './loan-filter';
import { LoanModal } from './loan-modal';
import { LoanTable } from './loan-table';
import { loansTexts as t } from '../../i18n/nb/loans';
import { TipsPanel } from './tips-panel';
import { useHutQuery } from '../../db/hooks/use-hut-query';
import './loans.css';
import { paths } from '../../lib/paths';

/** /utlansoversikt: all loans of the hut, where returns and extensions are registered. */
export function LoansPage() {
  const loans = useHutQuery(loanOverview);
  const [query, setQuery] = useState('');
  const [statuses, setStatuses] = useState<ReadonlySet<LoanFilterStatus>>(new Set());
  const [params, setParams] = useSearchParams();
  const openLoanId = params.get(LOAN_PARAM);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const setOpenLoan = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete(LOAN_PARAM);
        else next.set(LOAN_PARAM, id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const open = (row: LoanOverviewRow) => {
    if (row.status === 'draft') {
      // SPEC §2: a draft is the borrower's cart.
      dispatch(borrowerSelected(row.customerId));
      void navigate(paths.cart);
      return;
    }
    setOpenLoan(row.id);
  };

  const toggle = (status: LoanFilterStatus) =>
    setStatuses((current) => {
      const next = new Set(current);
      if (!next.delete(status)) next.add(status);
      return next;
    });

  const rows = loans.state === 'ready' ? loans.data : [];
  const shown = filterLoans(rows, query, statuses);
  const borrowers = query.trim() === '' ? 0 : borrowerCount(shown);

  return (
    <div className="page loans-page">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <TipsPanel />
      {loans.state === 'loading' && <p role="status">{t.loading}</p>}
      {(loans.state === 'unbound' ||
        (loans.state === 'ready' && !loans.pulled && rows.length === 0)) && (
        <p role="status">{t.notReady}</p>
      )}
      {loans.state === 'ready' && (loans.pulled || rows.length > 0) && (
        <>
          <LoanFilters
            rows={rows}
            query={query}
            onQuery={setQuery}
            statuses={statuses}
            onToggle={toggle}
          />
          <p className="loans-muted" role="status">
            {rows.length > 0 && t.resultCount(shown.length)}
            {borrowers > 1 && ` ${t.severalBorrowers(borrowers)}`}
          </p>
          {rows.length === 0 ? (
            <p className="loans-empty">{t.noLoans}</p>
          ) : shown.length === 0 ? (
            <p className="loans-empty">{t.noMatch}</p>
          ) : (
            <LoanTable rows={shown} onOpen={open} />
          )}
        </>
      )}
      {openLoanId && <LoanModal loanId={openLoanId} onClose={() => setOpenLoan(null)} />}
    </div>
  );
}
