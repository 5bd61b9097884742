import type { Insertable, Kysely } from 'kysely';
import { insertInChunks } from './batch-insert';
import { recordChanges } from './change-log';
import type { ChangeInput } from './change-log';
import { nowIso } from './clock';
import { randomInt, seededRandom, type Random } from './seed-random';
import { insertCategoryTree } from './seed-catalogue';
import { HUTS } from './seed-data/huts';
import { PRODUCTS, type SizeSeed } from './seed-data/products';
import type { Database, Dialect, ProductsTable, UnitsTable } from './schema';

export interface CatalogueSize {
  products: number;
  huts: number;
}

/**
 * Bench data: `huts` new huts and `products` products, each with 1–3 units in every hut. Reuses
 * the category tree when present (else creates it). Everything goes in one transaction with
 * multi-row inserts: 10,000 × 5 takes a few seconds on SQLite.
 * About 10 % of units are marked lent without a loan behind them: enough for realistic
 * "Ledig x/y" figures, not a consistent loan history.
 */
export async function generateCatalogue(
  db: Kysely<Database>,
  _dialect: Dialect,
  size: CatalogueSize,
): Promise<void> {
  const random = seededRandom(size.products * 31 + size.huts);
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const categories = await ensureCategories(trx);
    const first = await nextId(trx, 'companies');
    await insertInChunks(
      trx,
      'companies',
      Array.from({ length: size.huts }, (_, i) => {
        const base = HUTS[i % HUTS.length] ?? HUTS[0];
        if (!base) throw new Error('No hut templates');
        // About two huts per municipality, as a national network spreads over the country.
        const municipality = `${base.municipality} ${Math.floor(i / (2 * HUTS.length)) + 1}`;
        return {
          ...base,
          name: `${base.name} ${first + i}`,
          municipality,
          status: 'active',
          created_at: now,
        };
      }),
    );
    const hutIds = (
      await trx
        .selectFrom('companies')
        .select('id')
        .where('id', '>=', first)
        .orderBy('id')
        .execute()
    ).map((r) => r.id);

    const firstProduct = await nextId(trx, 'products');
    await insertInChunks(trx, 'products', templateProducts(size.products, categories, now));
    const productIds = (
      await trx
        .selectFrom('products')
        .select('id')
        .where('id', '>=', firstProduct)
        .orderBy('id')
        .execute()
    ).map((r) => r.id);

    const units: Insertable<UnitsTable>[] = [];
    productIds.forEach((productId, p) => {
      const sizes = PRODUCTS[p % PRODUCTS.length]?.sizes ?? [];
      for (const hutId of hutIds) {
        for (let n = randomInt(random, 1, 3); n > 0; n--) {
          const s = sizes.length ? sizes[randomInt(random, 0, sizes.length - 1)] : undefined;
          units.push(generatedUnit(random, productId, hutId, s, now));
        }
      }
    });
    await insertInChunks(trx, 'units', units);

    const changes: ChangeInput[] = [
      ...hutIds.map((id) => ({
        company_id: id,
        entity: 'company',
        entity_id: id,
        op: 'upsert' as const,
      })),
      ...productIds.map((id) => ({
        company_id: null,
        entity: 'product',
        entity_id: id,
        op: 'upsert' as const,
      })),
    ];
    await recordChanges(trx, changes);
  });
}

async function nextId(db: Kysely<Database>, table: 'companies' | 'products'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return (row?.id ?? 0) + 1;
}

/** Category name → id and the image its products use; creates the demo tree if there is none. */
export async function ensureCategories(
  db: Kysely<Database>,
): Promise<Map<string, { id: number; image: string | null }>> {
  const existing = await db.selectFrom('categories').select(['id', 'name', 'image']).execute();
  if (existing.length === 0) {
    await insertCategoryTree(db);
    return ensureCategories(db);
  }
  return new Map(existing.map((c) => [c.name, { id: c.id, image: c.image }]));
}

/** `count` products from the demo templates, numbered ("Alpinski 3") once the templates run out. */
export function templateProducts(
  count: number,
  categories: ReadonlyMap<string, { id: number; image: string | null }>,
  now: string,
): Insertable<ProductsTable>[] {
  return Array.from({ length: count }, (_, i) => {
    const base = PRODUCTS[i % PRODUCTS.length];
    const category = base && categories.get(base.category);
    if (!base || !category) throw new Error(`No category for product template ${i}`);
    return {
      name: `${base.name} ${Math.floor(i / PRODUCTS.length) + 1}`,
      category_id: category.id,
      image: category.image,
      description: base.description,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    };
  });
}

/** A bench unit: about one in ten marked lent (without a loan behind it), the rest free. */
export function generatedUnit(
  random: Random,
  productId: number,
  hutId: number,
  size: SizeSeed | undefined,
  now: string,
): Insertable<UnitsTable> {
  return {
    product_id: productId,
    company_id: hutId,
    size: size?.size ?? null,
    max_size: size?.max_size ?? null,
    unit: size?.unit ?? null,
    type: null,
    image: null,
    status: random() < 0.1 ? 'lent' : 'available',
    created_at: now,
    updated_at: now,
  };
}
