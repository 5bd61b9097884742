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
): Promise<void> {
  if (full) {
    await Promise.all(hutDataTables(db).map((table) => table.clear()));
  } else if (changes.deleted) {
    await deleteRows(db, changes.deleted);
  }
  await adoptWalkIns(db, changes.users ?? []);
  await Promise.all([
    db.hutProducts.bulkPut(changes.products ?? []),
    db.units.bulkPut(changes.units ?? []),
    db.hutUsers.bulkPut(changes.users ?? []),
    db.loans.bulkPut(changes.loans ?? []),
    db.loanItems.bulkPut(changes.loan_items ?? []),
    db.extensions.bulkPut(changes.extensions ?? []),
    db.exceptions.bulkPut(changes.exceptions ?? []),
  ]);
}

async function deleteRows(db: UtstyrsbodDb, deleted: SyncDeleted): Promise<void> {
  await Promise.all([
    db.hutProducts.bulkDelete(deleted.products ?? []),
    db.units.bulkDelete(deleted.units ?? []),
    db.hutUsers.bulkDelete(deleted.users ?? []),
    db.loans.bulkDelete(deleted.loans ?? []),
    db.loanItems.bulkDelete(deleted.loan_items ?? []),
    db.extensions.bulkDelete(deleted.extensions ?? []),
    db.exceptions.bulkDelete(deleted.exceptions ?? []),
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
  ];
  return scoped.every((row) => row.company_id === companyId);
}
