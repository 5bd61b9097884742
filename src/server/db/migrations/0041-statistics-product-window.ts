import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../schema';

/**
 * The county and network product rows summed over the last 12 months to this month
 * (src/server/services/statistics/rollups/window.ts): the statistics screen's first request, the
 * network's last 12 whole months, reads one row per product instead of summing six. Empty here:
 * the next statistics refresh builds it (window_month '' = never built) and keeps it from then on.
 */
export function statisticsProductWindowMigration(dialect: Dialect): Migration {
  const clustered = dialect === 'sqlite' ? sql`without rowid` : sql``;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('statistics_area_product_window')
        .addColumn('level', 'text', (c) => c.notNull())
        .addColumn('county', 'text', (c) => c.notNull())
        .addColumn('municipality', 'text', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('lines', 'integer', (c) => c.notNull())
        .addColumn('lent_days', 'integer', (c) => c.notNull())
        .addColumn('shelf_days', 'integer', (c) => c.notNull())
        .addColumn('units_at_end', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('statistics_area_product_window_pk', [
          'level',
          'county',
          'municipality',
          'product_id',
        ])
        .modifyEnd(clustered)
        .execute();
      // The refresh's work table: the dirty months' municipality product rows taken out (before
      // they are computed again) and added back (after), summed into the window per level.
      await db.schema
        .createTable('statistics_window_changes')
        .addColumn('county', 'text', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('lines', 'integer', (c) => c.notNull())
        .addColumn('lent_days', 'integer', (c) => c.notNull())
        .addColumn('shelf_days', 'integer', (c) => c.notNull())
        .addColumn('units_at_end', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .alterTable('statistics_rollup_state')
        .addColumn('window_month', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    },
  };
}
