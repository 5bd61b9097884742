import type { ComingPickup } from '../../db/hut/reservation-holds';
import { reservationTexts } from '../../i18n/nb/reservations';
import { formatWeekdayDate } from '../../shared/domain/dates/dates';

const t = reservationTexts.coming;

/**
 * Kommende hentinger: the reservations of the days after today, by pickup day, from the
 * tablet's own tables (offline too), so staff can keep units back and call a family in time.
 */
export function ComingPickupsCard({ pickups }: { pickups: readonly ComingPickup[] }) {
  const days = new Map<string, ComingPickup[]>();
  for (const p of pickups)
    days.set(p.reservation.pickup_date, [...(days.get(p.reservation.pickup_date) ?? []), p]);
  return (
    <section className="dashboard-card" aria-labelledby="dashboard-coming-heading">
      <h2 id="dashboard-coming-heading" className="dashboard-card__title">
        {t.heading} <span className="dashboard-card__count">({pickups.length})</span>
      </h2>
      {pickups.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        [...days].map(([day, list]) => (
          <div key={day} className="coming-pickups__day">
            <h3 className="coming-pickups__date">{formatWeekdayDate(day)}</h3>
            <ul className="dashboard-list pickups-list">
              {list.map(({ reservation: r, productName }) => (
                <li key={r.id} className="pickups-list__item">
                  <span className="pickups-list__who">{r.user_name}</span>
                  <span>{reservationTexts.line(r.quantity, productName, r.size)}</span>
                  {r.user_phone && <span className="dashboard-muted">{t.phone(r.user_phone)}</span>}
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
