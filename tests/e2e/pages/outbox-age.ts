import type { Page } from 'playwright-core';

/**
 * Makes the tablet's waiting changes as old as if they were made at `createdAt` (ISO-8601), in
 * its IndexedDB `utstyrsbod`, as a tablet left for days holds them. The app reads them anew when
 * the page loads again.
 */
export function ageWaitingEntries(page: Page, createdAt: string): Promise<number> {
  return page.evaluate(async (at) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('utstyrsbod');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error ?? new Error('indexedDB.open failed'));
    });
    try {
      return await new Promise<number>((resolve, reject) => {
        const tx = db.transaction('outbox', 'readwrite');
        const store = tx.objectStore('outbox');
        let changed = 0;
        const req = store.openCursor();
        req.onsuccess = () => {
          const cursor = req.result;
          if (!cursor) return;
          const row = cursor.value as { status: string; createdAt: string };
          if (row.status === 'pending' || row.status === 'sent') {
            cursor.update({ ...row, createdAt: at });
            changed += 1;
          }
          cursor.continue();
        };
        tx.oncomplete = () => resolve(changed);
        tx.onerror = () => reject(tx.error ?? new Error('outbox write failed'));
      });
    } finally {
      db.close();
    }
  }, createdAt);
}
