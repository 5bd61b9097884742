import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '../../src/server/db/connect';
import { migrateToLatest } from '../../src/server/db/migrate';
import { seedDemo } from '../../src/server/db/seed';

export interface SqliteTemplates {
  dir: string;
  empty: string;
  seeded: string;
}

/** Creates a migrated SQLite file at `file`, seeded on request, and closes it. */
export async function buildSqliteFile(file: string, seed: boolean): Promise<void> {
  const database = await createDatabase({ sqliteFile: file });
  try {
    await migrateToLatest(database.db, 'sqlite');
    if (seed) await seedDemo(database.db, 'sqlite');
  } finally {
    // Closing checkpoints the WAL into the main file, so copying that one file is enough.
    await database.destroy();
  }
}

/** Migrated (and migrated + seeded) files that test databases are copied from. */
export async function createSqliteTemplates(): Promise<SqliteTemplates> {
  const dir = mkdtempSync(join(tmpdir(), 'utstyrsbod-tpl-'));
  const templates = { dir, empty: join(dir, 'empty.sqlite'), seeded: join(dir, 'seeded.sqlite') };
  try {
    await buildSqliteFile(templates.empty, false);
    await buildSqliteFile(templates.seeded, true);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return templates;
}

export function removeSqliteTemplates(templates: SqliteTemplates): void {
  rmSync(templates.dir, { recursive: true, force: true });
}
