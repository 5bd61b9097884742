/**
 * Sync figures for npm run bench (also runnable alone: npx tsx tests/perf/sync-bench.ts):
 * the server time to apply 1,000 ops (500 cart.add + loan.handOut pairs, as two pushes of the
 * 500-op maximum) next to the same rows written by bare inserts, on SQLite and PostgreSQL; the
 * time to apply 500 returns (loanItem.receive, each closing its loan); and the bytes of a pull
 * with nothing new, through the real app.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createDatabase } from '../../src/server/db/connect';
import type { AppDatabase } from '../../src/server/db/connect';
import { generateCatalogue } from '../../src/server/db/generate-catalogue';
import { migrateToLatest } from '../../src/server/db/migrate';
import { seedDemo } from '../../src/server/db/seed';
import { withPostgres } from './bench-postgres';
import { printTable } from './table';
import { emptyPullBytes, type PullSize } from './sync-bench-pull';
import {
  benchHut,
  timeBare,
  timeBareReturns,
  timeReceive,
  timeSync,
  type BenchHut,
} from './sync-bench-writes';

/** Ops per measured run: 500 loans, each one cart.add and one loan.handOut. */
export const SYNC_BENCH_OPS = 1_000;
const REPEATS = Number(process.env.BENCH_SYNC_REPEATS ?? 3);
/** Returns per measured run: loanItem.receive ops, each closing its loan. */
const RECEIVES = 500;

interface DialectFigures {
  name: string;
  sync: number[];
  receive: number[];
  bareReturns: number[];
  bare: number[];
  bareMultiRow: number[];
  pull: PullSize;
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? Number.NaN) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};
const ms = (n: number) => n.toFixed(1);
const perOp = (total: number) => `${((total * 1000) / SYNC_BENCH_OPS).toFixed(0)} µs`;

async function measure(name: string, database: AppDatabase): Promise<DialectFigures> {
  const started = Date.now();
  await migrateToLatest(database.db, database.dialect);
  await seedDemo(database.db, database.dialect);
  // Enough free units for warm-up plus every measured run of both writers.
  await generateCatalogue(database.db, database.dialect, { products: 2_000 * REPEATS, huts: 1 });
  const hut: BenchHut = await benchHut(database.db);
  console.log(
    `  ${name}: seeded in ${Date.now() - started} ms, ${hut.freeUnits.length} free units`,
  );

  // Warm-up (JIT, statement caches, pool connections), not measured.
  await timeSync(database.db, hut, 50);
  await timeReceive(database.db, hut, 25);
  await timeBareReturns(database.db, hut, 25);
  await timeBare(database.db, hut, 50, 'rows');
  const figures: DialectFigures = {
    name,
    sync: [],
    receive: [],
    bareReturns: [],
    bare: [],
    bareMultiRow: [],
    pull: { body: 0, headers: 0, json: '' },
  };
  for (let i = 0; i < REPEATS; i++) {
    figures.sync.push(await timeSync(database.db, hut, SYNC_BENCH_OPS));
    figures.receive.push(await timeReceive(database.db, hut, RECEIVES));
    figures.bareReturns.push(await timeBareReturns(database.db, hut, RECEIVES));
    figures.bare.push(await timeBare(database.db, hut, SYNC_BENCH_OPS, 'rows'));
    figures.bareMultiRow.push(await timeBare(database.db, hut, SYNC_BENCH_OPS, 'multi'));
  }
  figures.pull = await emptyPullBytes(database);
  return figures;
}

export async function benchSync(dir: string): Promise<void> {
  const all: DialectFigures[] = [];
  const sqlite = await createDatabase({ sqliteFile: join(dir, 'sync-bench.sqlite') });
  try {
    all.push(await measure('SQLite (file, WAL)', sqlite));
  } finally {
    await sqlite.destroy();
  }
  await withPostgres('sync_bench', async (database) => {
    all.push(await measure('PostgreSQL 15 (local cluster)', database));
  });

  console.log(
    `\nApplying ${SYNC_BENCH_OPS.toLocaleString('en-US')} sync ops (cart.add + loan.handOut ` +
      'pairs, 2 pushes of 500) vs the same loans, loan items and unit updates written bare ' +
      `in one transaction; ${RECEIVES} returns (one push) vs the lines, units and loans they ` +
      `end in updated bare in one transaction; median of ${REPEATS}`,
  );
  const rows: string[][] = [];
  for (const f of all) {
    const sync = median(f.sync);
    const bare = median(f.bare);
    const multi = median(f.bareMultiRow);
    rows.push([`${f.name}: pushOps`, ms(sync), perOp(sync), `${(sync / bare).toFixed(1)}×`]);
    rows.push([`${f.name}: bare inserts, row by row`, ms(bare), perOp(bare), '1×']);
    rows.push([
      `${f.name}: bare multi-row inserts`,
      ms(multi),
      perOp(multi),
      `${(multi / bare).toFixed(2)}×`,
    ]);
    const receive = median(f.receive);
    const bareReturns = median(f.bareReturns);
    const perReturn = (total: number) => `${((total * 1000) / RECEIVES).toFixed(0)} µs`;
    rows.push([
      `${f.name}: pushOps, ${RECEIVES} returns`,
      ms(receive),
      perReturn(receive),
      `${(receive / bareReturns).toFixed(1)}× bare updates`,
    ]);
    rows.push([
      `${f.name}: the same rows updated bare, row by row`,
      ms(bareReturns),
      perReturn(bareReturns),
      '1×',
    ]);
  }
  printTable(['writer', 'ms', 'per op', 'vs bare rows'], rows);

  console.log('\nGET /api/sync/pull?since=<latest cursor> with no changes (through the app)');
  printTable(
    ['database', 'body bytes', 'header bytes', 'body'],
    all.map((f) => [f.name, String(f.pull.body), String(f.pull.headers), f.pull.json]),
  );
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'utstyrsbod-sync-bench-'));
  try {
    console.log('== Sync: batch apply and empty pull ==');
    await benchSync(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
