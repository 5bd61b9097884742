import type { Kysely, Migration } from 'kysely';

/**
 * The network's monthly rows by level and month (0025's keys begin with the area): a refresh sums
 * the dirty months' municipality rows into their county's and the county rows into the network's,
 * and reaches them through these rather than reading every row of the level.
 */
export function statisticsMonthIndexMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of ['statistics_area_months', 'statistics_area_products'])
        await db.schema
          .createIndex(`${table}_level_month_idx`)
          .on(table)
          .columns(['level', 'month', 'county'])
          .execute();
    },
  };
}
