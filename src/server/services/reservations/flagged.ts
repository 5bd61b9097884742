import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Whether the hut flagged the person: a flagged person gets no booking and no place in a
 * waiting list there, and units freed are not offered to them (a flag stops loans, and a booking
 * is a loan promised). The one place bookings ask. A flag is the hut's own (kept on the person's
 * membership of it), so another hut's flag does not hold here.
 */
export async function isFlaggedAt(
  trx: Kysely<Database>,
  userId: number,
  hut: number,
): Promise<boolean> {
  const row = await trx
    .selectFrom('company_user')
    .select('is_flagged')
    .where('user_id', '=', userId)
    .where('company_id', '=', hut)
    .executeTakeFirst();
  return row?.is_flagged === 1;
}
