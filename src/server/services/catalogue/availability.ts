import { sql } from 'kysely';
import type { Kysely, OperandExpression } from 'kysely';
import type { Availability } from '../../../shared/contracts/catalogue';
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

/**
 * Available/total units per product and hut, aggregated in one GROUP BY query (no per-product
 * queries). Only huts in service holding at least one unit of a product appear in its list.
 */
export async function availabilityByProduct(
  db: Kysely<Database>,
  scope: ProductScope,
  companyId?: number,
): Promise<Map<number, Availability[]>> {
  const result = new Map<number, Availability[]>();
  if (scope !== 'all' && 'ids' in scope && scope.ids.length === 0) return result;
  let query = db
    .selectFrom('units')
    .select(['product_id', 'company_id', lendableCount().as('available'), countAll().as('total')])
    .where('status', 'in', ON_SHELF_UNIT_STATUSES)
    .where('company_id', 'in', activeHutIds());
  if (scope !== 'all') {
    query =
      'ids' in scope
        ? query.where('product_id', 'in', scope.ids)
        : query.where('product_id', 'in', scope.subquery);
  }
  if (companyId !== undefined) query = query.where('company_id', '=', companyId);
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
