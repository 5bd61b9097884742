import { sql } from 'kysely';
import type { ExpressionBuilder, Kysely, OperandExpression } from 'kysely';
import type { Availability, SizeAvailability } from '../../../shared/contracts/catalogue';
import { compareSizes, sizeText } from '../../../shared/domain/equipment';
import { LENDABLE_UNIT_STATUSES, ON_SHELF_UNIT_STATUSES } from '../../../shared/domain/shelf';
import { countAll, countWhere } from '../../db/sql-helpers';
import type { Database } from '../../db/schema';
import { activeHutIds } from './reference-data';

/** "Ledig x/y" in SQL, from the shelf rule of src/shared/domain/shelf.ts. */
export const lendableCount = () =>
  countWhere(sql`${sql.ref('status')} in (${sql.join(LENDABLE_UNIT_STATUSES)})`);

/** Which products to aggregate: a list of ids, a subquery of ids, or every product. */
export type ProductScope =
  { ids: readonly number[] } | { subquery: OperandExpression<number> } | 'all';

/** The units' product is in scope (a list, a subquery, or any). */
function inScope(scope: ProductScope) {
  return (eb: ExpressionBuilder<Database, 'units'>) =>
    scope === 'all'
      ? eb.lit(true)
      : eb('product_id', 'in', 'ids' in scope ? scope.ids : scope.subquery);
}

/**
 * Available/total units per product and hut, aggregated in one GROUP BY query (no per-product
 * queries). Only huts in service holding at least one unit of a product appear in its list, and
 * with `hutIds` (a county's huts) only those.
 */
export async function availabilityByProduct(
  db: Kysely<Database>,
  scope: ProductScope,
  hutIds?: readonly number[],
): Promise<Map<number, Availability[]>> {
  const result = new Map<number, Availability[]>();
  if (scope !== 'all' && 'ids' in scope && scope.ids.length === 0) return result;
  let query = db
    .selectFrom('units')
    .select(['product_id', 'company_id', lendableCount().as('available'), countAll().as('total')])
    .where(inScope(scope))
    .where('status', 'in', ON_SHELF_UNIT_STATUSES)
    .where('company_id', 'in', activeHutIds());
  if (hutIds) query = query.where('company_id', 'in', hutIds);
  const rows = await query
    .groupBy(['product_id', 'company_id'])
    .orderBy('product_id')
    .orderBy('company_id')
    .execute();
  for (const row of rows) {
    const list = result.get(row.product_id) ?? [];
    list.push({
      company_id: row.company_id,
      available: Number(row.available),
      total: Number(row.total),
    });
    result.set(row.product_id, list);
  }
  return result;
}

/**
 * The same counts per size: product id → hut id → sizes, smallest first. Units of one size with
 * different ranges or measures ("120 cm", "120–130 cm") are told apart as a family reads them.
 */
export async function sizesByProduct(
  db: Kysely<Database>,
  scope: ProductScope,
  hutIds?: readonly number[],
): Promise<Map<number, Map<number, SizeAvailability[]>>> {
  const result = new Map<number, Map<number, SizeAvailability[]>>();
  if (scope !== 'all' && 'ids' in scope && scope.ids.length === 0) return result;
  let query = db
    .selectFrom('units')
    .select([
      'product_id',
      'company_id',
      'size',
      'max_size',
      'unit',
      lendableCount().as('available'),
      countAll().as('total'),
    ])
    .where(inScope(scope))
    .where('status', 'in', ON_SHELF_UNIT_STATUSES)
    .where('company_id', 'in', activeHutIds());
  if (hutIds) query = query.where('company_id', 'in', hutIds);
  const rows = await query
    .groupBy(['product_id', 'company_id', 'size', 'max_size', 'unit'])
    .execute();
  for (const row of rows) {
    const huts = result.get(row.product_id) ?? new Map<number, SizeAvailability[]>();
    result.set(row.product_id, huts);
    const sizes = huts.get(row.company_id) ?? [];
    huts.set(row.company_id, sizes);
    const size = sizeText(row.size, row.max_size, row.unit);
    // Two spellings of one size ("120" with and without a unit) add up under one label.
    const same = sizes.find((s) => s.size === size);
    if (same) {
      same.available += Number(row.available);
      same.total += Number(row.total);
    } else sizes.push({ size, available: Number(row.available), total: Number(row.total) });
  }
  for (const huts of result.values())
    for (const sizes of huts.values()) sizes.sort((a, b) => compareSizes(a.size, b.size));
  return result;
}

export function sumAvailability(list: readonly Availability[]): {
  available: number;
  total: number;
} {
  let available = 0;
  let total = 0;
  for (const a of list) {
    available += a.available;
    total += a.total;
  }
  return { available, total };
}
