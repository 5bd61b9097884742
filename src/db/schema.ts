import type { Transaction } from 'dexie';
import { upcastOp } from '../shared/contracts/sync-op-versions';

/**
 * Dexie schema history of the `utstyrsbod` database. Versions are append-only: a later change
 * adds a new entry (new tables, new indexes) and never edits an earlier one, so page and service
 * worker, which share this module, always agree and old devices upgrade in place.
 * Only indexed fields are listed; other fields are stored as they come.
 */
export interface SchemaVersion {
  version: number;
  stores: Record<string, string | null>;
  /** Run once when a device's database reaches this version (Dexie's upgrade). */
  upgrade?: (tx: Transaction) => Promise<unknown>;
}

/**
 * For a version that adds a table of server rows: the table starts empty while the cursor is
 * past its rows, so the next pull is made a whole snapshot (pending ops are replayed on it as
 * always) and none is missing.
 */
const pullSnapshotNext = (tx: Transaction) =>
  tx
    .table('syncState')
    .toCollection()
    .modify((row: { cursor: number | null }) => {
      row.cursor = null;
    });

/**
 * Every outbox entry in the current version of its op's contract (sync-op-versions.ts). An entry
 * the contracts cannot place (not an op) is left exactly as it was: nothing is ever dropped.
 */
export const upcastOutbox = (tx: Transaction) =>
  tx
    .table('outbox')
    .toCollection()
    .modify((entry: Record<string, unknown>) => {
      const upcast = upcastOp(entry);
      if (upcast.kind !== 'current' || upcast.op === entry) return;
      Object.assign(entry, upcast.op);
    });

export const DATABASE_NAME = 'utstyrsbod';

export const schemaVersions: readonly SchemaVersion[] = [
  {
    version: 1,
    stores: {
      // The public catalogue (GET /api/public/catalogue), until it moved to a database of its
      // own (src/db/catalogue, issue 29). Not written any more: a device's rows are copied from
      // here once and cleared (catalogue-legacy.ts). A later version may drop the four tables
      // (`null`) once no device can still hold rows here.
      categories: 'id, parent_id, slug',
      companies: 'id, name, county, municipality, town',
      products: 'id, category_id, name',
      meta: 'key',
    },
  },
  {
    version: 2,
    stores: {
      // The chosen hut's data for the counter (GET /api/sync/pull) and the staff outbox.
      hutProducts: 'id, category_id',
      units: 'id, product_id, status',
      hutUsers: 'id, name, email, status',
      loans: 'id, customer_id, status, expected_return_date',
      loanItems: 'id, loan_id, unit_id, status',
      extensions: 'id, loan_id',
      exceptions: 'id, status, kind',
      notes: 'id, unit_id, company_id',
      // id: the op's UUIDv7; seq: device order (unique).
      outbox: 'id, &seq, status, companyId',
      syncState: 'companyId',
      device: 'id',
      session: 'id',
    },
  },
  {
    version: 3,
    stores: {
      // The signed-in person's last Min side answer (GET /api/me), readable offline.
      myPages: 'userId',
    },
  },
  {
    version: 5,
    stores: {
      // ref: a walk-in registered offline is keyed by it until the server's row (with the same
      // ref) arrives; pending ops that name them by ref then find the server's row by it.
      hutUsers: 'id, name, email, status, ref',
    },
  },
  {
    version: 6,
    stores: {
      // The children (members) of the hut's people, pulled with them.
      hutMembers: 'id, user_id',
    },
  },
  {
    version: 7,
    stores: {
      // The bell's notices of whoever signed in on this device (GET /api/notifications).
      notices: 'id, ownerId',
    },
  },
  {
    version: 8,
    stores: {
      // The loans' reminders that went out, pulled with the hut's rows.
      reminders: 'id, loan_id',
    },
    // The table starts empty while the cursor is past reminders already sent: the next pull
    // is a whole snapshot (pending ops are replayed on it as always), so none is missing.
    upgrade: pullSnapshotNext,
  },
  {
    version: 9,
    stores: {
      // The hut's reservations (booked online): today's pickups, and the hand-out warning.
      reservations: 'id, pickup_date',
    },
    // As at version 8: the next pull is a whole snapshot, so no reservation is missing.
    upgrade: pullSnapshotNext,
  },
  {
    version: 10,
    stores: {},
    // Op versions (protocol 3): the waiting entries an older bundle wrote are rewritten into the
    // current contracts, so this bundle's replay and screens read only shapes they know. A
    // release that raises an op's version adds a Dexie version with this upgrade, so a page or
    // worker of the older bundle still open closes its connection rather than read an entry it
    // does not know (docs/sync-protocol.md, "Op versions").
    upgrade: upcastOutbox,
  },
];

/**
 * The history as Dexie is given it: each version without an upgrade folded into the next one
 * that has an upgrade (or into the last). Dexie diffs a device's installed tables against every
 * declared version above it, so a device at any older version still gets the same tables and
 * runs the same upgrades; but each declared version costs a parse of every store so far, on the
 * main thread of each first visit (about 20 ms on a mid-range phone for the whole history).
 */
export function compactSchema(history: readonly SchemaVersion[]): SchemaVersion[] {
  const compacted: SchemaVersion[] = [];
  let stores: Record<string, string | null> = {};
  history.forEach((entry, i) => {
    stores = { ...stores, ...entry.stores };
    if (!entry.upgrade && i < history.length - 1) return;
    compacted.push({ ...entry, stores });
    stores = {};
  });
  return compacted;
}
