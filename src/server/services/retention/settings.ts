import type { Kysely } from 'kysely';
import { nowIso } from '../../db/clock';
import type { Database } from '../../db/schema';
import { RETENTION_MONTHS } from '../../../shared/domain/retention';

/** The network's retention period in months (the default until the network admin sets one). */
export async function readRetentionMonths(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('network_settings')
    .select('retention_months')
    .where('id', '=', 1)
    .executeTakeFirst();
  return row?.retention_months ?? RETENTION_MONTHS.default;
}

/** PUT /api/network/retention: the period, already checked by the contract. */
export async function saveRetentionMonths(db: Kysely<Database>, months: number): Promise<number> {
  const at = nowIso();
  await db
    .insertInto('network_settings')
    .values({ id: 1, retention_months: months, updated_at: at })
    .onConflict((oc) => oc.column('id').doUpdateSet({ retention_months: months, updated_at: at }))
    .execute();
  return months;
}
