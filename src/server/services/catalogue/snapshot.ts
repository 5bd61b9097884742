import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { CatalogueProduct, CatalogueResponse } from '../../../shared/contracts/catalogue';
import { errorCodes } from '../../../shared/contracts/errors';
import { ON_SHELF_UNIT_STATUSES } from '../../../shared/domain/shelf';
import { nb } from '../../../shared/texts/messages';
import { nowIso } from '../../db/clock';
import { countAll } from '../../db/sql-helpers';
import { HttpError } from '../../errors';
import type { Database } from '../../db/schema';
import { readParts } from '../../../shared/domain/equipment';
import { availabilityByProduct, sizesByProduct } from './availability';
import type { ProductScope } from './availability';
import { loadCategories, loadHuts } from './reference-data';

/**
 * A strong validator: the answer is fully determined by the cursor, the requested base and the
 * county (encoded, so no county name can break the quoted value), or without one by the product
 * limit (raising it turns `area_required` off without a change to the catalogue).
 */
export function catalogueEtag(
  cursor: number,
  since: number | undefined,
  area: { county: string } | { maxProducts: number },
): string {
  const base = since === undefined ? 'full' : `since-${since}`;
  const scope =
    'county' in area ? `county-${encodeURIComponent(area.county)}` : `max-${area.maxProducts}`;
  return `"catalogue-${cursor}-${base}-${scope}"`;
}

/**
 * A county's huts in service (none when all are out of service); the products of a county's
 * catalogue are the ones with a unit on their shelves.
 */
interface Area {
  county: string;
  hutIds: number[];
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
  area: Area | null,
): Promise<CatalogueProduct[]> {
  // A county with no hut in service holds nothing (and `in ()` is no SQL).
  if (area?.hutIds.length === 0) return [];
  let query = db
    .selectFrom('products')
    .select(['id', 'name', 'category_id', 'image', 'description', 'parts'])
    .where('deleted_at', 'is', null);
  if (scope !== 'all') {
    query =
      'ids' in scope ? query.where('id', 'in', scope.ids) : query.where('id', 'in', scope.subquery);
  }
  if (area) {
    query = query.where(
      'id',
      'in',
      db
        .selectFrom('units')
        .select('product_id')
        .where('company_id', 'in', area.hutIds)
        .where('status', 'in', ON_SHELF_UNIT_STATUSES),
    );
  }
  const [rows, availability, sizes] = await Promise.all([
    query.orderBy('id').execute(),
    availabilityByProduct(db, scope, area?.hutIds),
    sizesByProduct(db, scope, area?.hutIds),
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

async function countyKnown(db: Kysely<Database>, county: string): Promise<boolean> {
  const row = await db
    .selectFrom('companies')
    .select('id')
    .where('county', '=', county)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

async function wholeNetworkTooLarge(db: Kysely<Database>, max: number): Promise<boolean> {
  const row = await db
    .selectFrom('products')
    .select(countAll().as('n'))
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n) > max;
}

/**
 * The offline catalogue. Without `since` (or with a cursor from another database) the full
 * snapshot; otherwise the products touched after `since` and the ids of those since deleted.
 * With a county, only the products its huts hold (a product that left them counts as deleted);
 * without one on a network too large for one download, no products and `area_required`.
 * Categories and huts are small and always sent whole.
 */
export async function catalogueSnapshot(
  db: Kysely<Database>,
  request: {
    since: number | undefined;
    county: string | undefined;
    /** Past this many products, no county asked for means `area_required` (config). */
    maxProducts: number;
  },
  cursor: number,
): Promise<CatalogueResponse> {
  const { since, county } = request;
  const full = since === undefined || since > cursor;
  const [categories, companies] = await Promise.all([loadCategories(db), loadHuts(db)]);
  let area: Area | null = null;
  if (county) {
    const hutIds = companies.filter((hut) => hut.county === county).map((hut) => hut.id);
    // A county whose huts are all out of service stays a valid choice (it has nothing now).
    if (hutIds.length === 0 && !(await countyKnown(db, county)))
      throw new HttpError(404, errorCodes.notFound, nb.countyNotFound(county));
    area = { county, hutIds };
  }
  const base = {
    cursor,
    full,
    generated_at: nowIso(),
    county: area?.county ?? null,
    categories,
    companies,
  };
  if (!area && (await wholeNetworkTooLarge(db, request.maxProducts))) {
    return { ...base, full: true, area_required: true, products: [], deleted_product_ids: [] };
  }
  let products: CatalogueProduct[];
  let deleted: number[] = [];
  if (full) {
    products = await loadProducts(db, 'all', area);
  } else {
    // The touched set can be large (a bulk import); it stays in SQL as a subquery, never a
    // parameter list.
    const touchedQuery = touchedProducts(db, since, cursor);
    const touched = (await touchedQuery.execute()).map((r) => Number(r.id));
    products = await loadProducts(db, { subquery: touchedQuery }, area);
    const live = new Set(products.map((p) => p.id));
    deleted = [...new Set(touched)].filter((id) => !live.has(id)).sort((a, b) => a - b);
  }
  return { ...base, area_required: false, products, deleted_product_ids: deleted };
}
