import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../schema';

/**
 * The county and network rows of statistics_area_products summed per quarter
 * (src/server/services/statistics/rollups/quarters.ts): the network's last 12 months read its
 * whole quarters as one row per product instead of three. Filled here from the month rows there
 * are; the statistics refresh keeps them from then on. And an index that answers the period's
 * distinct borrowers of a level without reading the table.
 */
export function statisticsProductQuartersMigration(dialect: Dialect): Migration {
  const clustered = dialect === 'sqlite' ? sql`without rowid` : sql``;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('statistics_area_product_quarters')
        .addColumn('level', 'text', (c) => c.notNull())
        .addColumn('county', 'text', (c) => c.notNull())
        .addColumn('municipality', 'text', (c) => c.notNull())
        .addColumn('quarter', 'text', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('lines', 'integer', (c) => c.notNull())
        .addColumn('lent_days', 'integer', (c) => c.notNull())
        .addColumn('shelf_days', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('statistics_area_product_quarters_pk', [
          'level',
          'county',
          'municipality',
          'quarter',
          'product_id',
        ])
        .modifyEnd(clustered)
        .execute();
      const quarter = sql`substr(month, 1, 5) || case when substr(month, 6, 2) <= '03' then '01'
        when substr(month, 6, 2) <= '06' then '04' when substr(month, 6, 2) <= '09' then '07'
        else '10' end`;
      await sql`insert into statistics_area_product_quarters
          (level, county, municipality, quarter, product_id, lines, lent_days, shelf_days)
        select level, county, municipality, ${quarter}, product_id, sum(lines), sum(lent_days),
          sum(shelf_days)
        from statistics_area_products
        where level in ('county', 'network')
        group by level, county, municipality, ${quarter}, product_id`.execute(db);
      // The period's distinct borrowers of a level (rollups/read.ts) from the index alone: the
      // network's count and the municipalities' (each 150,000 rows at national size) read it
      // without visiting the table.
      await db.schema
        .createIndex('statistics_borrowers_level_era_idx')
        .on('statistics_borrowers')
        .columns(['level', 'era', 'county', 'municipality', 'months'])
        .execute();
    },
  };
}
