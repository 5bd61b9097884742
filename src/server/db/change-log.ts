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

/** Appends many changes at once (bulk imports, seeding); returns the last cursor (0 if none). */
export async function recordChanges(
  db: Kysely<Database>,
  changes: readonly ChangeInput[],
): Promise<number> {
  if (changes.length === 0) return 0;
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

/** The newest cursor (0 for an empty log). */
export async function latestCursor(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('change_log')
    .select(sql<number | null>`max(id)`.as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}
