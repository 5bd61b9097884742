import type { Kysely } from 'kysely';
import type { StaffUser } from '../../../shared/contracts/staff-responses';
import type { Database } from '../../db/schema';
import { SYNC_USER_COLUMNS, toSyncUser } from '../sync/rows';

export type NetworkLookup = { kind: 'email' | 'phone'; value: string };

/**
 * The people registered anywhere in the network with exactly this email address or phone number
 * (both stored in one normalised form), with their role at the staff member's hut if any. Only a
 * whole identifier finds anyone: staff cannot browse other huts' people (and the route limits
 * how many lookups one staff member makes: docs/threat-model.md).
 *
 * Someone of another hut comes back with only what the counter needs to recognise and attach
 * them: their id, name, the identifier staff typed and whether their ID was checked. Nothing
 * else of theirs crosses the wall before they are attached: not the other identifier, not the
 * device ref, and never another hut's flag or notes (those live on that hut's membership).
 */
export async function findInNetwork(
  db: Kysely<Database>,
  companyId: number,
  lookup: NetworkLookup,
): Promise<StaffUser[]> {
  const rows = await db
    .selectFrom('users')
    .leftJoin('company_user as cu', (join) =>
      join.onRef('cu.user_id', '=', 'users.id').on('cu.company_id', '=', companyId),
    )
    .select(SYNC_USER_COLUMNS)
    .where(lookup.kind === 'email' ? 'users.email' : 'users.phone', '=', lookup.value)
    // A record merged into another (Avvik) or erased is nobody to lend to.
    .where('users.merged_into', 'is', null)
    .where('users.deleted_at', 'is', null)
    .orderBy('users.id')
    .limit(10)
    .execute();
  return rows.map((row) => {
    const person = toSyncUser(row);
    if (person.role !== null) return person;
    return {
      ...person,
      email: lookup.kind === 'email' ? person.email : null,
      phone: lookup.kind === 'phone' ? person.phone : null,
      ref: null,
    };
  });
}
