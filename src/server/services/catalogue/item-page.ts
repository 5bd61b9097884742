import type { Kysely } from 'kysely';
import type { Availability, PublicItem } from '../../../shared/contracts/catalogue';
import { countAll } from '../../db/sql-helpers';
import type { Database } from '../../db/schema';
import { lendableCount } from './availability';
import { activeHutIds } from './reference-data';
import { ON_SHELF_UNIT_STATUSES } from '../../../shared/domain/shelf';

/**
 * The products of one page with their current "Ledig x/y", in one query: the products joined
 * to their units counted per product and hut. Read on every request, never cached, so a lent
 * or returned unit shows at once. Rows come back in the order of `ids`; an id whose product
 * has gone since the list was read is left out.
 */
export async function loadItemPage(
  db: Kysely<Database>,
  ids: readonly number[],
  companyId: number | undefined,
): Promise<PublicItem[]> {
  if (ids.length === 0) return [];
  // The units are narrowed by the same id list before the join, so each database reads them
  // through the units(product_id, …) index even before it has statistics for a fresh import.
  const rows = await db
    .selectFrom('products as p')
    .leftJoin(
      (eb) => {
        let units = eb
          .selectFrom('units')
          .select([
            'product_id',
            'company_id',
            lendableCount().as('available'),
            countAll().as('total'),
          ])
          .where('product_id', 'in', ids)
          .where('status', 'in', ON_SHELF_UNIT_STATUSES)
          .where('company_id', 'in', activeHutIds());
        if (companyId !== undefined) units = units.where('company_id', '=', companyId);
        return units.groupBy(['product_id', 'company_id']).as('a');
      },
      (join) => join.onRef('a.product_id', '=', 'p.id'),
    )
    .select([
      'p.id',
      'p.name',
      'p.category_id',
      'p.image',
      'p.description',
      'a.company_id',
      'a.available',
      'a.total',
    ])
    .where('p.id', 'in', ids)
    .orderBy('p.id')
    .orderBy('a.company_id')
    .execute();

  const byId = new Map<number, PublicItem>();
  for (const row of rows) {
    let item = byId.get(row.id);
    if (!item) {
      const { id, name, category_id, image, description } = row;
      item = {
        id,
        name,
        category_id,
        image,
        description,
        available: 0,
        total: 0,
        availability: [],
      };
      byId.set(row.id, item);
    }
    // A product without units in scope has one row with no hut.
    if (row.company_id === null) continue;
    const hut: Availability = {
      company_id: row.company_id,
      available: Number(row.available),
      total: Number(row.total),
    };
    item.availability.push(hut);
    item.available += hut.available;
    item.total += hut.total;
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}
