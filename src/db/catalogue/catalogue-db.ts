import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { notifyDatabaseOutdated } from '../schema-events';
import { copyLegacyCatalogue } from './catalogue-legacy';
import type { CategoryRow, HutRow, MetaRow, ProductRow } from './catalogue-types';

/**
 * The public catalogue's own IndexedDB database, apart from the counter's Dexie database
 * (`utstyrsbod`): a family's first visit to the public pages reads and writes it through `idb`,
 * a wrapper of about 1 KB, so Dexie (31 KB gzipped) loads only with the screens that need it
 * (issue 29). The page and the service worker both write it (src/sync/catalogue-sync.ts).
 */
export const CATALOGUE_DATABASE_NAME = 'utstyrsbod-catalogue';

/**
 * Raise it with a new `upgrade` step when a store or an index changes; steps are append-only,
 * like the counter's schema history (src/db/schema.ts).
 */
const CATALOGUE_DATABASE_VERSION = 1;

export interface CatalogueSchema extends DBSchema {
  categories: { key: number; value: CategoryRow };
  companies: { key: number; value: HutRow };
  /** `category_id`: a category's products are read without reading the others. */
  products: { key: number; value: ProductRow; indexes: { category_id: number } };
  meta: { key: string; value: MetaRow };
}

export type CatalogueDb = IDBPDatabase<CatalogueSchema>;
export type CatalogueStore = 'categories' | 'companies' | 'products' | 'meta';

/**
 * Opens (and on a first visit creates) a catalogue database. A device that kept the catalogue in
 * the counter's database before copies it over once, so nothing it held offline is lost by the
 * move (catalogue-legacy.ts); `legacyName` null skips that (unit tests).
 */
export async function openCatalogueDb(
  name: string = CATALOGUE_DATABASE_NAME,
  legacyName: string | null = 'utstyrsbod',
): Promise<CatalogueDb> {
  let created = false;
  const db = await openDB<CatalogueSchema>(name, CATALOGUE_DATABASE_VERSION, {
    upgrade(database, oldVersion) {
      if (oldVersion < 1) {
        created = true;
        database.createObjectStore('categories', { keyPath: 'id' });
        database.createObjectStore('companies', { keyPath: 'id' });
        database
          .createObjectStore('products', { keyPath: 'id' })
          .createIndex('category_id', 'category_id');
        database.createObjectStore('meta', { keyPath: 'key' });
      }
    },
    // A newer app version in another tab or worker upgrades the database: let it, and ask this
    // page to reload through the update prompt (as the counter's database does).
    blocking() {
      db.close();
      forget(db);
      notifyDatabaseOutdated();
    },
    // The browser closed it (storage cleared, for example): the next read opens it again.
    terminated() {
      forget(db);
    },
  });
  // Imported statically (half a kilobyte): as import() it was one more request in a row before
  // a first visit's catalogue request, about 0.15 s on Lighthouse's slow 4G.
  if (created && legacyName !== null) await copyLegacyCatalogue(db, legacyName);
  return db;
}

let opening: Promise<CatalogueDb> | null = null;
let opened: CatalogueDb | null = null;

function forget(db: CatalogueDb): void {
  if (opened === db) {
    opened = null;
    opening = null;
  }
}

/** The one catalogue database of this page or worker, opened on first use. */
export function getCatalogueDb(): Promise<CatalogueDb> {
  opening ??= openCatalogueDb().then(
    (db) => {
      opened = db;
      return db;
    },
    (error: unknown) => {
      opening = null;
      throw error;
    },
  );
  return opening;
}
