import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { or48 } from './or48';
import { withStatementCache } from './statement-cache';
import type { Database, Dialect } from './schema';

export interface AppDatabase {
  db: Kysely<Database>;
  dialect: Dialect;
  destroy(): Promise<void>;
  /** The PostgreSQL pool's connections now (the metrics); SQLite has one connection and none. */
  poolUse?: () => PoolUse;
}

export interface PoolUse {
  total: number;
  idle: number;
  /** Queries waiting for a connection: the pool is too small for the load. */
  waiting: number;
}

export interface CreateDatabaseOptions {
  /** postgres://… — when set, PostgreSQL is used and sqliteFile is ignored. */
  databaseUrl?: string;
  /** Path of the SQLite file, or ':memory:'. Defaults to data/utstyrsbod.sqlite. */
  sqliteFile?: string;
  /** Max connections of the PostgreSQL pool (default 10). */
  poolSize?: number;
}

const DEFAULT_SQLITE_FILE = 'data/utstyrsbod.sqlite';
const PG_INT8_OID = 20;

/**
 * Opens the application database. Both dialects return integers as JS numbers, so services
 * never see the difference: SQLite does natively; for PostgreSQL int8 (e.g. COUNT(*)) is parsed
 * as a number too (counts never exceed 2^53). Typed count helpers live in sql-helpers.ts.
 */
export async function createDatabase(opts: CreateDatabaseOptions): Promise<AppDatabase> {
  if (opts.databaseUrl) return createPostgres(opts.databaseUrl, opts.poolSize ?? 10);
  return createSqlite(opts.sqliteFile ?? DEFAULT_SQLITE_FILE);
}

function createSqlite(file: string): AppDatabase {
  const inMemory = file === ':memory:' || file === '';
  if (!inMemory) mkdirSync(dirname(resolve(file)), { recursive: true });
  const sqlite = new SqliteDatabase(inMemory ? ':memory:' : file);
  // WAL lets readers continue while a write commits; it does not apply to in-memory databases.
  if (!inMemory) sqlite.pragma('journal_mode = WAL');
  // WAL + NORMAL is still durable against application crashes and much faster than FULL.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // Another process (a CLI, a second server during deploy) may hold the write lock briefly.
  sqlite.pragma('busy_timeout = 5000');
  // 64 MiB of pages instead of the default 2 MiB: the network's statistics and the pulls read
  // across large tables, and a page read again from SQLite's own cache costs no system call.
  sqlite.pragma('cache_size = -65536');
  // PostgreSQL's bit_or(bigint), which the network statistics' borrower months use; the values
  // stay below 2^48 (src/shared/domain/statistics.ts), past JS's 32-bit `|`, so the halves are
  // or'ed apart.
  sqlite.aggregate('bit_or', {
    start: 0,
    step: (total: number, next: number | null) => (next === null ? total : or48(total, next)),
  });
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}

function createPostgres(url: string, max: number): AppDatabase {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // No JIT compilation: every statement of this app is short, and the network's statistics at
    // national size cross the planner's JIT threshold only to spend about a second compiling a
    // plan that then runs for less (measured in npm run bench:scale).
    options: '-c jit=off',
    // Per-pool parsers: do not change the global pg.types used by anything else in the process.
    // The cast only restates pg's overloaded getTypeParser signature for this arrow function.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === PG_INT8_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    destroy: () => db.destroy(),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
