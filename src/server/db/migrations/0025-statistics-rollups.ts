import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../schema';

/**
 * The network's statistics kept per month (src/server/services/statistics/rollups), so a figure for
 * 250 huts reads a few thousand rows instead of a million loan lines. Each table has a row per
 * level (network, county, municipality), area and month; municipality rows are computed from the
 * loans, county and network rows from the municipality rows. `statistics_lines_out` holds the
 * lines out now, narrow and with day numbers, since their days out and lateness grow each day. The state row holds the change-log
 * cursor read so far (-1: never built, so the first refresh builds everything) and the last month
 * built for every area. `statistics_dirty*` are the refresh's work lists, empty between refreshes.
 */
export function statisticsRollupsMigration(dialect: Dialect): Migration {
  // SQLite keeps these rows in their key's order (no rowid table beside the key), so a range of
  // the key reads the rows themselves.
  const clustered = dialect === 'sqlite' ? sql`without rowid` : sql``;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('statistics_area_months')
        .addColumn('level', 'text', (c) => c.notNull())
        .addColumn('county', 'text', (c) => c.notNull())
        .addColumn('municipality', 'text', (c) => c.notNull())
        .addColumn('month', 'text', (c) => c.notNull())
        .addColumn('loans', 'integer', (c) => c.notNull())
        .addColumn('child_loans', 'integer', (c) => c.notNull())
        .addColumn('borrowers', 'integer', (c) => c.notNull())
        .addColumn('lines', 'integer', (c) => c.notNull())
        .addColumn('late_lines', 'integer', (c) => c.notNull())
        .addColumn('days_late', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('statistics_area_months_pk', [
          'level',
          'county',
          'municipality',
          'month',
        ])
        .modifyEnd(clustered)
        .execute();
      await db.schema
        .createTable('statistics_area_products')
        .addColumn('level', 'text', (c) => c.notNull())
        .addColumn('county', 'text', (c) => c.notNull())
        .addColumn('municipality', 'text', (c) => c.notNull())
        .addColumn('month', 'text', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('lines', 'integer', (c) => c.notNull())
        .addColumn('lent_days', 'integer', (c) => c.notNull())
        .addColumn('shelf_days', 'integer', (c) => c.notNull())
        .addColumn('units_at_end', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('statistics_area_products_pk', [
          'level',
          'county',
          'municipality',
          'month',
          'product_id',
        ])
        .modifyEnd(clustered)
        .execute();
      await db.schema
        .createTable('statistics_borrowers')
        .addColumn('level', 'text', (c) => c.notNull())
        .addColumn('county', 'text', (c) => c.notNull())
        .addColumn('municipality', 'text', (c) => c.notNull())
        .addColumn('era', 'integer', (c) => c.notNull())
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('months', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('statistics_borrowers_pk', [
          'level',
          'county',
          'municipality',
          'era',
          'customer_id',
        ])
        .modifyEnd(clustered)
        .execute();
      await db.schema
        .createIndex('statistics_borrowers_customer_idx')
        .on('statistics_borrowers')
        .columns(['customer_id', 'era'])
        .execute();
      await db.schema
        .createTable('statistics_lines_out')
        .addColumn('county', 'text', (c) => c.notNull())
        .addColumn('municipality', 'text', (c) => c.notNull())
        .addColumn('month', 'text', (c) => c.notNull())
        .addColumn('line_id', 'text', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('loan_day', 'integer', (c) => c.notNull())
        .addColumn('expected_day', 'integer', (c) => c.notNull())
        .addColumn('loan_open', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('statistics_lines_out_pk', [
          'county',
          'municipality',
          'month',
          'line_id',
        ])
        .modifyEnd(clustered)
        .execute();
      await db.schema
        .createTable('statistics_hut_areas')
        .addColumn('company_id', 'integer', (c) => c.primaryKey())
        .addColumn('county', 'text', (c) => c.notNull())
        .addColumn('municipality', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('statistics_rollup_state')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('change_cursor', 'bigint', (c) => c.notNull())
        .addColumn('built_through', 'text', (c) => c.notNull())
        .execute();
      await sql`insert into statistics_rollup_state (id, change_cursor, built_through) values (1, -1, '')`.execute(
        db,
      );
      await db.schema
        .createTable('statistics_dirty')
        .addColumn('county', 'text', (c) => c.notNull())
        .addColumn('municipality', 'text', (c) => c.notNull())
        .addColumn('month', 'text', (c) => c.notNull())
        .addColumn('first_day', 'text', (c) => c.notNull())
        .addColumn('last_day', 'text', (c) => c.notNull())
        .addColumn('first_num', 'integer', (c) => c.notNull())
        .addColumn('last_num', 'integer', (c) => c.notNull())
        .addColumn('era', 'integer', (c) => c.notNull())
        .addColumn('bit', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('statistics_dirty_pk', ['county', 'municipality', 'month'])
        .execute();
      await db.schema
        .createTable('statistics_dirty_customers')
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('era', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('statistics_dirty_customers_pk', ['customer_id', 'era'])
        .execute();
      // Lines out now: units out, overdue and still-out lateness read these few rows, not all.
      await db.schema
        .createIndex('loan_items_lent_idx')
        .on('loan_items')
        .columns(['loan_id', 'unit_id', 'expected_return_date'])
        .where(sql.ref('status'), '=', 'lent')
        .execute();
      // New borrowers per month across huts: by date, without reading the rows.
      await db.schema
        .createIndex('company_user_created_at_idx')
        .on('company_user')
        .columns(['created_at', 'role', 'user_id', 'company_id'])
        .execute();
    },
  };
}
