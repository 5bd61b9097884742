import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { forbidden, HttpError, fieldError } from '../../errors';
import { errorCodes } from '../../../shared/contracts/errors';
import type { ReservationRequest } from '../../../shared/contracts/reservations';
import { formatDottedDate } from '../../../shared/domain/dates/dates';
import {
  DEFAULT_RESERVATION_SETTINGS,
  isPickupDay,
  pickupWindow,
  unitSizeName,
} from '../../../shared/domain/reservations';
import { reservationMessages as m, weekdayNames } from '../../../shared/texts/reservations';
import { dayStock, type DayStock } from './availability';
import { isFlaggedAt } from './flagged';
import { readHutSettings } from './settings';

/** Who books: an activated person with an account (their name and address for the emails). */
export async function bookingPerson(db: Kysely<Database>, userId: number) {
  const person = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'status', 'deleted_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (person?.status !== 'active' || person.deleted_at !== null) throw forbidden(m.notActivated);
  return person;
}

/**
 * The first statement of every transaction that decides what a hut promises (a booking, a
 * place in the waiting list, an offer): it writes the hut's settings row, so on PostgreSQL the
 * next such transaction at the hut waits for this one to commit and then counts what it did
 * (and on SQLite the transaction holds the write lock from its start). Refused when off.
 */
export async function lockHut(trx: Kysely<Database>, hut: number): Promise<void> {
  const locked = await trx
    .updateTable('hut_settings')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('company_id', '=', hut)
    .where('reservations_enabled', '=', 1)
    .executeTakeFirst();
  if (locked.numUpdatedRows === 0n)
    throw new HttpError(409, errorCodes.badRequest, m.reservationsOff);
}

/**
 * The same lock for a hand-out, which must take it whether bookings are on or not and whether
 * or not the hut ever saved its booking rules: without a row an UPDATE locks nothing, and two
 * hand-outs at once would each count the other's unit as still free (write skew) and neither
 * raise the Avvik for the reservation they break together. An upsert of the defaults' row
 * (bookings off) always leaves one locked row. Taken before any unit or loan of the transaction
 * (services/sync/lock-order.ts: LOCK_ORDER), so hand-outs never wait for each other in a cycle.
 *
 * Answers whether the hut holds an active reservation. While the lock is held none can become
 * active (every booking takes it: lockHut), so a transaction that saw none has no reservation
 * for its hand-outs to settle, and they skip the read (issue 12: a statement per hand-out).
 * Asked in a statement of its own, after the lock: on PostgreSQL the locking statement reads
 * with the snapshot it began with, before a booking it waited for had committed.
 */
export async function lockHutForHandOut(
  trx: Kysely<Database>,
  hut: number,
  now: string,
): Promise<HutLock> {
  const d = DEFAULT_RESERVATION_SETTINGS;
  await trx
    .insertInto('hut_settings')
    .values({
      company_id: hut,
      reservations_enabled: d.enabled ? 1 : 0,
      window_from_days: d.windowFromDays,
      window_to_days: d.windowToDays,
      pickup_weekdays: d.pickupWeekdays.join(','),
      loan_days: d.loanDays,
      max_units: d.maxUnits,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc
        .column('company_id')
        .doUpdateSet((eb) => ({ updated_at: eb.ref('hut_settings.updated_at') })),
    )
    .execute();
  const active = await trx
    .selectFrom('reservations')
    .select('id')
    .where('company_id', '=', hut)
    .where('status', '=', 'active')
    .limit(1)
    .executeTakeFirst();
  return { hasActiveReservations: active !== undefined };
}

/** What a hand-out learns from the hut's booking lock (lockHutForHandOut). */
export interface HutLock {
  hasActiveReservations: boolean;
}

/**
 * The hut's rules for a booking (or a place in line), run in its transaction after lockHut: a
 * person not flagged there, a pickup day inside the window (for an offer being claimed, any day
 * from today), the most units, a product and size the hut has. Returns the day's stock and the
 * product's name.
 */
export async function checkBooking(
  trx: Kysely<Database>,
  userId: number,
  input: ReservationRequest,
  today: string,
  claiming: boolean,
): Promise<{ stock: DayStock; productName: string }> {
  if (await isFlaggedAt(trx, userId, input.companyId)) throw forbidden(m.flagged);
  const settings = await readHutSettings(trx, input.companyId);
  const { first, last } = pickupWindow(today, settings);
  const earliest = claiming ? today : first;
  if (input.pickupDate < earliest || input.pickupDate > last)
    throw fieldError(
      'pickupDate',
      m.outsideWindow(formatDottedDate(earliest), formatDottedDate(last)),
    );
  if (!isPickupDay(input.pickupDate, settings.pickupWeekdays))
    throw fieldError(
      'pickupDate',
      m.notPickupDay(settings.pickupWeekdays.map((d) => weekdayNames[d - 1]).join(', ')),
    );
  const booked = await bookedThatDay(trx, userId, input);
  if (booked + input.quantity > settings.maxUnits)
    throw fieldError('quantity', m.tooManyThatDay(settings.maxUnits, booked));
  const has = await trx
    .selectFrom('units as u')
    .innerJoin('products as p', 'p.id', 'u.product_id')
    .select(['u.size', 'u.max_size', 'u.unit', 'p.name'])
    .where('u.company_id', '=', input.companyId)
    .where('u.product_id', '=', input.productId)
    .where('u.status', 'in', ['available', 'lent'])
    .execute();
  const product = has[0];
  if (!product) throw fieldError('productId', m.productNotHere);
  if (input.size !== null && !has.some((u) => unitSizeName(u) === input.size))
    throw fieldError('size', m.sizeNotHere);
  const stock = await dayStock(trx, input.companyId, input.productId, input.pickupDate);
  return { stock, productName: product.name };
}

/**
 * What the person already holds for the pickup day at the hut: the most units is the hut's rule
 * for one person and day, over all their active bookings (of any product), or a family could take
 * a whole day in many small bookings. Counted at this hut only: each hut sets its own most
 * (hut_settings) for its own stock, and a booking elsewhere takes nothing from it. Read after
 * lockHut, so two bookings of one person at once are counted one after the other.
 */
async function bookedThatDay(
  trx: Kysely<Database>,
  userId: number,
  input: ReservationRequest,
): Promise<number> {
  const row = await trx
    .selectFrom('reservations')
    .select((eb) => eb.fn.sum<number>('quantity').as('units'))
    .where('user_id', '=', userId)
    .where('company_id', '=', input.companyId)
    .where('pickup_date', '=', input.pickupDate)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(row?.units ?? 0);
}
