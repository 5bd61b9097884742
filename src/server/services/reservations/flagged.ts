import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Whether the person is flagged where they want to book: a flagged person gets no booking and
 * no place in a waiting list there, and units freed are not offered to them (a flag stops loans,
 * and a booking is a loan promised). The one place bookings ask; today the flag is the person's
 * (`users.is_flagged`, held at every hut), so the hut is not read yet.
 */
export async function isFlaggedAt(
  trx: Kysely<Database>,
  userId: number,
  _hut: number,
): Promise<boolean> {
  const row = await trx
    .selectFrom('users')
    .select('is_flagged')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.is_flagged === 1;
}
