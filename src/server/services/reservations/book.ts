import type { Kysely } from 'kysely';
import { nowIso } from '../../db/clock';
import { recordChanges, type ChangeInput } from '../../db/change-log';
import type { Database } from '../../db/schema';
import { HttpError, fieldError, notFound } from '../../errors';
import { errorCodes } from '../../../shared/contracts/errors';
import type { Reservation, ReservationRequest } from '../../../shared/contracts/reservations';
import { reservationMessages as m } from '../../../shared/texts/reservations';
import { attachBorrower } from '../people/membership';
import { newUuidV7 } from '../sync/ids';
import { freeOf } from './availability';
import { bookingPerson, checkBooking, lockHut } from './rules';
import { claimOffer, offerFreedUnits } from './waitlist';
import { confirmBooking } from './confirm';

/** A reservation changed: the hut's tablets pull it. */
export const reservationChange = (hut: number, id: string): ChangeInput => ({
  company_id: hut,
  entity: 'reservation',
  entity_id: id,
  op: 'upsert',
});

/** The reservations as the API answers them, newest pickup first. */
function reservationRows(db: Kysely<Database>) {
  return db
    .selectFrom('reservations as r')
    .innerJoin('companies as c', 'c.id', 'r.company_id')
    .innerJoin('products as p', 'p.id', 'r.product_id')
    .select([
      'r.id',
      'r.company_id as companyId',
      'c.name as hutName',
      'r.product_id as productId',
      'p.name as productName',
      'r.size',
      'r.quantity',
      'r.pickup_date as pickupDate',
      'r.status',
      'r.created_at as createdAt',
    ]);
}

/**
 * Books N units of a product at a hut for a pickup day, never more than the hut has nor more
 * than the person may hold that day: in one transaction that begins by locking the hut
 * (rules.ts: lockHut), so two bookings at once are counted one after the other. A person flagged
 * at the hut is refused. Refusals are Norwegian and book nothing.
 */
export async function createReservation(
  db: Kysely<Database>,
  userId: number,
  input: ReservationRequest,
  today: string,
): Promise<Reservation> {
  const person = await bookingPerson(db, userId);
  const id = newUuidV7();
  await db.transaction().execute(async (trx) => {
    await lockHut(trx, input.companyId);
    // An offer from the waiting list is taken first, so the units it held count as free here.
    const claiming = await claimOffer(trx, userId, input);
    const { stock, productName } = await checkBooking(trx, userId, input, today, claiming);
    const free = freeOf(stock, input.size);
    if (input.quantity > free) throw fieldError('quantity', m.notEnough(free));
    const at = nowIso();
    await trx
      .insertInto('reservations')
      .values({
        id,
        company_id: input.companyId,
        product_id: input.productId,
        size: input.size,
        quantity: input.quantity,
        pickup_date: input.pickupDate,
        user_id: userId,
        status: 'active',
        created_at: at,
        updated_at: at,
      })
      .execute();
    // Booking at a hut makes the person its borrower (if not already), so the hut's tablets
    // hold them and staff can lend to them at pickup, offline too.
    await attachBorrower(trx, userId, input.companyId, at);
    await confirmBooking(trx, person, { id, ...input, productName }, at);
    await recordChanges(trx, [reservationChange(input.companyId, id)]);
  });
  return reservationRows(db).where('r.id', '=', id).executeTakeFirstOrThrow();
}

/** The person's own reservations, the coming ones first. */
export async function myReservations(db: Kysely<Database>, userId: number): Promise<Reservation[]> {
  return reservationRows(db)
    .where('r.user_id', '=', userId)
    .orderBy('r.pickup_date', 'desc')
    .orderBy('r.created_at', 'desc')
    .execute();
}

/** Cancels one of the person's own active reservations; its units are free again at once. */
export async function cancelMyReservation(
  db: Kysely<Database>,
  userId: number,
  reservationId: string,
): Promise<Reservation> {
  const row = await db
    .selectFrom('reservations')
    .select(['status', 'company_id', 'product_id', 'pickup_date'])
    .where('id', '=', reservationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(m.notFound);
  await db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('reservations')
      .set({ status: 'cancelled', updated_at: nowIso() })
      .where('id', '=', reservationId)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (done.numUpdatedRows === 0n)
      throw new HttpError(409, errorCodes.badRequest, m.notCancellable);
    await recordChanges(trx, [reservationChange(row.company_id, reservationId)]);
  });
  // Its units go to the first in the day's waiting list, if anyone waits.
  await offerFreedUnits(db, row.company_id, row.product_id, row.pickup_date);
  return reservationRows(db).where('r.id', '=', reservationId).executeTakeFirstOrThrow();
}

/** A hut's active reservations for a pickup day (the dashboard's "today's pickups"). */
export async function hutPickups(
  db: Kysely<Database>,
  hut: number,
  date: string,
): Promise<Reservation[]> {
  return reservationRows(db)
    .where('r.company_id', '=', hut)
    .where('r.pickup_date', '=', date)
    .where('r.status', '=', 'active')
    .orderBy('r.created_at')
    .execute();
}

/** Reservations not picked up by the end of their day expire, and their units are free again. */
export async function expireReservations(db: Kysely<Database>, today: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const expired = await trx
      .updateTable('reservations')
      .set({ status: 'expired', updated_at: nowIso() })
      .where('status', '=', 'active')
      .where('pickup_date', '<', today)
      .returning(['id', 'company_id'])
      .execute();
    await recordChanges(
      trx,
      expired.map((r) => reservationChange(r.company_id, r.id)),
    );
    return expired.length;
  });
}
