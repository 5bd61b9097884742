import type { Kysely } from 'kysely';
import { recordChanges } from '../../db/change-log';
import type { ChangeInput } from '../../db/change-log';
import type { Database } from '../../db/schema';

/**
 * Tells the huts' devices that the person's row changed (docs/sync-protocol.md). A hut's pull
 * holds the people attached to it and the customers of its loans (sync/pull-rows.ts loadUsers):
 * a hut that holds the person gets an upsert, one that no longer does a delete, so its counter
 * drops them. Without `huts`, every hut that holds the person is told. Call it inside the
 * transaction that made the change, after its writes.
 */
export async function announceUser(
  trx: Kysely<Database>,
  userId: number,
  huts?: readonly number[],
): Promise<void> {
  const held = await trx
    .selectFrom('company_user')
    .select('company_id')
    .where('user_id', '=', userId)
    .union(trx.selectFrom('loans').select('company_id').where('customer_id', '=', userId))
    .execute();
  const present = new Set(held.map((row) => row.company_id));
  const changes: ChangeInput[] = [...new Set(huts ?? present)].map((hut) => ({
    company_id: hut,
    entity: 'user',
    entity_id: userId,
    op: present.has(hut) ? 'upsert' : 'delete',
  }));
  await recordChanges(trx, changes);
}
