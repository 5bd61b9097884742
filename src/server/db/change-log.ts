import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { nowIso } from './clock';
import type { Database } from './schema';

export type ChangeEntity =
  | 'company'
  | 'category'
  | 'product'
  | 'unit'
  | 'loan'
  | 'loan_item'
  | 'loan_extension'
  | 'loan_reminder'
  | 'reservation'
  | 'user'
  | 'member'
  | 'note'
  | 'notification'
  | 'sync_exception';

export interface ChangeInput {
  /** The hut whose pull should see the change; null for global rows (categories, huts). */
  company_id: number | null;
  entity: ChangeEntity | (string & {});
  entity_id: string | number;
  op: 'upsert' | 'delete';
}

/**
 * Appends to the change log and returns the new cursor. Call it inside the transaction that makes
 * the change, after that transaction's other writes.
 *
 * Why the lock row: a PostgreSQL sequence hands out ids at insert time, but transactions commit in
 * any order, so a pull could see cursor 12 before 11 becomes visible and skip 11 for ever. Updating
 * the single change_log_lock row first serialises change-log writers until commit, so cursors become
 * visible in order. SQLite already has one writer at a time; the update costs little there.
 */
export async function recordChange(db: Kysely<Database>, change: ChangeInput): Promise<number> {
  // Outside a transaction the lock would be released before the insert: make one.
  if (!db.isTransaction) return db.transaction().execute((trx) => recordChange(trx, change));
  await sql`update change_log_lock set writes = writes + 1 where id = 1`.execute(db);
  const row = await db
    .insertInto('change_log')
    .values({
      company_id: change.company_id,
      entity: change.entity,
      entity_id: String(change.entity_id),
      op: change.op,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Appends many changes at once (a push's transaction, bulk imports, seeding); returns the last
 * cursor (0 if none). A row named twice is logged once, at its last change: every reader takes
 * the log as the set of rows changed in a range and reads (or deletes) them as they are now, and
 * the whole list commits at once. A cart's draft and line, added and handed out in one push,
 * are two entries instead of four.
 */
export async function recordChanges(
  db: Kysely<Database>,
  all: readonly ChangeInput[],
): Promise<number> {
  if (all.length === 0) return 0;
  const changes = lastOfEachRow(all);
  if (!db.isTransaction) return db.transaction().execute((trx) => recordChanges(trx, changes));
  await sql`update change_log_lock set writes = writes + 1 where id = 1`.execute(db);
  const createdAt = nowIso();
  let last = 0;
  // Chunked: SQLite allows at most 32766 bound parameters per statement.
  for (let i = 0; i < changes.length; i += 1000) {
    const rows = await db
      .insertInto('change_log')
      .values(
        changes.slice(i, i + 1000).map((c) => ({
          company_id: c.company_id,
          entity: c.entity,
          entity_id: String(c.entity_id),
          op: c.op,
          created_at: createdAt,
        })),
      )
      .returning('id')
      .execute();
    for (const r of rows) last = Math.max(last, r.id);
  }
  return last;
}

function lastOfEachRow(changes: readonly ChangeInput[]): ChangeInput[] {
  const last = new Map<string, ChangeInput>();
  for (const c of changes) {
    const key = `${c.entity}:${String(c.entity_id)}:${String(c.company_id)}`;
    // Deleted and put back: the entry moves to the later position.
    last.delete(key);
    last.set(key, c);
  }
  return [...last.values()];
}

/** The newest cursor (0 for an empty log). */
export async function latestCursor(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('change_log')
    .select(sql<number | null>`max(id)`.as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}
