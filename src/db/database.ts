import Dexie, { type EntityTable } from 'dexie';
import type { CategoryRow, HutRow, MetaRow, ProductRow } from './catalogue-types';
import type {
  DeviceRow,
  ExceptionRow,
  ExtensionRow,
  HutProductRow,
  HutUserRow,
  LoanItemRow,
  LoanRow,
  NoteRow,
  OutboxEntry,
  SessionRow,
  SyncStateRow,
  UnitRow,
} from './hut/hut-types';
import { DATABASE_NAME, schemaVersions } from './schema';
import { notifyDatabaseOutdated } from './schema-events';

export class UtstyrsbodDb extends Dexie {
  categories!: EntityTable<CategoryRow, 'id'>;
  companies!: EntityTable<HutRow, 'id'>;
  products!: EntityTable<ProductRow, 'id'>;
  meta!: EntityTable<MetaRow, 'key'>;

  hutProducts!: EntityTable<HutProductRow, 'id'>;
  units!: EntityTable<UnitRow, 'id'>;
  hutUsers!: EntityTable<HutUserRow, 'id'>;
  loans!: EntityTable<LoanRow, 'id'>;
  loanItems!: EntityTable<LoanItemRow, 'id'>;
  extensions!: EntityTable<ExtensionRow, 'id'>;
  exceptions!: EntityTable<ExceptionRow, 'id'>;
  notes!: EntityTable<NoteRow, 'id'>;
  outbox!: EntityTable<OutboxEntry, 'id'>;
  syncState!: EntityTable<SyncStateRow, 'companyId'>;
  device!: EntityTable<DeviceRow, 'id'>;
  session!: EntityTable<SessionRow, 'id'>;

  constructor(name: string = DATABASE_NAME) {
    // 'strict': a committed command (local change + outbox entry) is on disk before the UI
    // confirms it, so a crash or a closed tab right after "Utlevert" loses nothing.
    super(name, { chromeTransactionDurability: 'strict' });
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
