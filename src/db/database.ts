import Dexie, { type EntityTable } from 'dexie';
import type { CategoryRow, HutRow, MetaRow, ProductRow } from './catalogue-types';
import { DATABASE_NAME, schemaVersions } from './schema';
import { notifyDatabaseOutdated } from './schema-events';

export class UtstyrsbodDb extends Dexie {
  categories!: EntityTable<CategoryRow, 'id'>;
  companies!: EntityTable<HutRow, 'id'>;
  products!: EntityTable<ProductRow, 'id'>;
  meta!: EntityTable<MetaRow, 'key'>;

  constructor(name: string = DATABASE_NAME) {
    super(name);
    for (const { version, stores } of schemaVersions) this.version(version).stores(stores);
  }
}

let instance: UtstyrsbodDb | null = null;

/** The one database of this page or worker, opened lazily. */
export function getDb(): UtstyrsbodDb {
  if (!instance) {
    const db = new UtstyrsbodDb();
    // Another tab or a new worker opened a newer schema. Dexie's own handler closes this
    // connection so the upgrade can go on; the update prompt then asks the user to reload
    // (never reload under a user's form).
    db.on('versionchange', (event) => {
      if (event.newVersion) notifyDatabaseOutdated();
    });
    instance = db;
  }
  return instance;
}
