import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { nowIso } from '../db/clock';
import { DATABASE_EPOCH_NAME, newDatabaseEpoch } from '../services/sync/database-epoch';

/**
 * Backup and restore of the embedded database (docs/backup.md). Kept apart from the two CLIs so
 * the rules (one consistent copy, checked before it is put in place, never over a database a
 * server has open) read in one place.
 */

/** A copy in progress sits beside its target under this name, so a rename finishes it. */
function tempNameFor(target: string): string {
  return join(dirname(target), `.${basename(target)}.${String(process.pid)}.partial`);
}

/** A failure the CLI reports in one line, with exit status 1 (nothing was changed). */
export class BackupError extends Error {}

/**
 * The tables an Utstyrsbod database has from its first migration on: a file without them is
 * someone else's SQLite database (or an empty one) and is never put in place of the product's.
 */
const OWN_TABLES = ['kysely_migration', 'server_secrets', 'applied_ops', 'change_log'] as const;

export interface CheckedBackup {
  /** The newest migration the copy has. */
  lastMigration: string;
  migrations: number;
}

/** integrity_check, and the product's own tables with at least one migration applied. */
export function checkUtstyrsbodDatabase(file: string): CheckedBackup {
  let db: SqliteDatabase.Database;
  try {
    db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new BackupError(`${file}: cannot be opened as SQLite (${(error as Error).message})`);
  }
  try {
    let integrity: unknown;
    try {
      integrity = db.pragma('integrity_check', { simple: true });
    } catch (error) {
      throw new BackupError(`${file}: not an SQLite database (${(error as Error).message})`);
    }
    if (integrity !== 'ok')
      throw new BackupError(`${file}: integrity_check says ${String(integrity)}`);
    const tables = new Set(
      db.prepare("select name from sqlite_master where type = 'table'").pluck().all().map(String),
    );
    const missing = OWN_TABLES.filter((table) => !tables.has(table));
    if (missing.length > 0) {
      throw new BackupError(`${file}: not an Utstyrsbod database (no ${missing.join(', ')})`);
    }
    const names = db.prepare('select name from kysely_migration order by name').pluck().all();
    const last = names.at(-1);
    if (typeof last !== 'string') throw new BackupError(`${file}: no migration applied`);
    return { lastMigration: last, migrations: names.length };
  } finally {
    db.close();
  }
}

/**
 * One consistent copy of `source` in `target`, taken while servers go on writing: SQLite's online
 * backup from a connection of its own, all pages in ONE step, so the copy is the database at one
 * commit (a copy in steps starts over whenever another process commits between them, which a
 * busy counter would do forever). In WAL mode that read blocks no writer. The copy is written
 * under a temporary name, checked, made a single self-contained file (journal_mode DELETE: no
 * -wal beside it), and only then renamed to `target`.
 */
export async function backupSqlite(source: string, target: string): Promise<CheckedBackup> {
  const from = resolve(source);
  const to = resolve(target);
  if (from === to) throw new BackupError('the backup cannot be written over the database itself');
  if (!existsSync(from)) throw new BackupError(`${from}: no such database`);
  if (!existsSync(dirname(to))) throw new BackupError(`${dirname(to)}: no such directory`);
  const temp = tempNameFor(to);
  rmSync(temp, { force: true });
  const db = new SqliteDatabase(from, { readonly: true, fileMustExist: true });
  try {
    // A server may hold the write lock for a moment; a reader in WAL mode waits only for that.
    db.pragma('busy_timeout = 5000');
    await db.backup(temp, { progress: () => 0x7fffffff });
  } catch (error) {
    rmSync(temp, { force: true });
    throw new BackupError(`backup failed: ${(error as Error).message}`);
  } finally {
    db.close();
  }
  try {
    const copy = new SqliteDatabase(temp, { fileMustExist: true });
    try {
      copy.pragma('journal_mode = DELETE');
    } finally {
      copy.close();
    }
    const checked = checkUtstyrsbodDatabase(temp);
    renameSync(temp, to);
    return checked;
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

/**
 * Refuses when a process has `file` open or is starting on it. The start-up lock
 * (`<file>.startup-lock`, src/server/db/startup-lock.ts) is held by a server while it migrates:
 * the restore takes it itself and keeps it until the copy is in place, so no server starts
 * meanwhile. A running server holds no lock of its own, but keeps the database open in WAL mode,
 * and SQLite leaves WAL only for a connection that is the database's sole user: that switch
 * fails at once (busy) while any other process has it open. It also checkpoints and removes the
 * old -wal, so no stale log is applied to the restored file.
 */
function holdTarget(file: string): () => void {
  const lock = new SqliteDatabase(`${file}.startup-lock`);
  try {
    lock.pragma('busy_timeout = 0');
    lock.exec('begin exclusive');
  } catch {
    lock.close();
    throw new BackupError(`${file}: a server is starting on it; stop it first`);
  }
  const release = () => {
    lock.exec('rollback');
    lock.close();
  };
  if (!existsSync(file)) return release;
  try {
    const db = new SqliteDatabase(file, { fileMustExist: true });
    try {
      db.pragma('busy_timeout = 0');
      const mode = db.pragma('journal_mode = DELETE', { simple: true });
      if (mode !== 'delete') throw new Error(`journal_mode stayed ${String(mode)}`);
    } finally {
      db.close();
    }
  } catch (error) {
    release();
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file}: a server has it open; stop it first`);
  }
  return release;
}

export interface RestoredDatabase extends CheckedBackup {
  epoch: string;
}

/**
 * Puts `backup` in place of `target`: checked first, copied beside the target (the backup file
 * itself is kept), given a new database epoch (a device then sends again what the server no
 * longer knows), and renamed over the target while no server has it open.
 */
export async function restoreSqlite(backup: string, target: string): Promise<RestoredDatabase> {
  const from = resolve(backup);
  const to = resolve(target);
  if (from === to) throw new BackupError('the backup is the database itself');
  checkUtstyrsbodDatabase(from);
  // A fresh directory for the restored database, as the server makes one for a new database.
  mkdirSync(dirname(to), { recursive: true });
  const temp = tempNameFor(to);
  rmSync(temp, { force: true });
  const epoch = newDatabaseEpoch();
  try {
    const source = new SqliteDatabase(from, { readonly: true, fileMustExist: true });
    try {
      await source.backup(temp, { progress: () => 0x7fffffff });
    } finally {
      source.close();
    }
    const copy = new SqliteDatabase(temp, { fileMustExist: true });
    try {
      copy.pragma('journal_mode = DELETE');
      copy
        .prepare(
          `insert into server_secrets (name, value, created_at) values (?, ?, ?)
           on conflict (name) do update set value = excluded.value, created_at = excluded.created_at`,
        )
        .run(DATABASE_EPOCH_NAME, epoch, nowIso());
    } finally {
      copy.close();
    }
    const checked = checkUtstyrsbodDatabase(temp);
    const release = holdTarget(to);
    try {
      // Left by a server that died: never to be applied to another database's pages.
      for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${to}${suffix}`, { force: true });
      renameSync(temp, to);
    } finally {
      release();
    }
    return { ...checked, epoch };
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}
