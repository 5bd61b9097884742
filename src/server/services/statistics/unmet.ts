import { ON_SHELF_UNIT_STATUSES } from '../../../shared/domain/shelf';
import { countAll } from '../../db/sql-helpers';
import { afterPeriod, inScope, type StatisticsRun } from './scope';

/** How many needs the list shows (the most asked for first). */
const UNMET_ROWS = 20;

/** "Came for this, none free" in the period, grouped by category, product and size. */
export async function unmetNeeds(run: StatisticsRun) {
  const needs = countAll();
  const rows = await run.db
    .selectFrom('unmet_demands as d')
    .leftJoin('products as p', 'p.id', 'd.product_id')
    .where('d.recorded_at', '>=', run.from)
    .where('d.recorded_at', '<', afterPeriod(run.to))
    .where(inScope(run.scope, 'd.company_id'))
    .select(['d.category_id', 'd.product_id', 'p.name', 'd.size', needs.as('needs')])
    .groupBy(['d.category_id', 'd.product_id', 'p.name', 'd.size'])
    .orderBy(needs, 'desc')
    .orderBy('p.name')
    .orderBy('d.size')
    .limit(UNMET_ROWS)
    .execute();
  return rows.map((r) => ({
    categoryId: r.category_id,
    productId: r.product_id,
    product: r.name,
    size: r.size,
    needs: Number(r.needs),
  }));
}

export async function unmetTotal(run: StatisticsRun): Promise<number> {
  const row = await run.db
    .selectFrom('unmet_demands as d')
    .where('d.recorded_at', '>=', run.from)
    .where('d.recorded_at', '<', afterPeriod(run.to))
    .where(inScope(run.scope, 'd.company_id'))
    .select(countAll().as('needs'))
    .executeTakeFirstOrThrow();
  return Number(row.needs);
}

/**
 * What the hut(s) have of the needed products and categories: the units that can be lent (on
 * the shelf or out), with their sizes, so the caller counts those of the size asked for.
 */
export async function unitsHeld(run: StatisticsRun, productIds: number[], categoryIds: number[]) {
  if (productIds.length === 0 && categoryIds.length === 0) return [];
  return run.db
    .selectFrom('units as u')
    .innerJoin('products as p', 'p.id', 'u.product_id')
    .where('u.status', 'in', ON_SHELF_UNIT_STATUSES)
    .where('p.deleted_at', 'is', null)
    .where(inScope(run.scope, 'u.company_id'))
    .where((eb) =>
      eb.or([
        ...(productIds.length === 0 ? [] : [eb('u.product_id', 'in', productIds)]),
        ...(categoryIds.length === 0 ? [] : [eb('p.category_id', 'in', categoryIds)]),
      ]),
    )
    .select(['u.product_id', 'p.category_id', 'u.size', 'u.max_size', 'u.unit'])
    .execute();
}
