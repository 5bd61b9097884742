import { errorText, isNetworkFailure } from '../../api/error-mapping';
import type { WaitlistEntry } from '../../shared/contracts/reservations';
import { formatLongDateTime, formatWeekdayDate } from '../../shared/domain/dates/dates';
import { reservationTexts } from '../../i18n/nb/reservations';
import {
  useLeaveWaitlistMutation,
  useMyWaitlistQuery,
  useReserveMutation,
} from './reservations-api';

const t = reservationTexts.waitlist;
const lineOf = (e: WaitlistEntry) => reservationTexts.line(e.quantity, e.productName, e.size);

/**
 * Min side's places in waiting lists: waiting, or offered (units held until a deadline, with a
 * button that books them), and those that ended lately. `onOutcome` shows what happened.
 */
export function MyWaitlist({
  onOutcome,
}: {
  onOutcome: (kind: 'success' | 'error', text: string) => void;
}) {
  const query = useMyWaitlistQuery(undefined, { refetchOnMountOrArgChange: true });
  const [reserve, reserving] = useReserveMutation();
  const [leave, leaving] = useLeaveWaitlistMutation();
  const entries = (query.data?.entries ?? []).filter((e) => e.status !== 'claimed');
  if (entries.length === 0) return null;

  const act = async (run: () => Promise<unknown>, success: string) => {
    try {
      await run();
      onOutcome('success', success);
      await query.refetch();
    } catch (e) {
      onOutcome(
        'error',
        isNetworkFailure(e) ? reservationTexts.book.offline : errorText(e, t.failed),
      );
    }
  };

  return (
    <>
      <h3 className="my-page__subheading">{t.heading}</h3>
      <ul className="reservation-list">
        {entries.map((e) => {
          const day = formatWeekdayDate(e.pickupDate);
          const open = e.status === 'waiting' || e.status === 'offered';
          return (
            <li key={e.id} className="reservation-list__item">
              <div>
                <p className="reservation-list__line">{lineOf(e)}</p>
                <p className="reservation-list__meta">
                  {reservationTexts.mine.pickup(e.hutName, day)}
                  <span className={`reservation-status reservation-status--${e.status}`}>
                    {t.statuses[e.status]}
                  </span>
                </p>
                {e.status === 'offered' && e.offeredUntil && (
                  <p className="reservation-list__offer">
                    {t.offeredUntil(formatLongDateTime(e.offeredUntil))}
                  </p>
                )}
              </div>
              {open && (
                <div className="button-row">
                  {e.status === 'offered' && (
                    <button
                      type="button"
                      className="btn btn--primary"
                      aria-label={t.claimLabel(lineOf(e), day)}
                      disabled={reserving.isLoading}
                      onClick={() =>
                        void act(
                          () =>
                            reserve({
                              companyId: e.companyId,
                              productId: e.productId,
                              size: e.size,
                              quantity: e.quantity,
                              pickupDate: e.pickupDate,
                            }).unwrap(),
                          t.claimed,
                        )
                      }
                    >
                      {t.claim}
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn--ghost"
                    aria-label={t.leaveLabel(lineOf(e), day)}
                    disabled={leaving.isLoading}
                    onClick={() => void act(() => leave(e.id).unwrap(), t.left)}
                  >
                    {t.leave}
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
