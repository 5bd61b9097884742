/**
 * npm run bench: throughput of /api/public/items on a large generated catalogue next to a bare
 * node:http server answering a same-sized fixed JSON, and the gzipped JavaScript a first visit
 * to /hjem loads, the sync figures of sync-bench.ts and the counter's command commit latency
 * in Chromium (command-bench.ts), how soon the outbox drains after reconnecting
 * (reconnect-bench.ts), and Lighthouse on /hjem and /alleprodukter (lighthouse-bench.ts).
 * Prints figures. Over the first-visit JavaScript or Lighthouse budget, it says OVER BUDGET and
 * exits non-zero once everything has run (still a benchmark, not a test of npm test); other
 * figures only print their verdict.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '../../src/server/db/connect';
import { generateCatalogue } from '../../src/server/db/generate-catalogue';
import { migrateToLatest } from '../../src/server/db/migrate';
import { publicDataResponseSchema, publicItemsResponseSchema } from '../../src/shared/contracts';
import { descendantIds } from '../../src/shared/domain/category-tree';
import { assertBuilt, distDir } from '../support/e2e-dist';
import { measureFirstVisitJs, type JsFile } from './js-size';
import { measure, type LoadFigures, type LoadSettings } from './load';
import { startAppProcess, startBareProcess } from './processes';
import { printTable } from './table';
import { demoSqliteFile } from './bench-support';
import { benchSync } from './sync-bench';
import { benchCommands, printCommandFigures } from './command-bench';
import { benchStatistics } from './statistics-bench';
import { benchReconnect, printReconnectFigures } from './reconnect-bench';
import { benchLighthouse, printLighthouseFigures } from './lighthouse-bench';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const HUTS = Number(process.env.BENCH_HUTS ?? 5);
const settings: LoadSettings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  duration: Number(process.env.BENCH_DURATION ?? 10),
  warmup: Number(process.env.BENCH_WARMUP ?? 2),
};
/** The first-visit JavaScript budget, gzipped (KB = 1000 bytes, the stricter reading). */
const JS_BUDGET_BYTES = 150_000;

interface Variant {
  name: string;
  path: string;
}

const fmt = (n: number, digits = 0) =>
  Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: digits }) : '-';
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
/** app/bare as a fraction and as "1/N", since the fraction is small. */
const ratio = (app: number, bare: number) =>
  app > 0 && bare > 0 ? `${(app / bare).toFixed(3)} (1/${Math.round(bare / app)})` : '-';

async function getJson(url: string): Promise<{ body: string; json: unknown }> {
  const res = await fetch(url);
  const body = await res.text();
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${body.slice(0, 300)}`);
  return { body, json: JSON.parse(body) as unknown };
}

async function variantsFor(baseURL: string): Promise<{ variants: Variant[]; page1Body: string }> {
  const data = publicDataResponseSchema.parse((await getJson(`${baseURL}/api/public/data`)).json);
  const first = await getJson(`${baseURL}/api/public/items?page=1`);
  const meta = publicItemsResponseSchema.parse(first.json).items.meta;
  const season = data.categories.find((c) => c.parent_id === null);
  const hut = data.companies[0];
  const variants: Variant[] = [
    { name: 'page 1', path: '/api/public/items?page=1' },
    { name: `deep page (${meta.last_page})`, path: `/api/public/items?page=${meta.last_page}` },
  ];
  if (season) {
    const ids = descendantIds(data.categories, season.id).join(',');
    variants.push({
      name: `category ${season.name}`,
      path: `/api/public/items?categoryIds=${ids}`,
    });
  }
  if (hut) variants.push({ name: `hut ${hut.id}`, path: `/api/public/items?companyId=${hut.id}` });
  console.log(
    `catalogue: ${meta.total} products, ${meta.last_page} pages, ${data.companies.length} huts`,
  );
  return { variants, page1Body: first.body };
}

async function benchApi(dir: string): Promise<void> {
  const sqliteFile = join(dir, 'bench.sqlite');
  const started = Date.now();
  const database = await createDatabase({ sqliteFile });
  await migrateToLatest(database.db, database.dialect);
  await generateCatalogue(database.db, database.dialect, { products: PRODUCTS, huts: HUTS });
  await database.destroy();
  console.log(`generated ${PRODUCTS} products × ${HUTS} huts in ${Date.now() - started} ms`);

  const app = await startAppProcess(sqliteFile, distDir);
  const rows: { name: string; figures: LoadFigures }[] = [];
  try {
    const { variants, page1Body } = await variantsFor(app.baseURL);
    const bodyFile = join(dir, 'page1.json');
    await writeFile(bodyFile, page1Body);
    for (const v of variants) {
      await getJson(app.baseURL + v.path);
      process.stdout.write(`  load: app ${v.name} … `);
      const figures = await measure(app.baseURL + v.path, settings);
      console.log(`${fmt(figures.requestsPerSecond)} req/s`);
      rows.push({ name: `app  ${v.name}`, figures });
    }
    const bare = await startBareProcess(bodyFile);
    try {
      process.stdout.write('  load: bare node:http … ');
      const figures = await measure(`${bare.baseURL}/api/public/items?page=1`, settings);
      console.log(`${fmt(figures.requestsPerSecond)} req/s`);
      rows.push({ name: 'bare node:http (fixed JSON)', figures });
    } finally {
      await bare.stop();
    }
  } finally {
    await app.stop();
  }

  const bareRow = rows.find((r) => r.name.startsWith('bare'));
  const bareRps = bareRow?.figures.requestsPerSecond ?? Number.NaN;
  console.log(
    `\n/api/public/items, ${PRODUCTS} products × ${HUTS} huts, ${settings.connections} connections × ` +
      `${settings.duration} s after ${settings.warmup} s warm-up, loopback`,
  );
  printTable(
    [
      'target',
      'req/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'bytes/resp',
      'non-2xx',
      'errors',
      'app/bare',
    ],
    rows.map(({ name, figures: f }) => [
      name,
      fmt(f.requestsPerSecond),
      fmt(f.p50, 1),
      fmt(f.p95, 1),
      fmt(f.p99, 1),
      fmt(f.bytesPerResponse),
      fmt(f.non2xx),
      fmt(f.errors),
      name.startsWith('bare') ? '1' : ratio(f.requestsPerSecond, bareRps),
    ]),
  );
}

function jsRows(files: readonly JsFile[]): string[][] {
  return files.map((f) => [f.path, fmt(f.bytes), fmt(f.gzipped)]);
}

async function benchJs(dir: string): Promise<void> {
  // The demo data, as a newcomer sees it: the JavaScript does not depend on the catalogue size.
  const sqliteFile = await demoSqliteFile(dir, 'js');
  const app = await startAppProcess(sqliteFile, distDir);
  try {
    const { page, worker } = await measureFirstVisitJs(app.baseURL);
    const total = page.reduce((s, f) => s + f.gzipped, 0);
    const workerTotal = worker.reduce((s, f) => s + f.gzipped, 0);
    console.log('\nJavaScript loaded by a first visit to /hjem (gzip, node:zlib default level)');
    printTable(
      ['file', 'bytes', 'gzipped'],
      [
        ...jsRows(page),
        ['TOTAL page JS', fmt(page.reduce((s, f) => s + f.bytes, 0)), fmt(total)],
        ...jsRows(worker).map(([p, b, g]) => [`(worker) ${p ?? ''}`, b ?? '', g ?? '']),
      ],
    );
    const verdict = total <= JS_BUDGET_BYTES ? 'within budget' : 'OVER BUDGET';
    console.log(
      `page JS ${kb(total)} gzipped of the ${kb(JS_BUDGET_BYTES)} budget: ${verdict}` +
        `; service worker ${kb(workerTotal)} gzipped (separate)`,
    );
    if (total > JS_BUDGET_BYTES) {
      console.log('!!! OVER BUDGET: first-visit JavaScript exceeds 150 KB');
      process.exitCode = 1;
    }
  } finally {
    await app.stop();
  }
}

async function main(): Promise<void> {
  assertBuilt(distDir);
  const dir = await mkdtemp(join(tmpdir(), 'utstyrsbod-bench-'));
  const sections: [string, string, () => Promise<void>][] = [
    ['api', 'API throughput', () => benchApi(dir)],
    ['js', 'First-visit JavaScript', () => benchJs(dir)],
    ['sync', 'Sync: batch apply and empty pull', () => benchSync(dir)],
    [
      'commands',
      'Counter: local command commit latency',
      async () => printCommandFigures(await benchCommands()),
    ],
    [
      'reconnect',
      'Counter: outbox drained after reconnecting',
      async () => printReconnectFigures(await benchReconnect()),
    ],
    ['statistics', 'Statistics on a national network', () => benchStatistics(dir)],
    [
      'lighthouse',
      'Lighthouse on the first public pages (mobile)',
      async () => printLighthouseFigures(await benchLighthouse()),
    ],
  ];
  // BENCH_ONLY=js,sync runs only those sections (all by default).
  const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
  try {
    for (const [key, title, bench] of sections) {
      if (only && !only.includes(key)) continue;
      console.log(`\n== ${title} ==`);
      await bench();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
