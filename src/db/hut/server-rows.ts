import type { EntityTable, IDType } from 'dexie';
import type { SyncChanges, SyncDeleted } from '../../shared/contracts/sync-rows';
import type { UtstyrsbodDb } from '../database';
import { hutDataTables } from './local-context';
import { adoptWalkIns } from './local-person';
import { mergeChanges, type AdoptedWalkIn } from './merge-changes';
import { sameValue } from './same-value';

/**
 * Writes server rows into the hut's tables. `full`: a snapshot, which replaces every hut table
 * (the device holds one hut at a time). Must run inside a transaction over hutTables() whose
 * scope is an `async` function (Dexie follows native awaits only there; the helpers below await
 * in parallel); callers replay the pending ops afterwards (replayPendingOps) in the same
 * transaction.
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
  await writeRows(db, changes, { full, pulled, adopted: changes.users ?? [] });
}

/**
 * The rows of a push's op results, in op order, written as one (mergeChanges): the same tables
 * as writing each in turn, with one read and one write per table instead of one per op.
 */
export async function writeOpResults(
  db: UtstyrsbodDb,
  results: readonly SyncChanges[],
): Promise<void> {
  if (results.length === 0) return;
  const { changes, adopted } = mergeChanges(results);
  await writeRows(db, changes, { full: false, pulled: false, adopted });
}

async function writeRows(
  db: UtstyrsbodDb,
  changes: SyncChanges,
  { full, pulled, adopted }: { full: boolean; pulled: boolean; adopted: readonly AdoptedWalkIn[] },
): Promise<void> {
  if (full) {
    await Promise.all(hutDataTables(db).map((table) => table.clear()));
  } else if (changes.deleted) {
    await deleteRows(db, changes.deleted);
  }
  await adoptWalkIns(db, adopted);
  // A delta writes only the rows that differ from what is stored: a pull that brings back what
  // this device's own push already stored then changes nothing, so the counter's live queries do
  // not all read again and re-render (the sync runs beside staff clicking, issue 12).
  const put = full ? putAll : putChanged;
  await Promise.all([
    pulled && !full ? replaceChildren(db, changes) : put(db.hutMembers, changes.members ?? []),
    put(db.hutProducts, changes.products ?? []),
    put(db.units, changes.units ?? []),
    put(db.hutUsers, changes.users ?? []),
    put(db.loans, changes.loans ?? []),
    put(db.loanItems, changes.loan_items ?? []),
    put(db.extensions, changes.extensions ?? []),
    put(db.exceptions, changes.exceptions ?? []),
    put(db.notes, changes.notes ?? []),
    put(db.reminders, changes.reminders ?? []),
    put(db.reservations, changes.reservations ?? []),
  ]);
}

type Keyed = { id: string | number };

async function putAll<T extends Keyed>(table: EntityTable<T, 'id'>, rows: readonly T[]) {
  if (rows.length > 0) await table.bulkPut([...rows]);
}

/** Puts the rows that are new or differ from the stored ones; writes nothing when none do. */
async function putChanged<T extends Keyed>(table: EntityTable<T, 'id'>, rows: readonly T[]) {
  if (rows.length === 0) return;
  // IDType<T, 'id'> is T['id'], which TypeScript does not see through for a generic T.
  const stored = await table.bulkGet(rows.map((row) => row.id as IDType<T, 'id'>));
  const changed = rows.filter((row, i) => !sameValue(stored[i], row));
  if (changed.length > 0) await table.bulkPut(changed);
}

/** A pull sends a person with all their children: the ones it no longer lists are removed. */
async function replaceChildren(db: UtstyrsbodDb, changes: SyncChanges) {
  const people = (changes.users ?? []).map((u) => u.id);
  const members = changes.members ?? [];
  const kept = new Set(members.map((m) => m.id));
  const held =
    people.length > 0 ? await db.hutMembers.where('user_id').anyOf(people).primaryKeys() : [];
  const gone = held.filter((id) => !kept.has(id));
  await Promise.all([
    gone.length > 0 ? db.hutMembers.bulkDelete(gone) : undefined,
    putChanged(db.hutMembers, members),
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
