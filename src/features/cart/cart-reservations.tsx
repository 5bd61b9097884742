import { useLiveQuery } from 'dexie-react-hooks';
import { getDb } from '../../db/database';
import type { PersonKey } from '../../db/hut/hut-types';
import { loanClashes } from '../../db/hut/reservation-holds';
import { reservationTexts } from '../../i18n/nb/reservations';
import {
  addDaysToIsoDate,
  formatWeekdayDayMonth,
  isValidIsoDate,
  todayIsoDate,
} from '../../shared/domain/dates/dates';

const t = reservationTexts.cartClash;

interface Props {
  companyId: number;
  loanId: string;
  borrowerId: PersonKey;
  /** The dates as the form shows them now (maybe half typed). */
  loanDate: string;
  returnDate: string;
  /** Sets the form's return date (staff still press Lagre or Utlever). */
  onShorten: (returnDate: string) => void;
}

/**
 * Before Utlever: the cart's units from the loan date to the return date as chosen would leave
 * reservations of others unserved on a pickup day inside the loan (the server's rule, so the
 * same that raises the Avvik). Says whose, and offers the loan ending the day before the first
 * such pickup. Re-counted as the dates change; a live region, so the change is heard.
 */
export function CartReservations(props: Props) {
  const { companyId, loanId, borrowerId, loanDate, returnDate, onShorten } = props;
  const clashes = useLiveQuery(
    () => loanClashes(getDb(), companyId, loanId, borrowerId, loanDate, returnDate),
    [companyId, loanId, borrowerId, loanDate, returnDate],
  );
  const first = clashes?.[0]?.reservation.pickup_date;
  const shortenTo = first === undefined ? null : addDaysToIsoDate(first, -1);
  const canShorten = shortenTo !== null && isValidIsoDate(loanDate) && shortenTo >= loanDate;
  const today = todayIsoDate();
  return (
    <div role="status" className="cart-clash-region">
      {clashes && clashes.length > 0 && (
        <div className="cart-clash">
          <p className="cart-clash__title">
            <strong>{t.heading}</strong>
          </p>
          <p>{t.intro(formatWeekdayDayMonth(returnDate))}</p>
          <ul>
            {clashes.map(({ reservation: r, productName }) => (
              <li key={r.id}>
                {reservationTexts.clash.whom(
                  r.user_name,
                  reservationTexts.line(r.quantity, productName, r.size),
                  r.user_phone,
                  r.pickup_date === today ? null : formatWeekdayDayMonth(r.pickup_date),
                )}
              </li>
            ))}
          </ul>
          {canShorten ? (
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => onShorten(shortenTo)}
            >
              {t.shorten(formatWeekdayDayMonth(shortenTo))}
            </button>
          ) : (
            <p>{t.cannotShorten}</p>
          )}
        </div>
      )}
    </div>
  );
}
