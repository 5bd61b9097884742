import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * The refusals applied_ops keeps, per user and time: how many a user stored in the last hour
 * (each push checks it) and which are old enough to be forgotten. Partial, so it holds only
 * refusals (a small share of the table) and costs applied ops nothing to maintain.
 */
export function refusalIndexMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('applied_ops_refusals_idx')
        .on('applied_ops')
        .columns(['actor_id', 'applied_at'])
        .where(sql.ref('outcome'), '=', 'rejected')
        .execute();
    },
  };
}
