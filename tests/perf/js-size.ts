import { gzipSync } from 'node:zlib';
import type { Response } from 'playwright-core';
import { launchBrowser, newAppContext } from '../support/browser';

export interface JsFile {
  path: string;
  bytes: number;
  gzipped: number;
}

export interface JsSizeFigures {
  /** Every script the page itself loaded during the first visit (entry, imports, lazy chunks). */
  page: JsFile[];
  /** The service worker script(s), counted apart: they do not block the first render. */
  worker: JsFile[];
}

const gz = (body: Buffer) => gzipSync(body).length;

function isJs(response: Response): boolean {
  const type = response.headers()['content-type'] ?? '';
  return (
    /javascript|ecmascript/.test(type) ||
    (response.request().resourceType() === 'script' && response.url().endsWith('.js'))
  );
}

/** The worker script itself; workbox-window is page code (it registers the worker). */
function isWorkerScript(path: string): boolean {
  return /^\/(sw|service-worker)\.js$/.test(path);
}

/**
 * Opens /hjem in a fresh Chromium profile against the running server and gzips (node:zlib,
 * default level) the bodies of every JavaScript response the first visit loads, lazy chunks
 * included. Requests made by the service worker itself (its precache) are not part of the page.
 */
export async function measureFirstVisitJs(baseURL: string): Promise<JsSizeFigures> {
  const browser = await launchBrowser();
  try {
    const context = await newAppContext(browser, baseURL);
    const page = await context.newPage();
    const pending: Promise<void>[] = [];
    const seen = new Map<string, JsFile>();
    const workerSeen = new Map<string, JsFile>();
    page.on('response', (response) => {
      if (!isJs(response) || response.request().serviceWorker()) return;
      const path = new URL(response.url()).pathname;
      pending.push(
        response
          .body()
          .then((body) => {
            const target = isWorkerScript(path) ? workerSeen : seen;
            target.set(path, { path, bytes: body.length, gzipped: gz(body) });
          })
          .catch(() => undefined),
      );
    });
    await page.goto('/hjem', { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    // The worker registers after load; wait for it so nothing it triggers on the page is missed.
    await page
      .evaluate(async () => {
        if (!('serviceWorker' in navigator)) return;
        await Promise.race([
          navigator.serviceWorker.ready,
          new Promise((r) => setTimeout(r, 10_000)),
        ]);
      })
      .catch(() => undefined);
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);

    // The worker script itself is fetched by the browser, outside the page: fetch it directly.
    const swPath = await page
      .evaluate(async () => {
        const reg = await navigator.serviceWorker?.getRegistration();
        const url = reg?.active?.scriptURL ?? reg?.installing?.scriptURL ?? reg?.waiting?.scriptURL;
        return url ? new URL(url).pathname : null;
      })
      .catch(() => null);
    if (swPath && !workerSeen.has(swPath)) {
      const res = await fetch(new URL(swPath, baseURL));
      if (res.ok) {
        const body = Buffer.from(await res.arrayBuffer());
        workerSeen.set(swPath, { path: swPath, bytes: body.length, gzipped: gz(body) });
      }
    }
    await context.close();
    const byPath = (a: JsFile, b: JsFile) => a.path.localeCompare(b.path);
    return { page: [...seen.values()].sort(byPath), worker: [...workerSeen.values()].sort(byPath) };
  } finally {
    await browser.close();
  }
}
