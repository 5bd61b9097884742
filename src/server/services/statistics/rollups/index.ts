import { sql, type Kysely } from 'kysely';
import { nowIso } from '../../../db/clock';
import type { Database, Dialect } from '../../../db/schema';
import { daysFor } from '../sql-days';
import { markDirty } from './dirty';
import { joinsFor, rebuildDirty } from './rebuild';
import { applyWindowChanges, buildWindow, noteDirtyMonths } from './window';

/**
 * When the rows were last brought up to date, building them first if they never were (a new
 * installation's first network request; the jobs build them at start, beside the requests).
 * A request never waits for a refresh otherwise: the rows are at most a refresh interval old.
 */
export async function statisticsRefreshedAt(
  db: Kysely<Database>,
  dialect: Dialect,
  today: string,
): Promise<string> {
  const read = () =>
    db
      .selectFrom('statistics_rollup_state')
      .select('refreshed_at')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
  const state = await read();
  if (state.refreshed_at !== null) return state.refreshed_at;
  await refreshStatisticsRollups(db, dialect, today);
  return (await read()).refreshed_at ?? nowIso();
}

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
    // The last 12 months' sums (window.ts): kept through the dirty months while the month is
    // the same, built again when it turns or the rows are built from nothing.
    const keepWindow = state.window_month === month && Number(state.change_cursor) >= 0;
    const joins = joinsFor(dialect);
    if (dirty) {
      // PostgreSQL plans by statistics: those of the work table just filled, not of an empty one.
      if (dialect === 'postgres') await sql`analyze statistics_dirty`.execute(trx);
      if (keepWindow) await noteDirtyMonths(trx, month, -1, joins.join);
      await rebuildDirty(trx, daysFor(dialect), joins);
      if (keepWindow) {
        await noteDirtyMonths(trx, month, 1, joins.join);
        await applyWindowChanges(trx);
      }
      await trx.deleteFrom('statistics_dirty').execute();
      await trx.deleteFrom('statistics_dirty_customers').execute();
    }
    if (!keepWindow) await buildWindow(trx, month);
    // Also when nothing changed: the figures are then as of now.
    await trx
      .updateTable('statistics_rollup_state')
      .set({
        change_cursor: cursor,
        built_through: month,
        refreshed_at: nowIso(),
        window_month: month,
      })
      .where('id', '=', 1)
      .execute();
  });
}
