import type { BrowserContext, Locator, Page, Route } from 'playwright-core';

/** The admin area's sync bar (the region "Synkronisering"). */
export class SyncBar {
  readonly region: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: 'Synkronisering' });
  }

  /** The bar's visible text, read at once (no waiting: it is read while it changes). */
  text(): Promise<string> {
    return this.region.evaluate((el) => (el as HTMLElement).innerText);
  }
}

/** How a cut-off request fails in Chromium (Playwright's abort codes). */
export type ApiFailure = 'connectionrefused' | 'timedout' | 'aborted';

/**
 * Which requests fail: `api` every /api/ call (push, pull and the rest), `all` also the XSRF
 * token's /csrf-cookie, as when the server process is gone.
 */
export type ApiCut = 'api' | 'all';

/**
 * Makes the API calls of the browser context fail, the page's and the service worker's alike,
 * while the device stays online (a stopped server, a broken proxy). Returns a function that lets
 * the server answer again.
 */
export async function cutApi(
  context: BrowserContext,
  failure: ApiFailure,
  cut: ApiCut,
): Promise<() => Promise<void>> {
  const matches = (url: URL) =>
    url.pathname.startsWith('/api/') || (cut === 'all' && url.pathname === '/csrf-cookie');
  const handler = (route: Route) => route.abort(failure);
  await context.route(matches, handler);
  return () => context.unroute(matches, handler);
}
