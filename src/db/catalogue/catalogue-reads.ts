import type { CatalogueDb } from './catalogue-db';
import type { CategoryRow, HutRow, ProductRow } from './catalogue-types';

/**
 * The reads the screens make of the offline catalogue. Each runs in one transaction, so it sees
 * one snapshot or delta whole. Filtering, counting and paging are the pure functions of
 * catalogue-queries.ts.
 */
export function readCategories(db: CatalogueDb): Promise<CategoryRow[]> {
  return db.getAll('categories');
}

export function readHuts(db: CatalogueDb): Promise<HutRow[]> {
  return db.getAll('companies');
}

const collator = new Intl.Collator('nb', { sensitivity: 'base', numeric: true });

/** The huts in Norwegian alphabetical order. */
export async function readHutsByName(db: CatalogueDb): Promise<HutRow[]> {
  return (await readHuts(db)).sort((a, b) => collator.compare(a.name, b.name));
}

/** A category's own products (not those below it), by name. */
export async function readProductsInCategory(
  db: CatalogueDb,
  categoryId: number,
): Promise<ProductRow[]> {
  const rows = await db.getAllFromIndex('products', 'category_id', categoryId);
  return rows.sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
}

export async function readProduct(db: CatalogueDb, id: number): Promise<ProductRow | null> {
  return (await db.get('products', id)) ?? null;
}

export function readAllProducts(db: CatalogueDb): Promise<ProductRow[]> {
  return db.getAll('products');
}

/** The categories, and the products in the given categories (null: every product). */
export async function readCategoriesAndProducts(
  db: CatalogueDb,
  scope: (categories: CategoryRow[]) => readonly number[] | null,
): Promise<{ categories: CategoryRow[]; rows: ProductRow[] }> {
  const tx = db.transaction(['categories', 'products']);
  const categories = await tx.objectStore('categories').getAll();
  const ids = scope(categories);
  const products = tx.objectStore('products');
  // The category index narrows the read; hut and name filters run in memory.
  const rows =
    ids === null
      ? await products.getAll()
      : (await Promise.all(ids.map((id) => products.index('category_id').getAll(id)))).flat();
  return { categories, rows };
}

/**
 * The categories, and how many products sit directly in each of the given categories (null:
 * every category), counted on the category index: no product is read whole (a county's
 * catalogue holds thousands).
 */
export async function readDirectCategoryCounts(
  db: CatalogueDb,
  scope: (categories: CategoryRow[]) => readonly number[] | null,
): Promise<{ categories: CategoryRow[]; direct: Map<number, number> }> {
  const tx = db.transaction(['categories', 'products']);
  const categories = await tx.objectStore('categories').getAll();
  const ids = scope(categories) ?? categories.map((c) => c.id);
  const index = tx.objectStore('products').index('category_id');
  const counts = await Promise.all(ids.map((id) => index.count(id)));
  return { categories, direct: new Map(ids.map((id, i) => [id, counts[i] ?? 0])) };
}
