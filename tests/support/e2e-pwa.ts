import type { Page } from 'playwright-core';

/**
 * Waits until a service worker is active for this page and controls it. The worker calls
 * clientsClaim(), so the first visit becomes controlled without a reload; if it still is not
 * (an older worker build), one reload makes it so.
 */
export async function waitForServiceWorker(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    async () => {
      if (!('serviceWorker' in navigator)) throw new Error('no service worker support');
      const reg = await navigator.serviceWorker.ready;
      return reg.active?.state === 'activated';
    },
    undefined,
    { timeout, polling: 100 },
  );
  const controlled = await page
    .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 5_000,
      polling: 100,
    })
    .then(() => true)
    .catch(() => false);
  if (!controlled) {
    await page.reload({ waitUntil: 'load' });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout,
      polling: 100,
    });
  }
}

export interface SnapshotState {
  products: number;
  categories: number;
  companies: number;
  cursor: unknown;
}

/** Reads the catalogue snapshot kept in IndexedDB ('utstyrsbod-catalogue'), without creating it. */
export async function readCatalogueSnapshot(page: Page): Promise<SnapshotState | null> {
  return page.evaluate(async () => {
    const names = await indexedDB.databases();
    if (!names.some((d) => d.name === 'utstyrsbod-catalogue')) return null;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('utstyrsbod-catalogue');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error ?? new Error('indexedDB.open failed'));
    });
    try {
      const stores = ['products', 'categories', 'companies', 'meta'];
      if (!stores.every((s) => db.objectStoreNames.contains(s))) return null;
      const tx = db.transaction(stores, 'readonly');
      const ask = <T>(req: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
        });
      const [products, categories, companies, cursorRow] = await Promise.all([
        ask(tx.objectStore('products').count()),
        ask(tx.objectStore('categories').count()),
        ask(tx.objectStore('companies').count()),
        ask(tx.objectStore('meta').get('catalogue.cursor') as IDBRequest<unknown>),
      ]);
      const cursor =
        cursorRow && typeof cursorRow === 'object' && 'value' in cursorRow
          ? (cursorRow as { value: unknown }).value
          : null;
      return { products, categories, companies, cursor };
    } finally {
      db.close();
    }
  });
}

/** Waits until the catalogue snapshot (products, categories, huts, cursor) is stored locally. */
export async function waitForCatalogueSnapshot(
  page: Page,
  timeout = 30_000,
): Promise<SnapshotState> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const state = await readCatalogueSnapshot(page);
    if (
      state &&
      state.products > 0 &&
      state.categories > 0 &&
      state.companies > 0 &&
      state.cursor !== null
    ) {
      return state;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `catalogue snapshot not stored within ${timeout} ms: ${JSON.stringify(state)}`,
      );
    }
    await page.waitForTimeout(150);
  }
}
