/**
 * npm run bench:network-statistics: the network's statistics for the last 12 months (and one
 * county's) on the national network of npm run bench:scale (generate-network.ts: 250 huts, 60,000
 * products, 2 million loans), on PostgreSQL behind the real server process, p50 / p95 over
 * BENCH_NETWORK_RUNS requests one at a time. Loading the network takes several minutes, so with
 * TEST_DATABASE_URL pointing at a cluster of your own and BENCH_NETWORK_KEEP=1 the database
 * (network_statistics_bench) is kept and reused by the next run: migrations still run, so a new
 * index or rollup shape is measured, and the monthly rows are refreshed as the job would.
 * BENCH_SCALE_LOANS (per hut) makes a smaller network of the same shape. Prints figures, never
 * fails on them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import { presetPeriod } from '../../src/features/statistics/period';
import { createDatabase } from '../../src/server/db/connect';
import { nowIso, todayIso } from '../../src/server/db/clock';
import { generatedUser } from '../../src/server/db/generate-loans';
import { generateNetwork, NATIONAL_NETWORK } from '../../src/server/db/generate-network';
import { migrateToLatest } from '../../src/server/db/migrate';
import type { Database } from '../../src/server/db/schema';
import { SESSION_COOKIE } from '../../src/server/plugins/session';
import { createSession } from '../../src/server/services/sessions';
import { refreshStatisticsRollups } from '../../src/server/services/statistics';
import { startPgCluster } from '../support/pg-cluster';
import { adminQuery, withDatabase } from '../support/pg-templates';
import { startServer } from './processes';
import { percentile, sendOk } from './scale-http';
import { printTable } from './table';

const NAME = 'network_statistics_bench';
const KEEP = process.env.BENCH_NETWORK_KEEP === '1';
const RUNS = Number(process.env.BENCH_NETWORK_RUNS ?? 30);
const SIZE = {
  ...NATIONAL_NETWORK,
  loansPerHut: Number(process.env.BENCH_SCALE_LOANS ?? NATIONAL_NETWORK.loansPerHut),
};
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

async function exists(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [NAME]);
    return rowCount === 1;
  } finally {
    await client.end();
  }
}

/** A network admin's session (the admin made once, kept with a kept database). */
async function adminHeaders(db: Kysely<Database>): Promise<Record<string, string>> {
  const email = 'nettverk@statistikk.utstyrsbod.no';
  const found = await db
    .selectFrom('users')
    .where('email', '=', email)
    .select('id')
    .executeTakeFirst();
  const admin =
    found ??
    (await db
      .insertInto('users')
      .values(generatedUser({ name: 'Nettverksadmin', email, isNetworkAdmin: true }, nowIso()))
      .returning('id')
      .executeTakeFirstOrThrow());
  const { token } = await createSession(db, {
    userId: admin.id,
    companyId: null,
    remember: true,
    idleMinutes: 60,
  });
  return { cookie: `${SESSION_COOKIE}=${token}` };
}

async function main(): Promise<void> {
  const cluster = await startPgCluster();
  const dir = await mkdtemp(join(tmpdir(), 'network-statistics-bench-'));
  const url = withDatabase(cluster.url, NAME);
  const reuse = KEEP && (await exists(cluster.url));
  if (!reuse) {
    await adminQuery(cluster.url, `drop database if exists ${NAME} with (force)`);
    await adminQuery(cluster.url, `create database ${NAME}`);
  }
  const database = await createDatabase({ databaseUrl: url });
  try {
    const started = Date.now();
    await migrateToLatest(database.db, database.dialect);
    if (reuse) {
      console.log(`  reusing ${NAME} (migrated in ${seconds(started)})`);
    } else {
      const made = await generateNetwork(database.db, SIZE, todayIso());
      console.log(`  ${made.huts.length} huts, ${made.loans} loans loaded in ${seconds(started)}`);
    }
    const building = Date.now();
    await refreshStatisticsRollups(database.db, database.dialect, todayIso());
    await sql`analyze`.execute(database.db);
    console.log(`  monthly rows refreshed and analysed in ${seconds(building)}`);

    const server = await startServer({ databaseUrl: url, staticDir: dir });
    try {
      const headers = await adminHeaders(database.db);
      const months = presetPeriod('year', todayIso(), true);
      const base = `${server.baseURL}/api/network/statistics?from=${months.from}&to=${months.to}`;
      const county = await database.db
        .selectFrom('companies')
        .select(['county', sql<number>`count(*)`.as('n')])
        .groupBy('county')
        .orderBy('n', 'desc')
        .executeTakeFirstOrThrow();
      const rows: string[][] = [];
      for (const [what, path] of [
        ['the network’s statistics, last 12 months', base],
        [`one county’s (${county.county})`, `${base}&county=${encodeURIComponent(county.county)}`],
      ] as const) {
        await sendOk(path, { headers }); // warm-up: pool connections, plans
        const times: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          const t = performance.now();
          await sendOk(path, { headers });
          times.push(performance.now() - t);
        }
        rows.push([
          what,
          `${percentile(times, 50).toFixed(0)} ms`,
          `${percentile(times, 95).toFixed(0)} ms`,
          '≤ 300 ms',
        ]);
      }
      printTable(['request', 'p50', 'p95', 'budget'], rows);
    } finally {
      await server.stop();
    }
  } finally {
    await database.destroy();
    if (!KEEP) await adminQuery(cluster.url, `drop database if exists ${NAME} with (force)`);
    await cluster.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
