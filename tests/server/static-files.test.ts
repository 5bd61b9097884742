import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, publicItemsResponseSchema } from '../../src/shared/contracts';
import { Browser, openTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

const INDEX = '<!doctype html><html lang="nb"><title>Utstyrsbod</title></html>';

// Static serving does not touch the database: SQLite is enough here.
describe('static app shell', () => {
  let t: TestApp;
  let dir: string;
  let browser: Browser;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'utstyrsbod-static-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
    writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Utstyrsbod"}');
    writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1);'.repeat(200));
    t = await openTestApp('sqlite', { env: { STATIC_DIR: dir } });
    browser = new Browser(t.app);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves index.html for / and every client route, never cached', async () => {
    for (const url of [
      '/',
      '/alleprodukter',
      `/${encodeURIComponent('helårs')}/brettspill`,
      '/login?x=1',
    ]) {
      const response = await browser.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends a CSP that allows the app and nothing foreign', async () => {
    const csp = String((await browser.get('/')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toMatch(/https?:/);
  });

  it('caches hashed assets for ever and the worker and manifest not at all', async () => {
    const asset = await browser.get('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/sw.js', '/manifest.webmanifest']) {
      const response = await browser.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers missing files and unknown API paths with a JSON 404, not the app', async () => {
    for (const url of ['/assets/missing-123.js', '/api/finnes-ikke', '/csrf-cookie/x']) {
      const response = await browser.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(errorBodySchema.parse(response.json()).error).toBe('not_found');
    }
  });

  it('still serves the API, compressed when asked', async () => {
    const response = await browser.get('/api/public/items', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    const plain = await browser.get('/api/public/items');
    expect(publicItemsResponseSchema.parse(plain.json()).items.data).toHaveLength(10);
  });
});

describe('without STATIC_DIR', () => {
  it('answers non-API paths with a JSON 404 and keeps the API working', async () => {
    const t = await openTestApp('sqlite', { env: { STATIC_DIR: '/nonexistent/utstyrsbod' } });
    try {
      const browser = new Browser(t.app);
      expect((await browser.get('/alleprodukter')).statusCode).toBe(404);
      expect((await browser.get('/api/public/data')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
