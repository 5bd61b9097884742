import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { StaffUser } from '../../../shared/contracts/staff';
import { hutPeople } from '../sync/pull-rows';
import { toHutUser } from '../sync/rows';

/** Users of a hut share the synced user's fields (and mapping), so both paths show the same. */
const withHutRole = hutPeople;

/** Borrowers and staff attached to the hut, by name. */
export async function attachedUsers(db: Kysely<Database>, hut: number): Promise<StaffUser[]> {
  const rows = await withHutRole(db, hut)
    .where('cu.user_id', 'is not', null)
    .orderBy('users.name')
    .orderBy('users.id')
    .execute();
  return rows.map(toHutUser);
}

/**
 * A user the hut may work with: attached to it, or (with `customers`) the customer of one of its
 * loans. Anyone else is unknown here, so another hut's people are never revealed.
 */
export async function findHutUser(
  db: Kysely<Database>,
  hut: number,
  userId: number,
  opts: { customers?: boolean } = {},
): Promise<StaffUser | undefined> {
  const row = await withHutRole(db, hut)
    .where('users.id', '=', userId)
    .where((eb) =>
      opts.customers
        ? eb.or([
            eb('cu.user_id', 'is not', null),
            eb.exists(
              eb
                .selectFrom('loans')
                .select('loans.id')
                .whereRef('loans.customer_id', '=', 'users.id')
                .where('loans.company_id', '=', hut),
            ),
          ])
        : eb('cu.user_id', 'is not', null),
    )
    .executeTakeFirst();
  return row ? toHutUser(row) : undefined;
}
