import { createDatabase, type AppDatabase } from '../../src/server/db/connect';
import { startPgCluster } from '../support/pg-cluster';
import { adminQuery, ident, withDatabase } from '../support/pg-templates';

/**
 * A throwaway PostgreSQL 15 cluster and database for one bench section; dropped afterwards.
 * Without PostgreSQL on the machine the section says so and goes on (false).
 */
export async function withPostgres(
  label: string,
  run: (database: AppDatabase) => Promise<void>,
): Promise<boolean> {
  let cluster;
  try {
    cluster = await startPgCluster();
  } catch (error) {
    console.log(`  PostgreSQL skipped: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
  const name = `${label}_${process.pid}`;
  try {
    await adminQuery(cluster.url, `create database ${ident(name)}`);
    const database = await createDatabase({ databaseUrl: withDatabase(cluster.url, name) });
    try {
      await run(database);
    } finally {
      await database.destroy();
      await adminQuery(cluster.url, `drop database if exists ${ident(name)} with (force)`);
    }
  } finally {
    await cluster.stop();
  }
  return true;
}
