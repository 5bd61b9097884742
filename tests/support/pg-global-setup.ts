import type { TestProject } from 'vitest/node';
import { isCi, startPgCluster } from './pg-cluster';
import type { PgCluster } from './pg-cluster';
import { createPgTemplates, dropPgTemplates } from './pg-templates';
import { askedDialects } from './test-dialects';
import { createSqliteTemplates, removeSqliteTemplates } from './sqlite-templates';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the test cluster; '' when PostgreSQL is unavailable (never in CI). */
    pgUrl: string;
    /** Template databases in that cluster (migrated; migrated + demo seed); '' when unavailable. */
    pgTemplateEmpty: string;
    pgTemplateSeeded: string;
    /** SQLite template files (migrated; migrated + demo seed). */
    sqliteTemplateEmpty: string;
    sqliteTemplateSeeded: string;
  }
}

/**
 * vitest globalSetup of the server project: one PostgreSQL cluster for the whole run, plus
 * template databases for both dialects (copying a template is much faster than migrating and
 * seeding for every test). Outside CI a machine without PostgreSQL still runs the SQLite half;
 * in CI a failure to start PostgreSQL is fatal.
 */
export default async function setup({ provide }: Pick<TestProject, 'provide'>) {
  const sqlite = await createSqliteTemplates();
  provide('sqliteTemplateEmpty', sqlite.empty);
  provide('sqliteTemplateSeeded', sqlite.seeded);

  if (!askedDialects().includes('postgres')) {
    provide('pgUrl', '');
    provide('pgTemplateEmpty', '');
    provide('pgTemplateSeeded', '');
    return () => removeSqliteTemplates(sqlite);
  }

  let cluster: PgCluster;
  try {
    cluster = await startPgCluster();
  } catch (error) {
    if (isCi()) {
      removeSqliteTemplates(sqlite);
      throw error;
    }
    console.warn(`PostgreSQL tests skipped: ${error instanceof Error ? error.message : error}`);
    provide('pgUrl', '');
    provide('pgTemplateEmpty', '');
    provide('pgTemplateSeeded', '');
    return () => removeSqliteTemplates(sqlite);
  }

  const { url } = cluster;
  try {
    const templates = await createPgTemplates(url);
    provide('pgUrl', url);
    provide('pgTemplateEmpty', templates.empty);
    provide('pgTemplateSeeded', templates.seeded);
    return async () => {
      removeSqliteTemplates(sqlite);
      if (!cluster.owned) await dropPgTemplates(url, templates);
      await cluster.stop();
    };
  } catch (error) {
    removeSqliteTemplates(sqlite);
    await cluster.stop();
    throw error;
  }
}
