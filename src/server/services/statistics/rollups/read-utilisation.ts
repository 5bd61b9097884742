import { sql } from 'kysely';
import { countAll } from '../../../db/sql-helpers';
import { inScope, type StatisticsRun } from '../scope';
import { UTILISATION_ROWS } from '../utilisation';
import { lentDaysNow } from './live';
import { periodProducts, type RollupArea } from './read';

/**
 * Utilisation per product for the network: days out (lines back by now from the monthly rows,
 * lines still out counted to today) of the days the units were there. A product's days there
 * are never fewer than its days out, as a hut's figures hold it per unit.
 */
export async function rollupUtilisation(run: StatisticsRun, area: RollupArea) {
  const { days } = run;
  const lent = sql<number>`${sql.ref('agg.lent_days')} + coalesce(${sql.ref('live.lent_days')}, 0)`;
  const shelf = days.greatest(sql<number>`${sql.ref('agg.shelf_days')}`, lent);
  const rows = await run.db
    .with('agg', () => periodProducts(run, area))
    .with('live', () => lentDaysNow(run, area))
    .selectFrom('agg')
    .leftJoin('live', 'live.product_id', 'agg.product_id')
    .innerJoin('products as p', 'p.id', 'agg.product_id')
    .where(shelf, '>', 0)
    .select([
      'p.id',
      'p.name',
      sql<number>`cast(${lent} as integer)`.as('lent_days'),
      sql<number>`cast(${shelf} as integer)`.as('shelf_days'),
    ])
    .orderBy(sql`cast(${lent} as real) / ${shelf}`, 'desc')
    .orderBy('p.name')
    .limit(UTILISATION_ROWS)
    .execute();
  if (rows.length === 0) return [];
  const units = await run.db
    .selectFrom('units as u')
    .where(
      'u.product_id',
      'in',
      rows.map((r) => r.id),
    )
    .where(inScope(run.scope, 'u.company_id'))
    .select(['u.product_id', countAll().as('units')])
    .groupBy('u.product_id')
    .execute();
  const count = new Map(units.map((u) => [u.product_id, Number(u.units)]));
  return rows.map((r) => ({
    productId: r.id,
    name: r.name,
    units: count.get(r.id) ?? 0,
    daysLent: Number(r.lent_days),
    daysOnShelf: Number(r.shelf_days),
  }));
}
