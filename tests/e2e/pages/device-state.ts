import type { Page } from 'playwright-core';

export interface OutboxView {
  id: string;
  type: string;
  status: string;
  seq: number;
}

/**
 * What the tablet itself holds (IndexedDB `utstyrsbod`), read with the raw IndexedDB API so the
 * test sees the device's state, not the app's idea of it.
 */
export function readOutbox(page: Page): Promise<OutboxView[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('utstyrsbod');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error ?? new Error('indexedDB.open failed'));
    });
    try {
      const rows = await new Promise<unknown[]>((resolve, reject) => {
        const req = db.transaction('outbox').objectStore('outbox').getAll();
        req.onsuccess = () => resolve(req.result as unknown[]);
        req.onerror = () => reject(req.error ?? new Error('outbox read failed'));
      });
      return rows.map((row) => {
        const r = row as { id: string; type: string; status: string; seq: number };
        return { id: r.id, type: r.type, status: r.status, seq: r.seq };
      });
    } finally {
      db.close();
    }
  });
}

/** Entries the server has not decided on yet. */
export async function waitingEntries(page: Page): Promise<number> {
  const outbox = await readOutbox(page);
  return outbox.filter((e) => e.status === 'pending' || e.status === 'sent').length;
}
