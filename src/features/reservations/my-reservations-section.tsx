import { useState } from 'react';
import { errorText, isNetworkFailure } from '../../api/error-mapping';
import { AlertBanner } from '../../components/ui/alert-banner';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useOutcome } from '../../components/ui/use-outcome';
import { reservationTexts } from '../../i18n/nb/reservations';
import type { Reservation } from '../../shared/contracts/reservations';
import { formatWeekdayDate } from '../../shared/domain/dates/dates';
import { MyWaitlist } from './my-waitlist';
import { useCancelReservationMutation, useMyReservationsQuery } from './reservations-api';
import './reservations.css';

const t = reservationTexts.mine;
const lineOf = (r: Reservation) => reservationTexts.line(r.quantity, r.productName, r.size);

/**
 * Min side's reservations: the coming ones with a way to cancel, then the earlier ones with how
 * they ended. Asked of the server (a booking is the server's), so shown only online.
 */
export function MyReservationsSection({ online }: { online: boolean }) {
  const query = useMyReservationsQuery(undefined, {
    skip: !online,
    refetchOnMountOrArgChange: true,
  });
  const [cancelling, setCancelling] = useState<Reservation | null>(null);
  const [outcome, show, clear] = useOutcome();
  const list = query.data?.reservations ?? [];
  const coming = list.filter((r) => r.status === 'active').reverse();
  const earlier = list.filter((r) => r.status !== 'active');

  let content;
  if (!online) content = <p className="my-page__empty">{t.offline}</p>;
  else if (query.isError)
    content = (
      <AlertBanner kind="error">
        <p>{errorText(query.error, t.failed)}</p>
      </AlertBanner>
    );
  else if (!query.data) content = <p role="status">{t.loading}</p>;
  else if (list.length === 0) content = <p className="my-page__empty">{t.none}</p>;
  else
    content = (
      <ul className="reservation-list">
        {[...coming, ...earlier].map((r) => (
          <li key={r.id} className="reservation-list__item">
            <div>
              <p className="reservation-list__line">{lineOf(r)}</p>
              <p className="reservation-list__meta">
                {t.pickup(r.hutName, formatWeekdayDate(r.pickupDate))}
                <span className={`reservation-status reservation-status--${r.status}`}>
                  {reservationTexts.statuses[r.status]}
                </span>
              </p>
            </div>
            {r.status === 'active' && (
              <button
                type="button"
                className="btn btn--secondary"
                aria-label={t.cancelLabel(lineOf(r), formatWeekdayDate(r.pickupDate))}
                onClick={() => {
                  clear();
                  setCancelling(r);
                }}
              >
                {t.cancel}
              </button>
            )}
          </li>
        ))}
      </ul>
    );

  return (
    <section className="card my-page__section" aria-labelledby="reservations-heading">
      <h2 id="reservations-heading">{t.heading}</h2>
      <p className="my-page__intro">{t.intro}</p>
      {outcome && (
        <AlertBanner kind={outcome.kind} onClose={clear}>
          {outcome.text}
        </AlertBanner>
      )}
      {content}
      {online && <MyWaitlist onOutcome={show} />}
      {cancelling && (
        <CancelDialog
          reservation={cancelling}
          onClose={(message) => {
            setCancelling(null);
            if (message) show('success', message);
          }}
        />
      )}
    </section>
  );
}

/** Cancelling asks first: the units go to others at once. */
function CancelDialog({
  reservation,
  onClose,
}: {
  reservation: Reservation;
  onClose: (message?: string) => void;
}) {
  const [cancel, { isLoading }] = useCancelReservationMutation();
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setError(null);
    try {
      await cancel(reservation.id).unwrap();
      onClose(t.cancelled);
    } catch (e) {
      setError(isNetworkFailure(e) ? reservationTexts.book.offline : errorText(e, t.cancelFailed));
    }
  };
  return (
    <ConfirmDialog
      title={t.confirmTitle}
      closeLabel={t.closeDialog}
      yes={t.confirmYes}
      no={t.confirmNo}
      busy={isLoading}
      error={error}
      onYes={() => void confirm()}
      onClose={() => onClose()}
    >
      {t.confirmText(
        lineOf(reservation),
        reservation.hutName,
        formatWeekdayDate(reservation.pickupDate),
      )}
    </ConfirmDialog>
  );
}
