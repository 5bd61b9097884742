import type { Kysely } from 'kysely';
import { addDaysIso, now, nowIso, osloInstant, todayIso } from '../../db/clock';
import type { Database } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import { errorCodes } from '../../../shared/contracts/errors';
import type { ReservationRequest, WaitlistEntry } from '../../../shared/contracts/reservations';
import { WAITLIST_OFFER_HOURS } from '../../../shared/domain/reservations';
import { reservationMessages as m } from '../../../shared/texts/reservations';
import { noticeTexts } from '../../../shared/texts/notices';
import { osloDateTime, readMailHuts } from '../mail/hut-contact';
import { queueMail } from '../mail/outbox';
import { noticeToPerson } from '../notices';
import { newUuidV7 } from '../sync/ids';
import { dayStock, freeOf } from './availability';
import { isFlaggedAt } from './flagged';
import { waitlistOfferMail } from './reservation-mail';
import { bookingPerson, checkBooking, lockHut } from './rules';

const conflict = (message: string) => new HttpError(409, errorCodes.badRequest, message);

function entryRows(db: Kysely<Database>) {
  return db
    .selectFrom('reservation_waitlist as w')
    .innerJoin('companies as c', 'c.id', 'w.company_id')
    .innerJoin('products as p', 'p.id', 'w.product_id')
    .select([
      'w.id',
      'w.company_id as companyId',
      'c.name as hutName',
      'w.product_id as productId',
      'p.name as productName',
      'w.size',
      'w.quantity',
      'w.pickup_date as pickupDate',
      'w.status',
      'w.offered_until as offeredUntil',
      'w.created_at as createdAt',
    ]);
}

/**
 * A place in the waiting list of a day that cannot take the booking: the same rules as a
 * booking (none for a person flagged at the hut, none for more than they may hold that day),
 * refused while enough is free (book instead) or when the person already waits for it.
 */
export async function joinWaitlist(
  db: Kysely<Database>,
  userId: number,
  input: ReservationRequest,
  today: string,
): Promise<WaitlistEntry> {
  await bookingPerson(db, userId);
  const id = newUuidV7();
  await db.transaction().execute(async (trx) => {
    await lockHut(trx, input.companyId);
    const { stock } = await checkBooking(trx, userId, input, today, false);
    if (freeOf(stock, input.size) >= input.quantity) throw conflict(m.stillFree);
    const waiting = await trx
      .selectFrom('reservation_waitlist')
      .select('id')
      .where('user_id', '=', userId)
      .where('company_id', '=', input.companyId)
      .where('product_id', '=', input.productId)
      .where('pickup_date', '=', input.pickupDate)
      .where((eb) => (input.size === null ? eb('size', 'is', null) : eb('size', '=', input.size)))
      .where('status', 'in', ['waiting', 'offered'])
      .executeTakeFirst();
    if (waiting) throw conflict(m.alreadyWaiting);
    const at = nowIso();
    await trx
      .insertInto('reservation_waitlist')
      .values({
        id,
        company_id: input.companyId,
        product_id: input.productId,
        size: input.size,
        quantity: input.quantity,
        pickup_date: input.pickupDate,
        user_id: userId,
        status: 'waiting',
        offered_until: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
  });
  return entryRows(db).where('w.id', '=', id).executeTakeFirstOrThrow();
}

/** The person's places in waiting lists, the coming days first. */
export async function myWaitlist(db: Kysely<Database>, userId: number): Promise<WaitlistEntry[]> {
  return entryRows(db)
    .where('w.user_id', '=', userId)
    .where('w.pickup_date', '>=', addDaysIso(todayIso(), -7))
    .orderBy('w.pickup_date')
    .orderBy('w.created_at')
    .execute();
}

/** Leaves a waiting list; units offered to the person go to the next in line at once. */
export async function leaveWaitlist(
  db: Kysely<Database>,
  userId: number,
  entryId: string,
): Promise<WaitlistEntry> {
  const entry = await db
    .selectFrom('reservation_waitlist')
    .select(['company_id', 'product_id', 'pickup_date'])
    .where('id', '=', entryId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!entry) throw notFound(m.waitlistNotFound);
  const done = await db
    .updateTable('reservation_waitlist')
    .set({ status: 'cancelled', offered_until: null, updated_at: nowIso() })
    .where('id', '=', entryId)
    .where('status', 'in', ['waiting', 'offered'])
    .executeTakeFirst();
  if (done.numUpdatedRows === 0n) throw conflict(m.notWaiting);
  await offerFreedUnits(db, entry.company_id, entry.product_id, entry.pickup_date);
  return entryRows(db).where('w.id', '=', entryId).executeTakeFirstOrThrow();
}

/**
 * Inside a booking's transaction: the person's open offer for exactly this booking becomes
 * claimed (its held units are then free for the booking), and a place still waiting for it is
 * closed. True when there was an offer. (A failed booking rolls both back.)
 */
export async function claimOffer(
  trx: Kysely<Database>,
  userId: number,
  input: ReservationRequest,
): Promise<boolean> {
  const mine = () =>
    trx
      .updateTable('reservation_waitlist')
      .set({ status: 'claimed', updated_at: nowIso() })
      .where('user_id', '=', userId)
      .where('company_id', '=', input.companyId)
      .where('product_id', '=', input.productId)
      .where('pickup_date', '=', input.pickupDate)
      .where((eb) => (input.size === null ? eb('size', 'is', null) : eb('size', '=', input.size)));
  const claimed = await mine()
    .where('status', '=', 'offered')
    .where('offered_until', '>', nowIso())
    .executeTakeFirst();
  // Booked without an offer (units free again before the line was offered them): the place in
  // line is done with too, so no second hold is offered later.
  await mine().where('status', '=', 'waiting').execute();
  return claimed.numUpdatedRows > 0n;
}

/**
 * Units free again for a day (a cancellation, a return, an offer not taken) go to the waiting
 * list in order: each in line whose wish fits what is left is offered it, held until a deadline
 * (a day, never past the pickup day), told in the bell and by email at once. A wish that does
 * not fit (two units when one is free, another size) does not keep the next in line waiting.
 * Under the hut's lock, so an offer and a booking never take the same unit.
 */
export async function offerFreedUnits(
  db: Kysely<Database>,
  hut: number,
  productId: number,
  date: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    try {
      await lockHut(trx, hut);
    } catch (error: unknown) {
      // Reservations switched off: nobody is offered anything.
      if (error instanceof HttpError) return 0;
      throw error;
    }
    const waiting = await trx
      .selectFrom('reservation_waitlist')
      .selectAll()
      .where('company_id', '=', hut)
      .where('product_id', '=', productId)
      .where('pickup_date', '=', date)
      .where('status', '=', 'waiting')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    if (waiting.length === 0) return 0;
    const stock = await dayStock(trx, hut, productId, date);
    const at = now();
    const endOfDay = osloInstant(addDaysIso(date, 1), 0);
    const until = new Date(
      Math.min(at.getTime() + WAITLIST_OFFER_HOURS * 3_600_000, endOfDay.getTime()),
    ).toISOString();
    let offered = 0;
    for (const entry of waiting) {
      if (freeOf(stock, entry.size) < entry.quantity) continue;
      // Flagged since joining: they may not book the units, so none are held for them; they keep
      // their place and are offered again once the flag is lifted.
      if (await isFlaggedAt(trx, entry.user_id, hut)) continue;
      await trx
        .updateTable('reservation_waitlist')
        .set({ status: 'offered', offered_until: until, updated_at: at.toISOString() })
        .where('id', '=', entry.id)
        .execute();
      // Held from now on: the next in line counts without these units.
      if (entry.size === null) stock.anySize += entry.quantity;
      else {
        const size = stock.sizes.get(entry.size) ?? { units: 0, reserved: 0 };
        size.reserved += entry.quantity;
        stock.sizes.set(entry.size, size);
      }
      await tellOffered(trx, entry, until, at.toISOString());
      offered += 1;
    }
    return offered;
  });
}

/** The bell and an email (sent at once: the offer runs out) to the one offered the units. */
async function tellOffered(
  trx: Kysely<Database>,
  entry: {
    id: string;
    user_id: number;
    company_id: number;
    product_id: number;
    size: string | null;
    quantity: number;
    pickup_date: string;
  },
  until: string,
  at: string,
): Promise<void> {
  const [hut] = await readMailHuts(trx, [entry.company_id]);
  const person = await trx
    .selectFrom('users')
    .select(['name', 'email', 'deleted_at'])
    .where('id', '=', entry.user_id)
    .executeTakeFirst();
  const product = await trx
    .selectFrom('products')
    .select('name')
    .where('id', '=', entry.product_id)
    .executeTakeFirst();
  if (!hut || !person || !product) return;
  const deadline = osloDateTime(until);
  await noticeToPerson(
    trx,
    entry.user_id,
    entry.company_id,
    {
      kind: 'waitlist_offer',
      message: noticeTexts.waitlistOffer(product.name, hut.name, deadline),
      dedupeKey: `waitlist-offer:${entry.id}:${until}`,
    },
    at,
  );
  if (!person.email || person.deleted_at !== null) return;
  const { subject, body } = waitlistOfferMail(
    person.name,
    hut,
    {
      product: product.name,
      size: entry.size,
      quantity: entry.quantity,
      pickupDate: entry.pickup_date,
    },
    deadline,
  );
  await queueMail(trx, {
    kind: 'waitlist_offer',
    userId: entry.user_id,
    companyId: entry.company_id,
    to: { name: person.name, address: person.email },
    subject,
    body,
    dedupeKey: `waitlist-offer:${entry.id}:${until}`,
  });
}

/**
 * The job (each minute, across processes): offers not taken by their deadline, or whose day is
 * over, lapse; then every day with people waiting is offered what is free, so units freed by a
 * return, new units or a lapsed offer reach the next in line without anyone asking.
 */
export async function runWaitlistOffers(db: Kysely<Database>): Promise<void> {
  const at = nowIso();
  const today = todayIso();
  await db
    .updateTable('reservation_waitlist')
    .set({ status: 'lapsed', updated_at: at })
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'offered'), eb('offered_until', '<=', at)]),
        eb.and([eb('status', 'in', ['waiting', 'offered']), eb('pickup_date', '<', today)]),
      ]),
    )
    .execute();
  const days = await db
    .selectFrom('reservation_waitlist')
    .select(['company_id', 'product_id', 'pickup_date'])
    .where('status', '=', 'waiting')
    .where('pickup_date', '>=', today)
    .groupBy(['company_id', 'product_id', 'pickup_date'])
    .execute();
  for (const d of days) await offerFreedUnits(db, d.company_id, d.product_id, d.pickup_date);
}
