import type { Database as BetterSqlite, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct statements kept; an `in (?, ?, …)` list makes one per length, so the cache is bounded. */
const DEFAULT_SIZE = 500;
/**
 * Longer SQL is not kept: multi-row inserts (a push's decisions and change-log entries, up to a
 * thousand rows) differ in length nearly every time, are large, and would push out the
 * statements that do repeat.
 */
const MAX_KEPT_SQL = 4_000;

/**
 * better-sqlite3 behind Kysely with its prepared statements kept, least recently used out.
 * Kysely's SQLite driver prepares every query afresh, and preparing (parsing and planning the
 * SQL) was a quarter of the server's time applying a push. SQLite recompiles a kept statement
 * itself when the schema changes (a migration). A statement still iterating (a streamed query)
 * cannot run twice at once, so a busy one gets a fresh twin that is not kept. Nothing here
 * changes a statement's modes (raw, pluck, safeIntegers), which would stick to a kept one.
 */
export function withStatementCache(sqlite: BetterSqlite, size = DEFAULT_SIZE): SqliteDatabase {
  const kept = new Map<string, Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      if (sql.length > MAX_KEPT_SQL) return sqlite.prepare(sql);
      const hit = kept.get(sql);
      if (hit) {
        if (hit.busy) return sqlite.prepare(sql);
        // Map order is insertion order: moving it to the end marks it recently used.
        kept.delete(sql);
        kept.set(sql, hit);
        return hit;
      }
      const statement = sqlite.prepare(sql);
      kept.set(sql, statement);
      if (kept.size > size) {
        const oldest = kept.keys().next().value;
        if (oldest !== undefined) kept.delete(oldest);
      }
      return statement;
    },
  };
}
