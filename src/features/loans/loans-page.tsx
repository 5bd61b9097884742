import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { borrowerSelected, scanSignal, useLabelScanner } from '../stock';
import { getDb } from '../../db/database';
import { useHutSession } from '../../db/hooks/use-hut-session';
import { loanOfLentUnit } from '../../db/hut/loan-of-unit';
import { parseUnitLabelCode } from '../../shared/domain/equipment';
import { looksLikeLabelCode } from '../../shared/domain/unit-number';
import { toastShown } from '../../state/ui/ui-slice';
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
import { shownCode } from '../scanner';
import { scannerTexts } from '../../i18n/nb/scanner';

/** /utlansoversikt: all loans of the hut, where returns and extensions are registered. */
export function LoansPage() {
  const loans = useHutQuery(loanOverview);
  const [query, setQuery] = useState('');
  const [statuses, setStatuses] = useState<ReadonlySet<LoanFilterStatus>>(new Set());
  const [params, setParams] = useSearchParams();
  const openLoanId = params.get(LOAN_PARAM);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const session = useHutSession();
  const [scanned, setScanned] = useState<number | null>(null);

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

  /** A scanned label: the loan that has the unit out opens, and the unit's line is received. */
  const scanUnit = async (unitId: number, code: string) => {
    const companyId = session?.companyId ?? null;
    const loanId = companyId === null ? null : await loanOfLentUnit(getDb(), companyId, unitId);
    if (loanId === null) {
      scanSignal(false);
      dispatch(toastShown({ kind: 'error', text: t.scanNotLent(code.trim()) }));
      return;
    }
    setScanned(unitId);
    setOpenLoan(loanId);
  };
  useLabelScanner((unitId, code) => void scanUnit(unitId, code), openLoanId === null);
  const scanInSearch = (text: string): boolean => {
    const unitId = parseUnitLabelCode(text);
    if (unitId === null) {
      // A code-like text that finds no loan was a code (misread, or another hut's label).
      const code = text.trim();
      if (!looksLikeLabelCode(code) || filterLoans(rows, code, new Set()).length > 0) return false;
      scanSignal(false);
      dispatch(toastShown({ kind: 'error', text: scannerTexts.noUnitWithCode(code) }));
      setQuery('');
      return true;
    }
    setQuery('');
    void scanUnit(unitId, text);
    return true;
  };

  /** A code read by the camera: a label takes the scan's path; anything else is unknown. */
  const scanByCamera = (text: string) => {
    if (scanInSearch(text)) return;
    scanSignal(false);
    dispatch(toastShown({ kind: 'error', text: scannerTexts.notALabel(shownCode(text)) }));
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
            onScan={scanInSearch}
            onCameraScan={scanByCamera}
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
      {openLoanId && (
        <LoanModal
          key={openLoanId}
          loanId={openLoanId}
          scanned={scanned}
          onClose={() => {
            setScanned(null);
            setOpenLoan(null);
          }}
        />
      )}
    </div>
  );
}
