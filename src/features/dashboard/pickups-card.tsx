import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { addToCart } from '../../db/commands';
import { useCommand } from '../../db/hooks/use-command';
import type { Pickup } from '../../db/hut/pickups';
import { reservationTexts } from '../../i18n/nb/reservations';
import { paths } from '../../lib/paths';
import { useAppDispatch } from '../../state/hooks';
import { borrowerSelected } from '../stock';

const t = reservationTexts.pickups;

/**
 * Dagens hentinger: today's reservations, from the tablet's own tables (offline too). Choosing
 * one puts free units of its product and size in the person's cart and opens the cart; the
 * hand-out marks the reservation picked up.
 */
export function PickupsCard({ pickups }: { pickups: readonly Pickup[] }) {
  const run = useCommand();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | null>(null);

  const fill = async ({ reservation, freeUnitIds }: Pickup) => {
    setBusy(reservation.id);
    try {
      let added = 0;
      for (const unitId of freeUnitIds.slice(0, reservation.quantity)) {
        const done = await run(() => addToCart({ customerId: reservation.user_id, unitId }));
        if (!done) break;
        added += 1;
      }
      if (added === 0) return;
      dispatch(borrowerSelected(reservation.user_id));
      void navigate(paths.cart);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="dashboard-card" aria-labelledby="dashboard-pickups-heading">
      <h2 id="dashboard-pickups-heading" className="dashboard-card__title">
        {t.heading} <span className="dashboard-card__count">({pickups.length})</span>
      </h2>
      {pickups.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ul className="dashboard-list pickups-list">
          {pickups.map((pickup) => {
            const { reservation: r } = pickup;
            const line = reservationTexts.line(r.quantity, pickup.productName, r.size);
            const free = pickup.freeUnitIds.length;
            return (
              <li key={r.id} className="pickups-list__item">
                <span className="pickups-list__who">{r.user_name}</span>
                <span>{line}</span>
                {free < r.quantity && (
                  <span className="dashboard-muted">{t.short(free, r.quantity)}</span>
                )}
                <button
                  type="button"
                  className="btn btn--secondary btn--small"
                  aria-label={t.fillLabel(r.user_name, line)}
                  disabled={free === 0 || busy !== null}
                  onClick={() => void fill(pickup)}
                >
                  {t.fill}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <Link to={paths.reservations} className="dashboard-card__more">
        {t.settings}
      </Link>
    </section>
  );
}
