import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import type { AppDatabase } from './connect';

/** The key of the PostgreSQL advisory lock held while one process prepares the database. */
const PG_STARTUP_LOCK = 0x75747374; // 'utst'
/** How long a process waits for another's migration (a first national statistics build is slow). */
const WAIT_MS = 30 * 60_000;

/**
 * Runs `work` (migrate, then seed an empty database) in one process at a time across every
 * process starting on the same database, so several starting together migrate and seed once: the
 * others wait, then find the work done. The lock goes with the process if it dies (a PostgreSQL
 * session lock; an SQLite file lock), so a crashed start never blocks the next.
 *
 * PostgreSQL: Kysely's migrator takes an advisory lock of its own around the migrations, but not
 * around the seed that follows; this one covers both. SQLite: the migrator takes no lock there
 * (one connection per process), and a migration may open its own transaction (0017), so the run
 * cannot be one transaction: the lock is a write transaction on a small file beside the database.
 */
export async function withStartupLock<T>(
  database: AppDatabase,
  work: () => Promise<T>,
): Promise<T> {
  if (database.dialect === 'postgres') {
    return database.db.connection().execute(async (connection) => {
      await sql`select set_config('lock_timeout', ${String(WAIT_MS)}, false)`.execute(connection);
      await sql`select pg_advisory_lock(${PG_STARTUP_LOCK})`.execute(connection);
      try {
        return await work();
      } finally {
        await sql`select pg_advisory_unlock(${PG_STARTUP_LOCK})`.execute(connection);
        await sql`select set_config('lock_timeout', '0', false)`.execute(connection);
      }
    });
  }
  const { rows } = await sql<{ file: string }>`pragma database_list`.execute(database.db);
  const file = rows[0]?.file ?? '';
  // In memory: no other process can open it.
  if (file === '') return work();
  const lock = new SqliteDatabase(`${file}.startup-lock`);
  try {
    // better-sqlite3 waits synchronously: at start-up nothing else runs in this process yet.
    lock.pragma(`busy_timeout = ${String(WAIT_MS)}`);
    lock.exec('begin exclusive');
    try {
      return await work();
    } finally {
      lock.exec('rollback');
    }
  } finally {
    lock.close();
  }
}
