import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Availability } from '../../../shared/contracts/reservations';
import { compareSizes } from '../../../shared/domain/equipment';
import { dayStock, freeOf } from './availability';

export { isFlaggedAt } from './flagged';
export { readHutSettings, saveHutSettings } from './settings';
export { joinWaitlist, leaveWaitlist, myWaitlist, runWaitlistOffers } from './waitlist';
export { runPickupReminders } from './pickup-reminders';
export {
  cancelMyReservation,
  createReservation,
  expireReservations,
  hutPickups,
  myReservations,
} from './book';

/** What the product page shows for a day: free units in all, and per size. */
export async function dayAvailability(
  db: Kysely<Database>,
  hut: number,
  productId: number,
  date: string,
): Promise<Availability> {
  const stock = await dayStock(db, hut, productId, date);
  return {
    date,
    free: freeOf(stock, null),
    sizes: [...stock.sizes.keys()]
      .sort((a, b) => compareSizes(a ?? '', b ?? ''))
      .map((size) => ({ size, free: size === null ? 0 : freeOf(stock, size) })),
  };
}
