import type { Kysely, Migration } from 'kysely';

/**
 * When the network's monthly rows were last brought up to date: a network request reads them as
 * they are (the refresh runs beside the requests, services/statistics/rollups), and says how
 * fresh they are. Null until the first build.
 */
export function statisticsRefreshedAtMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('statistics_rollup_state')
        .addColumn('refreshed_at', 'text')
        .execute();
    },
  };
}
