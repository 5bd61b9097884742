/**
 * Statistics figures for npm run bench (also alone: npx tsx tests/perf/statistics-bench.ts): a
 * national network (250 huts, three years of loans: about 2 million, BENCH_STATS_LOANS per hut
 * to change it) on SQLite and PostgreSQL, and the time of each statistics request as the routes
 * make it: a hut's last 12 months and its season, the network's last 12 months, one county's and
 * one municipality's (from the monthly rows, after building them once), and a refresh of those
 * rows after one loan changed.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { presetPeriod } from '../../src/features/statistics/period';
import { createDatabase, type AppDatabase } from '../../src/server/db/connect';
import { todayIso } from '../../src/server/db/clock';
import { generateCatalogue } from '../../src/server/db/generate-catalogue';
import { generateLoanHistory } from '../../src/server/db/generate-loans';
import { migrateToLatest } from '../../src/server/db/migrate';
import { seededRandom } from '../../src/server/db/seed-random';
import { recordChanges } from '../../src/server/db/change-log';
import {
  hutStatistics,
  networkStatistics,
  refreshStatisticsRollups,
} from '../../src/server/services/statistics';
import { withPostgres } from './bench-postgres';
import { printTable } from './table';

const HUTS = 250;
const LOANS_PER_HUT = Number(process.env.BENCH_STATS_LOANS ?? 8_000);
/** Runs per request (BENCH_STATS_RUNS to change it). */
const RUNS = Number(process.env.BENCH_STATS_RUNS ?? 20);
/** The target for every statistics request. */
export const STATISTICS_BUDGET_MS = 300;

interface Timing {
  request: string;
  p50: number;
  p95: number;
}

const percentile = (xs: readonly number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? Number.NaN;
};

async function time(
  request: string,
  run: (i: number) => Promise<unknown>,
  runs = RUNS,
): Promise<Timing> {
  await run(0); // warm-up: statement caches, pool connections
  const times: number[] = [];
  for (let i = 1; i <= runs; i++) {
    const started = performance.now();
    await run(i);
    times.push(performance.now() - started);
  }
  return { request, p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function measure(name: string, database: AppDatabase): Promise<Timing[]> {
  const { db, dialect } = database;
  const started = Date.now();
  await migrateToLatest(db, dialect);
  await generateCatalogue(db, dialect, { products: 400, huts: HUTS });
  const huts = await db
    .selectFrom('companies')
    .select(['id', 'county', 'municipality'])
    .orderBy('id')
    .execute();
  const today = todayIso();
  const made = await generateLoanHistory(
    db,
    seededRandom(2026),
    huts.map((h) => h.id),
    { borrowersPerHut: 600, loansPerHut: LOANS_PER_HUT, years: 3, needsPerHut: 150 },
    today,
  );
  // Fresh tables: PostgreSQL plans by its statistics, as autovacuum would have them by now.
  if (dialect === 'postgres') await sql`analyze`.execute(db);
  console.log(
    `  ${name}: ${huts.length} huts, ${made.loans.toLocaleString('en-US')} loans, ` +
      `${made.items.toLocaleString('en-US')} loan lines in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  // The network's monthly rows, built from nothing as after an upgrade (main.ts does it at start).
  const building = Date.now();
  await refreshStatisticsRollups(db, dialect, today);
  if (dialect === 'postgres') await sql`analyze`.execute(db);
  console.log(
    `  ${name}: the network's monthly rows built in ${((Date.now() - building) / 1000).toFixed(0)} s`,
  );

  const year = presetPeriod('year', today);
  const season = presetPeriod('season', today);
  const networkYear = presetPeriod('year', today, true);
  const hutAt = (i: number) =>
    huts[(i * 37) % huts.length] ?? { id: 1, county: '', municipality: '' };
  const county = huts[0]?.county ?? '';
  // A refresh after one loan changed (a return at the counter), as each minute's refresh finds.
  const loans = await db
    .selectFrom('loans')
    .select(['id', 'company_id'])
    .orderBy('id', 'desc')
    .limit(RUNS + 1)
    .execute();
  return [
    await time(`${name}: a hut, last 12 months`, (i) =>
      hutStatistics(db, dialect, hutAt(i).id, year),
    ),
    await time(`${name}: a hut, this season`, (i) =>
      hutStatistics(db, dialect, hutAt(i).id, season),
    ),
    await time(`${name}: the network, last 12 months`, () =>
      networkStatistics(db, dialect, networkYear),
    ),
    await time(`${name}: one county, last 12 months`, () =>
      networkStatistics(db, dialect, { ...networkYear, county }),
    ),
    await time(`${name}: one municipality, last 12 months`, (i) =>
      networkStatistics(db, dialect, {
        ...networkYear,
        county: hutAt(i).county,
        municipality: hutAt(i).municipality,
      }),
    ),
    // Not a request: each process runs it once a minute beside them (the budget column says so).
    await time(`${name}: background refresh after a loan changed`, async (i) => {
      const loan = loans[i];
      if (loan)
        await recordChanges(db, [
          { company_id: loan.company_id, entity: 'loan', entity_id: loan.id, op: 'upsert' },
        ]);
      await refreshStatisticsRollups(db, dialect, today);
    }),
  ];
}

export async function benchStatistics(dir: string): Promise<void> {
  const all: Timing[] = [];
  const sqlite = await createDatabase({ sqliteFile: join(dir, 'statistics-bench.sqlite') });
  try {
    all.push(...(await measure('SQLite', sqlite)));
  } finally {
    await sqlite.destroy();
  }
  await withPostgres('statistics_bench', async (database) => {
    all.push(...(await measure('PostgreSQL 15', database)));
  });
  console.log(
    `\nStatistics requests (service as the routes call it; the network's read the last refresh): ` +
      `${RUNS} runs each`,
  );
  printTable(
    ['request', 'p50 ms', 'p95 ms', `≤ ${STATISTICS_BUDGET_MS} ms`],
    all.map((t) => [
      t.request,
      t.p50.toFixed(0),
      t.p95.toFixed(0),
      t.request.includes('background')
        ? 'not a request'
        : t.p95 <= STATISTICS_BUDGET_MS
          ? 'yes'
          : 'OVER',
    ]),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = await mkdtemp(join(tmpdir(), 'utstyrsbod-statistics-bench-'));
  try {
    console.log('== Statistics on a national network ==');
    await benchStatistics(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
