import type { SyncChanges, SyncDeleted } from '../../shared/contracts/sync-rows';
import type { UtstyrsbodDb } from '../database';
import { hutDataTables } from './local-context';
import { adoptWalkIns } from './local-person';

/**
 * Writes server rows into the hut's tables. `full`: a snapshot, which replaces every hut table
 * (the device holds one hut at a time). Must run inside a transaction over hutTables(); callers
 * replay the pending ops afterwards (replayPendingOps) in the same transaction.
 */
export async function writeServerRows(
  db: UtstyrsbodDb,
  changes: SyncChanges,
  full: boolean,
  /**
   * A pull: every person it sends comes with all their children (an op's result may send a
   * person alone, which says nothing about their children).
   */
  pulled = false,
): Promise<void> {
  if (full) {
    await Promise.all(hutDataTables(db).map((table) => table.clear()));
  } else if (changes.deleted) {
    await deleteRows(db, changes.deleted);
  }
  await adoptWalkIns(db, changes.users ?? []);
  // A person comes with all their children: what this device held for them is replaced.
  const people = (changes.users ?? []).map((u) => u.id);
  if (pulled && !full && people.length > 0) {
    await db.hutMembers.where('user_id').anyOf(people).delete();
  }
  await Promise.all([
    db.hutMembers.bulkPut(changes.members ?? []),
    db.hutProducts.bulkPut(changes.products ?? []),
    db.units.bulkPut(changes.units ?? []),
    db.hutUsers.bulkPut(changes.users ?? []),
    db.loans.bulkPut(changes.loans ?? []),
    db.loanItems.bulkPut(changes.loan_items ?? []),
    db.extensions.bulkPut(changes.extensions ?? []),
    db.exceptions.bulkPut(changes.exceptions ?? []),
    db.notes.bulkPut(changes.notes ?? []),
    db.reminders.bulkPut(changes.reminders ?? []),
    db.reservations.bulkPut(changes.reservations ?? []),
  ]);
}

async function deleteRows(db: UtstyrsbodDb, deleted: SyncDeleted): Promise<void> {
  await Promise.all([
    db.hutProducts.bulkDelete(deleted.products ?? []),
    db.units.bulkDelete(deleted.units ?? []),
    db.hutUsers.bulkDelete(deleted.users ?? []),
    db.hutMembers
      .where('user_id')
      .anyOf(deleted.users ?? [])
      .delete(),
    db.loans.bulkDelete(deleted.loans ?? []),
    db.loanItems.bulkDelete(deleted.loan_items ?? []),
    db.extensions.bulkDelete(deleted.extensions ?? []),
    db.exceptions.bulkDelete(deleted.exceptions ?? []),
    db.notes.bulkDelete(deleted.notes ?? []),
  ]);
}

/**
 * Rows of another hut in an answer mean the server session has a different hut than this
 * device thinks: such an answer must not be stored.
 */
export function rowsBelongTo(changes: SyncChanges, companyId: number): boolean {
  const scoped = [
    ...(changes.units ?? []),
    ...(changes.loans ?? []),
    ...(changes.exceptions ?? []),
    ...(changes.reminders ?? []),
    ...(changes.reservations ?? []),
  ];
  return scoped.every((row) => row.company_id === companyId);
}
