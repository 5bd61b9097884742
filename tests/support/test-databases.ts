import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createDatabase } from '../../src/server/db/connect';
import type { AppDatabase } from '../../src/server/db/connect';
import { migrateToLatest } from '../../src/server/db/migrate';
import type { Dialect } from '../../src/server/db/schema';
import { seedDemo } from '../../src/server/db/seed';
import { isCi } from './pg-cluster';
import { askedDialects } from './test-dialects';
import { buildSqliteFile } from './sqlite-templates';
import { adminQuery, ident, withDatabase } from './pg-templates';

export type TestDatabase = AppDatabase & { url?: string; file?: string };

export interface OpenTestDatabaseOptions {
  /** Load the demo seed (default false: migrated but empty). */
  seed?: boolean;
  /**
   * Migrate and seed this database itself instead of copying a template built at the start of
   * the run. Needed only when a test pins the clock before seeding (seed dates follow "today").
   */
  fresh?: boolean;
  /** No schema at all: a migration test migrates it itself, up to the release it starts from. */
  bare?: boolean;
}

function pgUrl(): string {
  return inject('pgUrl') || process.env.TEST_DATABASE_URL || '';
}

/**
 * Dialects the server tests run on: both. Only outside CI, on a machine where the PostgreSQL
 * cluster could not start, is 'postgres' left out (pg-global-setup.ts has printed why).
 */
export const testDialects: readonly Dialect[] = (
  pgUrl() || isCi() ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const)
).filter((dialect) => askedDialects().includes(dialect));

/** A fresh, migrated database (seeded on request); destroy() removes it completely. */
export async function openTestDatabase(
  dialect: Dialect,
  options: OpenTestDatabaseOptions = {},
): Promise<TestDatabase> {
  return dialect === 'postgres' ? openPostgres(options) : openSqlite(options);
}

async function buildSqlite(file: string, seed: boolean): Promise<AppDatabase> {
  await buildSqliteFile(file, seed);
  return createDatabase({ sqliteFile: file });
}

async function openSqlite(options: OpenTestDatabaseOptions): Promise<TestDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'utstyrsbod-test-'));
  const file = join(dir, 'test.sqlite');
  let database: AppDatabase;
  const template = options.seed ? inject('sqliteTemplateSeeded') : inject('sqliteTemplateEmpty');
  if (options.bare) {
    database = await createDatabase({ sqliteFile: file });
  } else if (options.fresh || !template) {
    database = await buildSqlite(file, options.seed ?? false);
  } else {
    copyFileSync(template, file);
    database = await createDatabase({ sqliteFile: file });
  }
  return {
    ...database,
    file,
    destroy: async () => {
      await database.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

let counter = 0;

async function openPostgres(options: OpenTestDatabaseOptions): Promise<TestDatabase> {
  const admin = pgUrl();
  if (!admin) {
    throw new Error('PostgreSQL is not available for tests (see the global setup warning)');
  }
  const name = `test_${process.pid}_${++counter}_${randomBytes(3).toString('hex')}`;
  const template = options.seed ? inject('pgTemplateSeeded') : inject('pgTemplateEmpty');
  const copy = template && !options.fresh && !options.bare;
  await adminQuery(
    admin,
    copy
      ? `create database ${ident(name)} template ${ident(template)}`
      : `create database ${ident(name)}`,
  );
  const url = withDatabase(admin, name);
  const database = await createDatabase({ databaseUrl: url, poolSize: 5 });
  if (!copy && !options.bare) {
    await migrateToLatest(database.db, 'postgres');
    if (options.seed) await seedDemo(database.db, 'postgres');
  }
  return {
    ...database,
    url,
    destroy: async () => {
      await database.destroy();
      await adminQuery(admin, `drop database if exists ${ident(name)} with (force)`);
    },
  };
}
