import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';

/** Debian's Chromium; playwright-core never downloads a browser of its own. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Root needs --no-sandbox; the network flags stop Chromium's own background connections, which
 * a closed network refuses and which would only add noise and delay.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/** `extraArgs` come after the defaults (e.g. a fake camera: tests/support/fake-camera.ts). */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [...chromiumArgs, ...extraArgs],
  });
}

export interface AppContextOptions {
  colorScheme?: 'light' | 'dark';
  /** axe is injected as an inline script; the app's CSP would block it. */
  bypassCSP?: boolean;
  viewport?: { width: number; height: number };
  /** Default 'reduce': no transitions half-way through a colour change when axe measures. */
  reducedMotion?: 'reduce' | 'no-preference';
}

/**
 * A fresh, isolated profile per test (cookies, storage, IndexedDB and service workers all new).
 * Service workers stay allowed: the offline tests rely on them.
 */
export async function newAppContext(
  browser: Browser,
  baseURL: string,
  opts: AppContextOptions = {},
): Promise<BrowserContext> {
  const options: BrowserContextOptions = {
    baseURL,
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
    colorScheme: opts.colorScheme ?? 'light',
    reducedMotion: opts.reducedMotion ?? 'reduce',
    viewport: opts.viewport ?? { width: 1280, height: 900 },
    serviceWorkers: 'allow',
    bypassCSP: opts.bypassCSP ?? false,
  };
  const context = await browser.newContext(options);
  context.setDefaultTimeout(10_000);
  context.setDefaultNavigationTimeout(20_000);
  return context;
}

/** Uncaught page errors, so a failing test can say why the page broke. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console.error: ${msg.text()}`);
  });
  return errors;
}
