import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupE2e } from '../support/e2e-harness';
import { readCatalogueSnapshot, waitForCatalogueSnapshot } from '../support/e2e-pwa';
import { AllProductsPage } from './pages/all-products-page';
import { CatalogueTruth } from './pages/catalogue-truth';

/**
 * The public catalogue's own database (issue 29): a family's first visit loads no Dexie, and a
 * phone whose older app kept the catalogue in the counter's database still finds it there.
 */
const e2e = setupE2e();
let truth: CatalogueTruth;
const poll = { timeout: 10_000, interval: 50 };

beforeAll(async () => {
  truth = await CatalogueTruth.load(e2e.baseURL);
});

/** The addresses of the scripts a page loaded (their sources are fetched afterwards). */
function recordScripts(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  return scripts;
}

describe('the public catalogue on its own database', () => {
  it('a first visit to /hjem and /alleprodukter keeps the catalogue without loading Dexie', async () => {
    const { page } = await e2e.open();
    const scripts = recordScripts(page);
    await page.goto('/hjem');
    const snapshot = await waitForCatalogueSnapshot(page);
    expect(snapshot.products).toBe(truth.data.products.length);
    const all = new AllProductsPage(page);
    await all.goto();
    await expect.poll(() => all.grid.count(), poll).toBe(10);

    expect(scripts.size).toBeGreaterThan(3);
    for (const url of scripts) {
      expect(url, 'a Dexie chunk').not.toMatch(/dexie/i);
      // Dexie's own error names are kept by any minifier: they are its API. Read from the server
      // afterwards: the browser may have let go of a body by the time a test asks for it.
      const source = await (await fetch(url)).text();
      expect(source, `Dexie in ${url}`).not.toContain('DatabaseClosedError');
    }
    const databases = await page.evaluate(async () =>
      (await indexedDB.databases()).map((d) => d.name),
    );
    expect(databases).toContain('utstyrsbod-catalogue');
    expect(databases, 'the counter database is not opened by the public pages').not.toContain(
      'utstyrsbod',
    );
  });

  it("copies the catalogue an older app kept in the counter's database, and shows it with no network", async () => {
    const { page } = await e2e.open();
    // Any page of the origin that runs no app code: the older app's database is planted there.
    await page.goto('/manifest.webmanifest');
    await page.evaluate(async (data) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        // Dexie stores its version 1 as IndexedDB version 10.
        const request = indexedDB.open('utstyrsbod', 10);
        request.onupgradeneeded = () => {
          const created = request.result;
          for (const store of ['categories', 'companies', 'products'])
            created.createObjectStore(store, { keyPath: 'id' });
          created.createObjectStore('meta', { keyPath: 'key' });
        };
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('open failed'));
      });
      const tx = db.transaction(['categories', 'companies', 'products', 'meta'], 'readwrite');
      for (const row of data.categories) tx.objectStore('categories').put(row);
      for (const row of data.companies) tx.objectStore('companies').put(row);
      for (const row of data.products) tx.objectStore('products').put(row);
      tx.objectStore('meta').put({ key: 'catalogue.cursor', value: data.cursor });
      tx.objectStore('meta').put({ key: 'catalogue.format', value: 2 });
      tx.objectStore('meta').put({ key: 'catalogue.fetchedAt', value: new Date().toISOString() });
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error ?? new Error('write failed'));
      });
      db.close();
    }, truth.data);

    // The server cannot be asked: what is shown comes from the copy.
    const asked: string[] = [];
    await page.route('**/api/public/catalogue**', (route) => {
      asked.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    const all = new AllProductsPage(page);
    await all.goto();
    await expect.poll(() => all.grid.count(), poll).toBe(10);
    const last = Math.ceil(truth.products().length / 10);
    await all.pagination.goTo(last);
    await expect.poll(() => all.pagination.current(), poll).toBe(last);
    expect(asked.length).toBeGreaterThan(0);

    const copied = await readCatalogueSnapshot(page);
    expect(copied).toMatchObject({
      products: truth.data.products.length,
      categories: truth.data.categories.length,
      companies: truth.data.companies.length,
      cursor: truth.data.cursor,
    });
    // And only there: the old tables are emptied once the copy is on disk.
    const left = await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const request = indexedDB.open('utstyrsbod');
          request.onsuccess = () => {
            const count = request.result.transaction('products').objectStore('products').count();
            count.onsuccess = () => {
              request.result.close();
              resolve(count.result);
            };
          };
          request.onerror = () => reject(request.error ?? new Error('open failed'));
        }),
    );
    expect(left).toBe(0);
  });
});
