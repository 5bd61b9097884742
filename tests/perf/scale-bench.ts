/**
 * npm run bench:scale: a national network (generate-network.ts: 250 huts in every county, 60,000
 * products, 200,000 units, 150,000 borrowers, 2 million loans over three years) loaded into SQLite
 * and PostgreSQL, then, on PostgreSQL behind two API processes (src/server/main.ts, as production
 * runs it): a hut's full and empty pull, push and pull latency with 500 tablets each syncing every
 * 30 s spread over both processes, the public catalogue a borrower's phone downloads first,
 * /api/public/items, the statistics, and each process's memory. Prints figures, never fails on
 * them. BENCH_SCALE_LOANS (per hut), BENCH_SCALE_TABLETS, BENCH_SCALE_SECONDS and
 * BENCH_SCALE_SQLITE=0 make a quicker run.
 */
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createDatabase, type AppDatabase } from '../../src/server/db/connect';
import { todayIso } from '../../src/server/db/clock';
import {
  generateNetwork,
  NATIONAL_NETWORK,
  type GeneratedNetwork,
  type NetworkSize,
} from '../../src/server/db/generate-network';
import { migrateToLatest } from '../../src/server/db/migrate';
import { refreshStatisticsRollups } from '../../src/server/services/statistics';
import { startPgCluster } from '../support/pg-cluster';
import { adminQuery, withDatabase } from '../support/pg-templates';
import { startServer } from './processes';
import { measureReads, type Figure } from './scale-reads';
import { makeTablets, runTablets } from './scale-tablets';
import { percentile } from './scale-http';
import { printTable } from './table';

const SIZE: NetworkSize = {
  ...NATIONAL_NETWORK,
  loansPerHut: Number(process.env.BENCH_SCALE_LOANS ?? NATIONAL_NETWORK.loansPerHut),
};
const TABLETS = Number(process.env.BENCH_SCALE_TABLETS ?? 500);
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 90);
const SYNC_EVERY_MS = 30_000;
const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });

async function load(name: string, database: AppDatabase): Promise<GeneratedNetwork> {
  const started = Date.now();
  await migrateToLatest(database.db, database.dialect);
  const made = await generateNetwork(database.db, SIZE, todayIso());
  if (database.dialect === 'postgres') await sql`analyze`.execute(database.db);
  const [users, products, units] = await Promise.all(
    (['users', 'products', 'units'] as const).map(async (table) => {
      const row = await database.db
        .selectFrom(table)
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    }),
  );
  console.log(
    `  ${name}: ${made.huts.length} huts, ${fmt(products ?? 0)} products, ${fmt(units ?? 0)} units, ` +
      `${fmt(users ?? 0)} users, ${fmt(made.loans)} loans, ${fmt(made.items)} loan lines ` +
      `loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return made;
}

async function loadSqlite(dir: string): Promise<void> {
  const file = join(dir, 'scale.sqlite');
  const database = await createDatabase({ sqliteFile: file });
  try {
    // A loader's setting, not the server's: nothing is lost but the file if the machine fails
    // during the load, and it halves the time of the many commits.
    await sql`pragma synchronous = OFF`.execute(database.db);
    await load('SQLite', database);
  } finally {
    await database.destroy();
  }
  console.log(`  SQLite file: ${((await stat(file)).size / 1e9).toFixed(2)} GB`);
  await rm(file, { force: true });
}

/** VmRSS and VmHWM (peak) of a process, in MB. */
async function memoryOf(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

async function onPostgres(dir: string): Promise<Figure[]> {
  const cluster = await startPgCluster();
  const figures: Figure[] = [];
  try {
    await adminQuery(cluster.url, 'create database scale_bench');
    const url = withDatabase(cluster.url, 'scale_bench');
    const database = await createDatabase({ databaseUrl: url });
    try {
      const network = await load('PostgreSQL 15', database);
      const building = Date.now();
      await refreshStatisticsRollups(database.db, database.dialect, todayIso());
      await sql`analyze`.execute(database.db);
      console.log(
        `  statistics' monthly rows built in ${((Date.now() - building) / 1000).toFixed(0)} s`,
      );

      const servers = await Promise.all([
        startServer({ databaseUrl: url, staticDir: dir }),
        startServer({ databaseUrl: url, staticDir: dir }),
      ]);
      try {
        const urls = servers.map((s) => s.baseURL);
        const tablets = await makeTablets(database.db, network.huts, urls, TABLETS);
        figures.push(...(await measureReads(database.db, network, tablets)));
        console.log(
          `  ${TABLETS} tablets syncing every ${SYNC_EVERY_MS / 1000} s for ${SECONDS} s ` +
            `over ${servers.length} API processes…`,
        );
        const run = await runTablets(tablets, SECONDS * 1000, SYNC_EVERY_MS);
        const errors = run.errors.length;
        if (errors > 0) console.log(`  ${errors} errors, first: ${run.errors[0] ?? ''}`);
        figures.push(
          {
            what: `push (2 ops) of ${TABLETS} tablets / ${SYNC_EVERY_MS / 1000} s, ${run.push.length} pushes, ${errors} errors`,
            p50: percentile(run.push, 50),
            p95: percentile(run.push, 95),
          },
          {
            what: `pull after it (its hut's changes)`,
            p50: percentile(run.pull, 50),
            p95: percentile(run.pull, 95),
          },
        );
        for (const [i, server] of servers.entries()) {
          const memory = await memoryOf(server.pid);
          figures.push({
            what: `API process ${i + 1} memory after the run`,
            note: `RSS ${memory.rss.toFixed(0)} MB, peak ${memory.peak.toFixed(0)} MB`,
          });
        }
      } finally {
        await Promise.all(servers.map((s) => s.stop()));
      }
    } finally {
      await database.destroy();
    }
  } finally {
    await cluster.stop();
  }
  return figures;
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'utstyrsbod-scale-bench-'));
  try {
    console.log('== A national network ==');
    if (process.env.BENCH_SCALE_SQLITE !== '0') await loadSqlite(dir);
    const figures = await onPostgres(dir);
    console.log('\nOn PostgreSQL 15 behind two API processes');
    printTable(
      ['what', 'p50 ms', 'p95 ms', 'figures'],
      figures.map((f) => [
        f.what,
        f.p50 === undefined ? '' : f.p50.toFixed(0),
        f.p95 === undefined ? '' : f.p95.toFixed(0),
        f.note ?? '',
      ]),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
