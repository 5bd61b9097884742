import Dexie, { type EntityTable } from 'dexie';
import type {
  DeviceRow,
  ExceptionRow,
  ExtensionRow,
  HutProductRow,
  HutMemberRow,
  HutUserRow,
  LoanItemRow,
  LoanRow,
  NoteRow,
  OutboxEntry,
  ReminderRow,
  ReservationRow,
  SessionRow,
  SyncStateRow,
  UnitRow,
} from './hut/hut-types';
import type { MyPageRow } from './my-page-row';
import type { NoticeRow } from './notice-store';
import { compactSchema, DATABASE_NAME, schemaVersions } from './schema';
import { notifyDatabaseOutdated } from './schema-events';

/**
 * The counter's database: the chosen hut's rows, the outbox, Min side and the bell. The public
 * catalogue has a database of its own (src/db/catalogue), so a first visit loads no Dexie.
 * The tables are `declare`d: Dexie creates them from the schema, and a class field would only add
 * code that sets each to undefined first.
 */
export class UtstyrsbodDb extends Dexie {
  declare hutProducts: EntityTable<HutProductRow, 'id'>;
  declare units: EntityTable<UnitRow, 'id'>;
  declare hutUsers: EntityTable<HutUserRow, 'id'>;
  declare hutMembers: EntityTable<HutMemberRow, 'id'>;
  declare loans: EntityTable<LoanRow, 'id'>;
  declare loanItems: EntityTable<LoanItemRow, 'id'>;
  declare extensions: EntityTable<ExtensionRow, 'id'>;
  declare exceptions: EntityTable<ExceptionRow, 'id'>;
  declare notes: EntityTable<NoteRow, 'id'>;
  declare reminders: EntityTable<ReminderRow, 'id'>;
  declare reservations: EntityTable<ReservationRow, 'id'>;
  declare outbox: EntityTable<OutboxEntry, 'id'>;
  declare syncState: EntityTable<SyncStateRow, 'companyId'>;
  declare device: EntityTable<DeviceRow, 'id'>;
  declare session: EntityTable<SessionRow, 'id'>;

  declare myPages: EntityTable<MyPageRow, 'userId'>;
  declare notices: EntityTable<NoticeRow, 'id'>;

  constructor(name: string = DATABASE_NAME) {
    // 'strict': a committed command (local change + outbox entry) is on disk before the UI
    // confirms it, so a crash or a closed tab right after "Utlevert" loses nothing.
    super(name, { chromeTransactionDurability: 'strict' });
    for (const { version, stores, upgrade } of compactSchema(schemaVersions)) {
      const declared = this.version(version).stores(stores);
      if (upgrade) declared.upgrade(upgrade);
    }
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
