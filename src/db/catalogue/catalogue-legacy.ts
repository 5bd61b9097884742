import { openDB } from 'idb';
import type { CatalogueDb, CatalogueStore } from './catalogue-db';
import type { CategoryRow, HutRow, MetaRow, ProductRow } from './catalogue-types';

const STORES = ['categories', 'companies', 'products', 'meta'] as const satisfies CatalogueStore[];

interface LegacyRows {
  categories: CategoryRow[];
  companies: HutRow[];
  products: ProductRow[];
  meta: MetaRow[];
}

/** Whether a database of that name exists, without creating it (opening one would). */
async function exists(name: string): Promise<boolean> {
  if (typeof indexedDB.databases !== 'function') return false;
  const all = await indexedDB.databases();
  return all.some((info) => info.name === name);
}

/**
 * Reads the catalogue an older app version kept in the counter's database (version 1 of its
 * schema: the same four tables, the same rows), and empties those tables once read: the copy
 * is then the only one. Opened without a version, so Dexie's schema stays Dexie's.
 */
async function takeLegacyRows(name: string): Promise<LegacyRows | null> {
  if (!(await exists(name))) return null;
  const legacy = await openDB(name, undefined, {
    // The counter's database is being upgraded elsewhere: give way at once.
    blocking() {
      legacy.close();
    },
  });
  try {
    if (!STORES.every((store) => legacy.objectStoreNames.contains(store))) return null;
    const tx = legacy.transaction(STORES, 'readonly');
    const [categories, companies, products, meta] = await Promise.all(
      STORES.map((store) => tx.objectStore(store).getAll()),
    );
    return {
      categories: (categories ?? []) as CategoryRow[],
      companies: (companies ?? []) as HutRow[],
      products: (products ?? []) as ProductRow[],
      meta: (meta ?? []) as MetaRow[],
    };
  } finally {
    legacy.close();
  }
}

async function clearLegacyRows(name: string): Promise<void> {
  const legacy = await openDB(name);
  try {
    const tx = legacy.transaction(STORES, 'readwrite');
    await Promise.all([...STORES.map((store) => tx.objectStore(store).clear()), tx.done]);
  } finally {
    legacy.close();
  }
}

/**
 * Copies a device's catalogue from the counter's database into the new catalogue database, in
 * one transaction, before anything reads it: a phone that updates the app and then opens it
 * offline still finds its equipment. Cleared in the old place only after the copy committed.
 * A failure leaves the new database empty, as on a first visit: the next pull fills it.
 */
export async function copyLegacyCatalogue(db: CatalogueDb, legacyName: string): Promise<void> {
  try {
    const rows = await takeLegacyRows(legacyName);
    if (rows === null || rows.meta.length === 0) return;
    const tx = db.transaction(STORES, 'readwrite');
    await Promise.all([
      ...rows.categories.map((row) => tx.objectStore('categories').put(row)),
      ...rows.companies.map((row) => tx.objectStore('companies').put(row)),
      ...rows.products.map((row) => tx.objectStore('products').put(row)),
      ...rows.meta.map((row) => tx.objectStore('meta').put(row)),
      tx.done,
    ]);
    await clearLegacyRows(legacyName);
  } catch {
    // Nothing is lost: the server holds the catalogue, and the next pull fetches it whole.
  }
}
