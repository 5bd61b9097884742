import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Category } from '../../../shared/contracts/catalogue';
import type { StockItem } from '../../../shared/contracts/staff';
import { pathTo } from '../../../shared/domain/category-tree';
import { CART_STATUS, cartStatusCode } from '../../../shared/domain/loan-rules';
import { loadCategories } from '../catalogue/reference-data';
import { lineStatus } from '../../db/sql-helpers';

/** Units of the hut lying in a cart (an in_cart line of a draft), in one query. */
async function unitsInCarts(db: Kysely<Database>, hut: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('loan_items as li')
    .innerJoin('loans as l', 'l.id', 'li.loan_id')
    .select('li.unit_id')
    .where('l.company_id', '=', hut)
    .where('l.status', '=', 'draft')
    .where('li.status', '=', lineStatus('in_cart'))
    .execute();
  return new Set(rows.map((r) => r.unit_id));
}

/**
 * The hut's units as the stock table shows them. Units of deleted products are left out of the
 * list; asked for by id (`unitIds`) they are included, as unavailable, so a stale screen gets a
 * clear answer instead of "not found".
 */
export async function loadStockItems(
  db: Kysely<Database>,
  hut: number,
  unitIds?: readonly number[],
): Promise<StockItem[]> {
  if (unitIds?.length === 0) return [];
  let q = db
    .selectFrom('units as u')
    .innerJoin('products as p', 'p.id', 'u.product_id')
    .select([
      'u.id',
      'u.product_id',
      'p.name',
      'p.category_id',
      'u.size',
      'u.max_size',
      'u.unit',
      'u.type',
      'u.image',
      'p.image as product_image',
      'u.status',
      'p.deleted_at',
    ])
    .where('u.company_id', '=', hut);
  q = unitIds ? q.where('u.id', 'in', unitIds) : q.where('p.deleted_at', 'is', null);
  const rows = await q.orderBy('p.name').orderBy('u.id').execute();
  if (rows.length === 0) return [];
  const [categories, inCart] = [await loadCategories(db), await unitsInCarts(db, hut)];
  const byId = new Map(categories.map((c) => [c.id, c]));
  return rows.map((r) => ({
    id: r.id,
    product_id: r.product_id,
    name: r.name,
    category_id: r.category_id,
    category: byId.get(r.category_id)?.name ?? '',
    season: pathTo(categories, r.category_id)[0]?.name ?? null,
    size: r.size,
    max_size: r.max_size,
    unit: r.unit,
    type: r.type,
    image: r.image ?? r.product_image,
    status: r.status,
    status_cart:
      r.deleted_at === null
        ? cartStatusCode({ status: r.status, inCart: inCart.has(r.id) })
        : CART_STATUS.unavailable,
  }));
}

/** The categories of the items and everything above them (seasons included), in tree order. */
export async function itemCategories(
  db: Kysely<Database>,
  items: readonly StockItem[],
): Promise<Category[]> {
  const categories = await loadCategories(db);
  const used = new Set<number>();
  for (const categoryId of new Set(items.map((i) => i.category_id))) {
    for (const c of pathTo(categories, categoryId)) used.add(c.id);
  }
  return categories.filter((c) => used.has(c.id));
}
