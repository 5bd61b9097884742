import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { collectPageErrors, launchBrowser, newAppContext, type AppContextOptions } from './browser';
import { startE2eServer, type E2eServer, type E2eServerOptions } from './e2e-server';

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors and console errors seen on the page so far. */
  errors: string[];
}

export interface E2eHarness {
  readonly server: E2eServer;
  readonly baseURL: string;
  readonly browser: Browser;
  /** A fresh browser profile and a page in it; closed after the test. */
  open(opts?: AppContextOptions): Promise<OpenedPage>;
}

const resultsDir = join(process.cwd(), 'test-results');

function safeName(name: string): string {
  return name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 120);
}

export interface E2eOptions extends E2eServerOptions {
  /** Chromium flags besides the defaults of browser.ts (a fake camera, say). */
  browserArgs?: readonly string[];
}

/**
 * One real server and one Chromium per test file (cheap to share, slow to start); a fresh
 * browser context per test so cookies, storage and service workers never leak between tests.
 * On failure, a screenshot and the page errors go to test-results/.
 */
export function setupE2e({ browserArgs, ...opts }: E2eOptions = {}): E2eHarness {
  let server: E2eServer | undefined;
  let browser: Browser | undefined;
  let opened: OpenedPage[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2eServer(opts), launchBrowser(browserArgs)]);
  });

  afterEach(async (ctx) => {
    const pages = opened;
    opened = [];
    if (ctx.task.result?.state === 'fail') {
      await mkdir(resultsDir, { recursive: true });
      const base = safeName(`${ctx.task.file?.name ?? ''}-${ctx.task.name}`);
      await Promise.all(
        pages.map(async (p, i) => {
          if (p.page.isClosed()) return;
          await p.page
            .screenshot({ path: join(resultsDir, `${base}-${i}.png`), fullPage: true })
            .catch(() => undefined);
          const info = [`url: ${p.page.url()}`, ...p.errors].join('\n');
          await writeFile(join(resultsDir, `${base}-${i}.txt`), info).catch(() => undefined);
        }),
      );
    }
    await Promise.all(pages.map((p) => p.context.close().catch(() => undefined)));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} not started (beforeAll failed?)`);
    return value;
  };

  return {
    get server() {
      return need(server, 'server');
    },
    get baseURL() {
      return need(server, 'server').baseURL;
    },
    get browser() {
      return need(browser, 'browser');
    },
    async open(contextOpts) {
      const context = await newAppContext(
        need(browser, 'browser'),
        need(server, 'server').baseURL,
        contextOpts,
      );
      const page = await context.newPage();
      const entry: OpenedPage = { context, page, errors: collectPageErrors(page) };
      opened.push(entry);
      return entry;
    },
  };
}
