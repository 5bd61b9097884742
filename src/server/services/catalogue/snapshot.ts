import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { CatalogueProduct, CatalogueResponse } from '../../../shared/contracts/catalogue';
import { nowIso } from '../../db/clock';
import type { Database } from '../../db/schema';
import { readParts } from '../../../shared/domain/equipment';
import { availabilityByProduct, sizesByProduct } from './availability';
import type { ProductScope } from './availability';
import { loadCategories, loadHuts } from './reference-data';

/** A strong validator: the answer is fully determined by the cursor and the requested base. */
export function catalogueEtag(cursor: number, since: number | undefined): string {
  return `"catalogue-${cursor}-${since === undefined ? 'full' : `since-${since}`}"`;
}

/**
 * Products whose data or units changed in (since, cursor]; a unit change marks its product, and
 * a hut change marks every product the hut holds (a hut taken out of service, or back, changes
 * their availability without touching a unit).
 */
function touchedProducts(db: Kysely<Database>, since: number, cursor: number) {
  const changed = (entity: string) =>
    db
      .selectFrom('change_log')
      .select(sql<number>`cast(entity_id as integer)`.as('id'))
      .where('entity', '=', entity)
      .where('id', '>', since)
      .where('id', '<=', cursor);
  return changed('product')
    .union(db.selectFrom('units').select('product_id as id').where('id', 'in', changed('unit')))
    .union(
      db
        .selectFrom('units')
        .select('product_id as id')
        .where('company_id', 'in', changed('company')),
    );
}

async function loadProducts(
  db: Kysely<Database>,
  scope: ProductScope,
): Promise<CatalogueProduct[]> {
  let query = db
    .selectFrom('products')
    .select(['id', 'name', 'category_id', 'image', 'description', 'parts'])
    .where('deleted_at', 'is', null);
  if (scope !== 'all') {
    query =
      'ids' in scope ? query.where('id', 'in', scope.ids) : query.where('id', 'in', scope.subquery);
  }
  const [rows, availability, sizes] = await Promise.all([
    query.orderBy('id').execute(),
    availabilityByProduct(db, scope),
    sizesByProduct(db, scope),
  ]);
  return rows.map((row) => ({
    ...row,
    parts: readParts(row.parts),
    availability: (availability.get(row.id) ?? []).map((hut) => ({
      ...hut,
      sizes: sizes.get(row.id)?.get(hut.company_id) ?? [],
    })),
  }));
}

/**
 * The offline catalogue. Without `since` (or with a cursor from another database) the full
 * snapshot; otherwise the products touched after `since` and the ids of those since deleted.
 * Categories and huts are small and always sent whole.
 */
export async function catalogueSnapshot(
  db: Kysely<Database>,
  since: number | undefined,
  cursor: number,
): Promise<CatalogueResponse> {
  const full = since === undefined || since > cursor;
  const [categories, companies] = await Promise.all([loadCategories(db), loadHuts(db)]);
  let products: CatalogueProduct[];
  let deleted: number[] = [];
  if (full) {
    products = await loadProducts(db, 'all');
  } else {
    // The touched set can be large (a bulk import); it stays in SQL as a subquery, never a
    // parameter list.
    const touchedQuery = touchedProducts(db, since, cursor);
    const touched = (await touchedQuery.execute()).map((r) => Number(r.id));
    products = await loadProducts(db, { subquery: touchedQuery });
    const live = new Set(products.map((p) => p.id));
    deleted = [...new Set(touched)].filter((id) => !live.has(id)).sort((a, b) => a - b);
  }
  return {
    cursor,
    full,
    generated_at: nowIso(),
    categories,
    companies,
    products,
    deleted_product_ids: deleted,
  };
}
