import { useState } from 'react';
import { useCommand } from '../../db/hooks/use-command';
import { receiveAll } from '../../db/commands';
import { loanDetail } from '../../db/hut/loan-detail';
import { formatDottedDate, localIsoDate } from '../../shared/domain/dates/dates';
import { LoanExtendForm } from './loan-extend-form';
import { LoanExtensions } from './loan-extensions';
import { LoanReminders } from './loan-reminders';
import { LoanItemsTable } from './loan-items-table';
import { loanNumberText } from './loan-number';
import { LoanStatusBadge } from './loan-status-badge';
import { ModalDialog } from '../../components/ui/modal-dialog';
import './loan-modal.css';
import { loanModalTexts as t } from '../../i18n/nb/loans';
import { useHutQuery } from '../../db/hooks/use-hut-query';

/** SPEC §2: the 'Lån' modal with the loan's details, returns and extension. */
export function LoanModal({
  loanId,
  onClose,
  scanned = null,
}: {
  loanId: string;
  onClose: () => void;
  /** A unit scanned to open this loan: its line is received once the dialog shows. */
  scanned?: number | null;
}) {
  const detail = useHutQuery(
    (db, companyId, today) => loanDetail(db, companyId, loanId, today),
    [loanId],
  );
  const run = useCommand();
  const [busy, setBusy] = useState(false);
  // 'Motta alle' asks first: one tap too many must not receive a whole family's loan.
  const [confirming, setConfirming] = useState(false);
  const loan = detail.state === 'ready' ? detail.data : null;
  const outstanding = loan?.items.filter((i) => i.canReceive).length ?? 0;

  const receiveEverything = async () => {
    if (!loan) return;
    setBusy(true);
    setConfirming(false);
    await run(() => receiveAll({ loanId: loan.loan.id }), t.receivedAll);
    setBusy(false);
  };

  const footer = confirming ? (
    <div className="button-row" role="group" aria-labelledby="receive-all-question">
      <p id="receive-all-question" className="loan-confirm">
        {t.receiveAllConfirm(outstanding)}
      </p>
      <button
        type="button"
        className="btn btn--primary"
        disabled={busy}
        onClick={() => void receiveEverything()}
      >
        {t.receiveAllYes}
      </button>
      <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)}>
        {t.cancel}
      </button>
    </div>
  ) : (
    <div className="button-row">
      {loan?.loan.status === 'open' && (
        <button
          type="button"
          className="btn btn--primary"
          disabled={busy || outstanding === 0}
          onClick={() => setConfirming(true)}
        >
          {t.receiveAll}
        </button>
      )}
      <button type="button" className="btn btn--ghost" onClick={onClose}>
        {t.close}
      </button>
    </div>
  );

  return (
    <ModalDialog title={t.title} closeLabel={t.closeIcon} onClose={onClose} footer={footer}>
      {detail.state !== 'ready' ? (
        <p role="status">{t.loading}</p>
      ) : !loan ? (
        <p role="alert">{t.notFound}</p>
      ) : (
        <>
          <dl className="loan-facts">
            <dt>{t.number}</dt>
            <dd>{loanNumberText(loan.loan)}</dd>
            <dt>{t.customer}</dt>
            <dd>{loan.customer?.name ?? `#${loan.loan.customer_id}`}</dd>
            {loan.customer?.phone && (
              <>
                <dt>{t.phone}</dt>
                <dd>{loan.customer.phone}</dd>
              </>
            )}
            {loan.customer?.email && (
              <>
                <dt>{t.email}</dt>
                <dd>{loan.customer.email}</dd>
              </>
            )}
            <dt>{t.status}</dt>
            <dd>
              <LoanStatusBadge status={loan.display} />
            </dd>
            <dt>{t.loanDate}</dt>
            <dd>{formatDottedDate(loan.loan.loan_date)}</dd>
            <dt>{t.dueDate}</dt>
            <dd>{formatDottedDate(loan.loan.expected_return_date)}</dd>
            {loan.loan.closed_at && (
              <>
                <dt>{t.closedAt}</dt>
                <dd>{formatDottedDate(localIsoDate(loan.loan.closed_at))}</dd>
              </>
            )}
          </dl>
          <p className="loans-muted">{t.defaultPeriod}</p>
          <LoanItemsTable items={loan.items} scanned={scanned} />
          <LoanExtensions extensions={loan.extensions} />
          {loan.loan.status !== 'draft' && <LoanReminders reminders={loan.reminders} />}
          {loan.loan.status === 'open' && (
            <LoanExtendForm
              loanId={loan.loan.id}
              dueDate={loan.loan.expected_return_date}
              today={detail.today}
            />
          )}
        </>
      )}
    </ModalDialog>
  );
}
