import pg from 'pg';
import { createDatabase } from '../../src/server/db/connect';
import { migrateToLatest } from '../../src/server/db/migrate';
import { seedDemo } from '../../src/server/db/seed';

/** Names of the template databases each test database is copied from. */
export interface PgTemplates {
  empty: string;
  seeded: string;
}

/** `url` with its database replaced. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Runs one statement on the maintenance database of the cluster. */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Quotes an identifier we generated ourselves (letters, digits, underscores). */
export function ident(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe database name ${name}`);
  return `"${name}"`;
}

/**
 * Builds a migrated and a migrated+seeded database once per run. Copying a template
 * (CREATE DATABASE … TEMPLATE) is much faster than migrating and seeding for every test.
 */
export async function createPgTemplates(url: string): Promise<PgTemplates> {
  const suffix = `${process.pid}_${Date.now().toString(36)}`;
  const templates = { empty: `tpl_empty_${suffix}`, seeded: `tpl_seeded_${suffix}` };
  for (const [kind, name] of Object.entries(templates)) {
    await adminQuery(url, `create database ${ident(name)}`);
    const database = await createDatabase({ databaseUrl: withDatabase(url, name), poolSize: 2 });
    try {
      await migrateToLatest(database.db, 'postgres');
      if (kind === 'seeded') await seedDemo(database.db, 'postgres');
    } finally {
      // No connection may stay open on a template, or copying it fails.
      await database.destroy();
    }
  }
  return templates;
}

export async function dropPgTemplates(url: string, templates: PgTemplates): Promise<void> {
  for (const name of [templates.empty, templates.seeded]) {
    await adminQuery(url, `drop database if exists ${ident(name)} with (force)`);
  }
}
