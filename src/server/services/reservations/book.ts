import { formatDottedDate } from '../../../shared/domain/dates/dates';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/clock';
import type { Database } from '../../db/schema';
import { forbidden, HttpError, fieldError, notFound } from '../../errors';
import { errorCodes } from '../../../shared/contracts/errors';
import type { Reservation, ReservationRequest } from '../../../shared/contracts/reservations';
import { isPickupDay, pickupWindow } from '../../../shared/domain/reservations';
import { reservationMessages as m, weekdayNames } from '../../../shared/texts/reservations';
import { newUuidV7 } from '../sync/ids';
import { dayStock, freeOf, unitSizeName } from './availability';
import { confirmBooking } from './confirm';
import { readHutSettings } from './settings';

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
 * Books N units of a product at a hut for a pickup day, never more than the hut has: in one
 * transaction whose first statement writes the hut's settings row, so on PostgreSQL a second
 * booking at the hut waits for the first to commit and then counts what it booked (and on SQLite
 * the transaction holds the write lock from its start). Refusals are Norwegian and book nothing.
 */
export async function createReservation(
  db: Kysely<Database>,
  userId: number,
  input: ReservationRequest,
  today: string,
): Promise<Reservation> {
  const person = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'status', 'deleted_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (person?.status !== 'active' || person.deleted_at !== null) throw forbidden(m.notActivated);
  const id = newUuidV7();
  await db.transaction().execute(async (trx) => {
    const locked = await trx
      .updateTable('hut_settings')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('company_id', '=', input.companyId)
      .where('reservations_enabled', '=', 1)
      .executeTakeFirst();
    if (locked.numUpdatedRows === 0n)
      throw new HttpError(409, errorCodes.badRequest, m.reservationsOff);
    const settings = await readHutSettings(trx, input.companyId);
    const { first, last } = pickupWindow(today, settings);
    if (input.pickupDate < first || input.pickupDate > last)
      throw fieldError(
        'pickupDate',
        m.outsideWindow(formatDottedDate(first), formatDottedDate(last)),
      );
    if (!isPickupDay(input.pickupDate, settings.pickupWeekdays))
      throw fieldError(
        'pickupDate',
        m.notPickupDay(settings.pickupWeekdays.map((d) => weekdayNames[d - 1]).join(', ')),
      );
    if (input.quantity > settings.maxUnits)
      throw fieldError('quantity', m.tooMany(settings.maxUnits));
    const stock = await dayStock(trx, input.companyId, input.productId, input.pickupDate);
    const has = await trx
      .selectFrom('units')
      .select(['size', 'max_size', 'unit'])
      .where('company_id', '=', input.companyId)
      .where('product_id', '=', input.productId)
      .where('status', 'in', ['available', 'lent'])
      .execute();
    if (has.length === 0) throw fieldError('productId', m.productNotHere);
    const product = await trx
      .selectFrom('products')
      .select('name')
      .where('id', '=', input.productId)
      .executeTakeFirstOrThrow();
    if (input.size !== null && !has.some((u) => unitSizeName(u) === input.size))
      throw fieldError('size', m.sizeNotHere);
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
    await confirmBooking(trx, person, { id, ...input, productName: product.name }, at);
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
    .select(['status'])
    .where('id', '=', reservationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(m.notFound);
  const done = await db
    .updateTable('reservations')
    .set({ status: 'cancelled', updated_at: nowIso() })
    .where('id', '=', reservationId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (done.numUpdatedRows === 0n) throw new HttpError(409, errorCodes.badRequest, m.notCancellable);
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
  const done = await db
    .updateTable('reservations')
    .set({ status: 'expired', updated_at: nowIso() })
    .where('status', '=', 'active')
    .where('pickup_date', '<', today)
    .executeTakeFirst();
  return Number(done.numUpdatedRows);
}
