import type { Kysely } from 'kysely';
import { addDaysIso, nowIso } from '../../db/clock';
import type { Database } from '../../db/schema';
import { noticeTexts } from '../../../shared/texts/notices';
import { readMailHuts } from '../mail/hut-contact';
import { noticeToPerson } from '../notices';
import { mailAboutReservation } from './confirm';

/**
 * The day before pickup (a daily job from 08:00, like the loan reminders): each active
 * reservation for tomorrow is reminded once, in the bell and by email with the hut's address
 * and opening hours. `reminded_at` is set in the transaction that writes them, only where it
 * was empty, so a second run or another process adds nothing; a day missed is not made up
 * (tomorrow's pickups are the ones worth a reminder).
 */
export async function runPickupReminders(db: Kysely<Database>, today: string): Promise<number> {
  const due = await db
    .selectFrom('reservations as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .innerJoin('products as p', 'p.id', 'r.product_id')
    .select([
      'r.id',
      'r.company_id',
      'r.user_id',
      'r.size',
      'r.quantity',
      'r.pickup_date',
      'u.name',
      'u.email',
      'u.deleted_at',
      'p.name as product',
    ])
    .where('r.status', '=', 'active')
    .where('r.pickup_date', '=', addDaysIso(today, 1))
    .where('r.reminded_at', 'is', null)
    .orderBy('r.id')
    .execute();
  let reminded = 0;
  for (const r of due) {
    const done = await db.transaction().execute(async (trx) => {
      const at = nowIso();
      const claimed = await trx
        .updateTable('reservations')
        .set({ reminded_at: at })
        .where('id', '=', r.id)
        .where('reminded_at', 'is', null)
        .where('status', '=', 'active')
        .executeTakeFirst();
      if (claimed.numUpdatedRows === 0n) return false;
      const [hut] = await readMailHuts(trx, [r.company_id]);
      if (!hut) return false;
      await noticeToPerson(
        trx,
        r.user_id,
        r.company_id,
        {
          kind: 'pickup_reminder',
          message: noticeTexts.pickupTomorrow(r.product, hut.name),
          dedupeKey: `pickup-reminder:${r.id}`,
        },
        at,
      );
      await mailAboutReservation(
        trx,
        'pickupTomorrow',
        { name: r.name, email: r.deleted_at === null ? r.email : null },
        hut,
        { productName: r.product, size: r.size, quantity: r.quantity, pickupDate: r.pickup_date },
        { userId: r.user_id, dedupeKey: `pickup-reminder:${r.id}` },
      );
      return true;
    });
    if (done) reminded += 1;
  }
  return reminded;
}
