import type { SyncOp } from '../../shared/contracts/sync-ops';
import type { UtstyrsbodDb } from '../database';

/**
 * What a local op effect needs. `strict`: a new command, checked by the same rules as the server
 * and refused with a CommandError. Not strict: a pending op replayed on top of fresh server rows,
 * applied where its rows still exist and skipped otherwise (the server will decide).
 */
export interface LocalOpContext {
  db: UtstyrsbodDb;
  op: SyncOp;
  /** ISO-8601 time of the change, on every row it writes. */
  now: string;
  strict: boolean;
}

/** The tables that hold the chosen hut's server rows (one hut at a time on a device). */
export function hutDataTables(db: UtstyrsbodDb) {
  return [
    db.hutProducts,
    db.units,
    db.hutUsers,
    db.hutMembers,
    db.loans,
    db.loanItems,
    db.extensions,
    db.exceptions,
    db.notes,
    db.reminders,
    db.reservations,
  ];
}

/** Every table a command or a sync write touches, for one transaction over all of them. */
export function hutTables(db: UtstyrsbodDb) {
  return [...hutDataTables(db), db.outbox, db.syncState, db.device, db.session];
}
