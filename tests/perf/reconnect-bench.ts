/**
 * How soon a counter tablet's outbox drains once it can reach the server again, for npm run
 * bench (also runnable alone: npx tsx tests/perf/reconnect-bench.ts). The real server runs as its
 * own process on a SQLite file; a staff member in Chromium puts units into a cart while
 * - the browser is offline, until the `online` event (Playwright's offline switch), and
 * - the browser is online but the server process is stopped for BENCH_OUTAGE_S seconds
 *   (default 60), until the restarted process on the same port first answers.
 * The figure is the time from that moment until no entry waits in the tablet's IndexedDB.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { distDir } from '../support/e2e-dist';
import { freePort } from '../support/e2e-ports';
import { waitingEntries } from '../e2e/pages/device-state';
import { openCounter, toggleUnit } from './command-bench';
import { startAppProcess } from './processes';
import { printTable } from './table';
import { demoSqliteFile, runWhenMain } from './bench-support';

const OUTAGE_MS = Number(process.env.BENCH_OUTAGE_S ?? 60) * 1000;
const REPEATS = Number(process.env.BENCH_RECONNECT_REPEATS ?? 3);
/** The budget of issue 12: the outbox is empty within 2 s of the way to the server reopening. */
const BUDGET_MS = 2_000;
const GIVE_UP_MS = 5 * 60_000;

interface ReconnectFigure {
  name: string;
  drains: number[];
}

/** Milliseconds from `since` until the tablet holds no pending or sent entry. */
async function drainedAfter(page: Page, since: number): Promise<number> {
  while (Date.now() - since < GIVE_UP_MS) {
    if ((await waitingEntries(page)) === 0) return Date.now() - since;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the outbox did not drain within five minutes');
}

async function assertWaiting(page: Page): Promise<void> {
  if ((await waitingEntries(page)) === 0) throw new Error('bench: nothing waits in the outbox');
}

export async function benchReconnect(): Promise<ReconnectFigure[]> {
  const dir = await mkdtemp(join(tmpdir(), 'utstyrsbod-reconnect-'));
  const sqliteFile = await demoSqliteFile(dir, 'reconnect');
  const port = await freePort();
  let app = await startAppProcess(sqliteFile, distDir, port);
  const browser = await launchBrowser();
  const online: ReconnectFigure = { name: 'network back (`online` event)', drains: [] };
  const server: ReconnectFigure = {
    name: `server back after ${OUTAGE_MS / 1000} s away`,
    drains: [],
  };
  try {
    const { context, page, stock } = await openCounter(browser, app.baseURL);
    await toggleUnit(stock, page, 2);
    await drainedAfter(page, Date.now());
    for (let i = 0; i < REPEATS; i++) {
      await context.setOffline(true);
      await toggleUnit(stock, page, 3);
      await new Promise((r) => setTimeout(r, 3_000));
      await assertWaiting(page);
      const back = Date.now();
      await context.setOffline(false);
      online.drains.push(await drainedAfter(page, back));
    }
    for (let i = 0; i < REPEATS; i++) {
      await app.stop();
      await toggleUnit(stock, page, 3);
      await new Promise((r) => setTimeout(r, OUTAGE_MS));
      await assertWaiting(page);
      app = await startAppProcess(sqliteFile, distDir, port);
      server.drains.push(await drainedAfter(page, Date.now()));
    }
    return [online, server];
  } finally {
    await browser.close();
    await app.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

export function printReconnectFigures(figures: readonly ReconnectFigure[]): void {
  console.log(
    '\nOutbox drained after reconnecting (3 cart commands made while cut off; ms from the way ' +
      'reopening to no entry waiting in IndexedDB)',
  );
  printTable(
    ['reconnect', 'runs', 'each ms', 'max ms', 'verdict'],
    figures.map((f) => {
      const max = Math.max(...f.drains);
      return [
        f.name,
        String(f.drains.length),
        f.drains.join(', '),
        String(max),
        max <= BUDGET_MS ? 'within 2 s' : 'OVER BUDGET',
      ];
    }),
  );
}

runWhenMain(import.meta.url, benchReconnect, printReconnectFigures);
