import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { latestCursor } from '../../db/change-log';
import type { Database } from '../../db/schema';
import type { PullResponse, SyncChanges, SyncDeleted } from '../../../shared/contracts/sync';
import type { SyncActor } from './context';
import { assertHutAccess } from './hut-access';
import {
  loadExceptions,
  loadNotes,
  loadExtensions,
  loadReminders,
  loadLoanItems,
  loadLoans,
  loadProducts,
  loadUnits,
  loadMembers,
  loadUsers,
} from './pull-rows';
import { todayIso } from '../../db/clock';
import { loadReservations } from '../reservations/sync-rows';

/**
 * GET /api/sync/pull: the hut's data for a device. Without a cursor (or with one this database
 * never issued) a full snapshot; otherwise the rows changed since, from the change log. Runs in
 * one read-only repeatable-read transaction, so the cursor and the rows describe the same moment
 * (change-log.ts makes cursors visible in commit order).
 */
export async function pullChanges(
  db: Kysely<Database>,
  actor: SyncActor,
  companyId: number,
  since?: number,
): Promise<PullResponse> {
  await assertHutAccess(db, actor, companyId);
  return pullHutChanges(db, companyId, since);
}

/** pullChanges for a caller whose access to the hut is already checked (the pull route's hook). */
export async function pullHutChanges(
  db: Kysely<Database>,
  companyId: number,
  since?: number,
): Promise<PullResponse> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const cursor = await latestCursor(trx);
      // Nothing new anywhere: the cheapest and by far the most common answer.
      if (since === cursor) return { cursor, full: false };
      if (since === undefined || since > cursor || since < (await oldestKept(trx))) {
        return { cursor, full: true, changes: await snapshot(trx, companyId) };
      }
      const changes = await delta(trx, companyId, since, cursor);
      return Object.keys(changes).length > 0
        ? { cursor, full: false, changes }
        : { cursor, full: false };
    });
}

/**
 * A cursor older than the log's first entry cannot be answered with a delta (should the log ever
 * be pruned), nor can 0 (rows written before logging began have no entry).
 */
async function oldestKept(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('change_log')
    .select(sql<number | null>`min(id)`.as('id'))
    .executeTakeFirst();
  return Math.max(1, Number(row?.id ?? 1) - 1);
}

async function snapshot(db: Kysely<Database>, hut: number): Promise<SyncChanges> {
  return {
    products: await loadProducts(db, hut),
    units: await loadUnits(db, hut),
    loans: await loadLoans(db, hut),
    loan_items: await loadLoanItems(db, hut),
    users: await loadUsers(db, hut),
    members: await loadMembers(db, hut),
    extensions: await loadExtensions(db, hut),
    exceptions: await loadExceptions(db, hut),
    notes: await loadNotes(db, hut),
    reminders: await loadReminders(db, hut),
    reservations: await loadReservations(db, hut, todayIso()),
  };
}

async function delta(
  db: Kysely<Database>,
  hut: number,
  since: number,
  cursor: number,
): Promise<SyncChanges> {
  const inRange = (entity: string) =>
    db
      .selectFrom('change_log')
      .where('entity', '=', entity)
      .where('id', '>', since)
      .where('id', '<=', cursor);
  const ids = (entity: string) =>
    inRange(entity).where('company_id', '=', hut).select('entity_id as id');
  const intIds = (entity: string) =>
    inRange(entity)
      .where('company_id', '=', hut)
      .select(sql<number>`cast(entity_id as integer)`.as('id'));
  // Products are global rows; a unit change marks its product, as in the catalogue delta.
  // loadProducts keeps only the hut's products.
  const productIds = inRange('product')
    .select(sql<number>`cast(entity_id as integer)`.as('id'))
    .union(db.selectFrom('units').select('product_id as id').where('id', 'in', intIds('unit')));

  const changes: SyncChanges = {};
  const put = <K extends keyof SyncChanges>(key: K, rows: SyncChanges[K] & unknown[]) => {
    if (rows.length > 0) changes[key] = rows;
  };
  put('products', await loadProducts(db, hut, productIds));
  put('units', await loadUnits(db, hut, intIds('unit')));
  put('loans', await loadLoans(db, hut, ids('loan')));
  put('loan_items', await loadLoanItems(db, hut, ids('loan_item')));
  put('users', await loadUsers(db, hut, intIds('user')));
  put('members', await loadMembers(db, hut, intIds('user')));
  put('extensions', await loadExtensions(db, hut, ids('loan_extension')));
  put('exceptions', await loadExceptions(db, hut, ids('sync_exception')));
  put('notes', await loadNotes(db, hut, ids('note')));
  put('reminders', await loadReminders(db, hut, ids('loan_reminder')));
  put('reservations', await loadReservations(db, hut, todayIso(), ids('reservation')));
  const deleted = await deletedSince(db, hut, since, cursor, changes);
  if (deleted) changes.deleted = deleted;
  return changes;
}

/** Rows logged as deleted in the range and not present again (still live rows win). */
async function deletedSince(
  db: Kysely<Database>,
  hut: number,
  since: number,
  cursor: number,
  live: SyncChanges,
): Promise<SyncDeleted | undefined> {
  const rows = await db
    .selectFrom('change_log')
    .select(['entity', 'entity_id'])
    .distinct()
    .where('company_id', '=', hut)
    .where('op', '=', 'delete')
    .where('id', '>', since)
    .where('id', '<=', cursor)
    .execute();
  if (rows.length === 0) return undefined;
  const gone = (entity: string, present: readonly { id: string | number }[] | undefined) => {
    const keep = new Set((present ?? []).map((r) => String(r.id)));
    return rows
      .filter((r) => r.entity === entity && !keep.has(r.entity_id))
      .map((r) => r.entity_id);
  };
  const deleted: SyncDeleted = {};
  const strings = (
    key: 'loans' | 'loan_items' | 'extensions' | 'exceptions' | 'notes',
    list: string[],
  ) => {
    if (list.length > 0) deleted[key] = list;
  };
  const numbers = (key: 'products' | 'units' | 'users', list: string[]) => {
    if (list.length > 0) deleted[key] = list.map(Number);
  };
  strings('loans', gone('loan', live.loans));
  strings('loan_items', gone('loan_item', live.loan_items));
  strings('extensions', gone('loan_extension', live.extensions));
  strings('exceptions', gone('sync_exception', live.exceptions));
  strings('notes', gone('note', live.notes));
  numbers('units', gone('unit', live.units));
  numbers('users', gone('user', live.users));
  return Object.keys(deleted).length > 0 ? deleted : undefined;
}
