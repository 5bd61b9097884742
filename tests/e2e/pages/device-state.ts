import type { Page } from 'playwright-core';

export interface OutboxView {
  id: string;
  type: string;
  status: string;
  seq: number;
}

/** An outbox entry as IndexedDB holds it, with the fields the tests read. */
export interface RawOutboxEntry extends OutboxView {
  deviceId: string;
  /** The op's contract version; absent in entries of bundles before op versions. */
  v?: number;
  payload: Record<string, unknown>;
}

/**
 * What the tablet itself holds (IndexedDB `utstyrsbod`), read with the raw IndexedDB API so the
 * test sees the device's state, not the app's idea of it: the outbox, and the database's version
 * (Dexie's schema version × 10).
 */
export function readDevice(page: Page): Promise<{ version: number; entries: RawOutboxEntry[] }> {
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
      return { version: db.version, entries: rows as RawOutboxEntry[] };
    } finally {
      db.close();
    }
  });
}

export async function readOutbox(page: Page): Promise<OutboxView[]> {
  const { entries } = await readDevice(page);
  return entries.map(({ id, type, status, seq }) => ({ id, type, status, seq }));
}

/** Entries the server has not decided on yet. */
export async function waitingEntries(page: Page): Promise<number> {
  const outbox = await readOutbox(page);
  return outbox.filter((e) => e.status === 'pending' || e.status === 'sent').length;
}
