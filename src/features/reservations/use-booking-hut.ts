import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { selectAttachedCompanies, selectUser } from '../../state/session/selectors';
import { defaultBookingHut, type BookingHutChoice } from './default-booking-hut';
import { reservationsApi } from './reservations-api';

const noHuts: readonly number[] = [];

/**
 * The hut the booking starts at (defaultBookingHut), reading the rules of the huts it has to
 * look at: the public, cached GET of each hut's booking rules, a few at a time. A hut whose
 * rules cannot be read counts as taking no bookings (it could not take one now either).
 * Offline nothing is read, and the own hut or the first one is shown.
 */
export function useBookingHut(
  huts: readonly number[],
  addressHutId: number | null,
  online: boolean,
): BookingHutChoice {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const attached = useAppSelector(selectAttachedCompanies);
  const own = user
    ? [...(user.company_id === null ? [] : [user.company_id]), ...attached.map((c) => c.id)]
    : noHuts;
  const [takes, setTakes] = useState<ReadonlyMap<number, boolean>>(() => new Map());
  const choice = defaultBookingHut(huts, addressHutId, own, (id) => takes.get(id));

  const wantedKey = choice.wanted.join(',');
  useEffect(() => {
    if (!online || wantedKey === '') return;
    const subscriptions = wantedKey.split(',').map((text) => {
      const id = Number(text);
      const read = dispatch(reservationsApi.endpoints.hutSettings.initiate(id));
      void read.then(({ data, isError }) => {
        const answer = data?.enabled ?? (isError ? false : undefined);
        if (answer === undefined) return;
        setTakes((before) =>
          before.get(id) === answer ? before : new Map(before).set(id, answer),
        );
      });
      return read;
    });
    return () => {
      for (const read of subscriptions) read.unsubscribe();
    };
  }, [dispatch, online, wantedKey]);

  return online ? choice : { ...choice, settled: true };
}
