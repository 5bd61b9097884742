import { sql, type Kysely } from 'kysely';
import type { Database, Dialect } from '../../../db/schema';
import { daysFor } from '../sql-days';
import { markDirty } from './dirty';
import { joinsFor, rebuildDirty } from './rebuild';

/** How often each API process refreshes them (main.ts); a network request refreshes first too. */
export const STATISTICS_REFRESH_MS = 60_000;

/**
 * Brings the network's monthly statistics up to date with the change log: the months that
 * changed since the last refresh are computed again, in one transaction with the cursor, so a
 * crash leaves the old rows and the old cursor. Any process may call it, as often as it likes:
 * on PostgreSQL the state row's lock makes a second caller wait and then find nothing left to do.
 */
export async function refreshStatisticsRollups(
  db: Kysely<Database>,
  dialect: Dialect,
  today: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const state =
      dialect === 'postgres'
        ? await trx
            .selectFrom('statistics_rollup_state')
            .selectAll()
            .where('id', '=', 1)
            .forUpdate()
            .executeTakeFirstOrThrow()
        : await trx
            .selectFrom('statistics_rollup_state')
            .selectAll()
            .where('id', '=', 1)
            .executeTakeFirstOrThrow();
    const month = today.slice(0, 7);
    const cursor = await markDirty(trx, Number(state.change_cursor), state.built_through, today);
    const dirty = await trx
      .selectFrom('statistics_dirty')
      .select('month')
      .limit(1)
      .executeTakeFirst();
    if (dirty) {
      // PostgreSQL plans by statistics: those of the work table just filled, not of an empty one.
      if (dialect === 'postgres') await sql`analyze statistics_dirty`.execute(trx);
      await rebuildDirty(trx, daysFor(dialect), joinsFor(dialect));
      await trx.deleteFrom('statistics_dirty').execute();
      await trx.deleteFrom('statistics_dirty_customers').execute();
    }
    if (cursor !== Number(state.change_cursor) || month !== state.built_through)
      await trx
        .updateTable('statistics_rollup_state')
        .set({ change_cursor: cursor, built_through: month })
        .where('id', '=', 1)
        .execute();
  });
}
