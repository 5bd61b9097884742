import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorText } from '../../api/error-mapping';
import { useOnline } from '../../components/ui/use-online';
import { reservationTexts } from '../../i18n/nb/reservations';
import { paths } from '../../lib/paths';
import { useAppSelector } from '../../state/hooks';
import { selectIsLoggedIn, selectUser } from '../../state/session/selectors';
import { BookingForm } from './booking-form';
import { useHutSettingsQuery } from './reservations-api';
import { useBookingHut } from './use-booking-hut';
import './reservations.css';

const t = reservationTexts.book;

/** A hut that has the product, with the sizes it has of it. */
export interface BookableHut {
  id: number;
  name: string;
  sizes: readonly string[];
}

/**
 * The product page's booking: choose a hut (it starts at the one in the address, else the
 * family's own, else the first that takes bookings: use-booking-hut.ts), a pickup day and a size,
 * see what is free that day, reserve. Online only (the server keeps the last unit from being promised twice); a hut that
 * takes no reservations says so, and a visitor is asked to log in first.
 */
export function ReservePanel({
  productId,
  productName,
  huts,
  chosenHutId,
}: {
  productId: number;
  productName: string;
  huts: readonly BookableHut[];
  chosenHutId: number | null;
}) {
  const online = useOnline();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUser);
  const start = useBookingHut(
    huts.map((h) => h.id),
    chosenHutId,
    online,
  );
  // The person's own choice in the select, once made, wins over where the booking started.
  const [pickedId, setPickedId] = useState<number | null>(null);
  const hut = huts.find((h) => h.id === (pickedId ?? start.hutId)) ?? huts[0];
  const settings = useHutSettingsQuery(hut?.id ?? 0, { skip: !hut || !online });
  const selectId = useId();
  if (!hut) return null;
  // Until the rules that decide it are read, no hut is offered (it would jump to another).
  const deciding = pickedId === null && !start.settled;

  let body;
  if (!online) body = <p className="reserve__note">{t.offline}</p>;
  else if (deciding) body = <p className="reserve__note">{t.checking}</p>;
  else if (settings.isError)
    body = <p className="reserve__note">{errorText(settings.error, t.loadFailed)}</p>;
  else if (!settings.data) body = <p className="reserve__note">{t.checking}</p>;
  else if (!settings.data.enabled) body = <p className="reserve__note">{t.off(hut.name)}</p>;
  else
    body = (
      <BookingForm
        key={hut.id}
        hut={hut}
        productId={productId}
        productName={productName}
        settings={settings.data}
        signIn={
          !loggedIn ? (
            <Link className="btn btn--primary" to={paths.login}>
              {t.signIn}
            </Link>
          ) : user?.status !== 'active' ? (
            <p className="reserve__note">{t.notActivated}</p>
          ) : null
        }
      />
    );

  return (
    <section className="reserve card" aria-labelledby="reserve-heading">
      <h2 id="reserve-heading">{t.heading}</h2>
      <p className="reserve__intro">{t.intro}</p>
      {huts.length > 1 && !deciding && (
        <div className="form-field">
          <label htmlFor={selectId} className="form-field__label">
            {t.hut}
          </label>
          <select
            id={selectId}
            className="form-field__control"
            value={hut.id}
            onChange={(e) => setPickedId(Number(e.target.value))}
          >
            {huts.map((h) => (
              <option key={h.id} value={h.id}>
                {h.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {body}
    </section>
  );
}
