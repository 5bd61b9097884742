import type { UtstyrsbodDb } from '../database';
import { ensureDevice } from './device';

/**
 * The server's database epoch as this device last saw it (docs/sync-protocol.md, "After a
 * restore"). A push names it, and the server refuses a push naming an older one.
 */
export async function storedServerEpoch(db: UtstyrsbodDb): Promise<string | null> {
  return (await db.device.get('device'))?.serverEpoch ?? null;
}

/**
 * An answer named `epoch`: remembered when the device knows none yet. A different one is not
 * overwritten here: that is a restored database, which adoptServerEpoch handles.
 */
export async function noteServerEpoch(
  db: UtstyrsbodDb,
  epoch: string | null,
  nowMs: number,
): Promise<'same' | 'first' | 'changed'> {
  if (epoch === null) return 'same';
  return db.transaction('rw', db.device, async () => {
    const device = await ensureDevice(db, nowMs);
    if (device.serverEpoch === epoch) return 'same';
    if (device.serverEpoch !== undefined) return 'changed';
    await db.device.put({ ...device, serverEpoch: epoch });
    return 'first';
  });
}

/**
 * The server's database was restored from a backup and may have forgotten work it acknowledged.
 * Every decided entry this device still keeps as applied (with or without an Avvik, at every
 * hut, of every user) goes back to waiting, through the outbox as any other entry, so the one
 * engine sends them again in device order: the server answers the ones it still has as
 * duplicates and applies the lost ones once. Every hut's cursor is forgotten, so the next pull is
 * a full snapshot. Refused entries stay as they are: staff have seen them, and a refusal sent
 * again could now apply. One transaction, so another tab or the worker sees all or nothing;
 * one that adopted the epoch first leaves nothing to do here. Answers how many go again.
 */
export async function adoptServerEpoch(
  db: UtstyrsbodDb,
  epoch: string,
  nowMs: number,
): Promise<number> {
  return db.transaction('rw', db.device, db.outbox, db.syncState, async () => {
    const device = await ensureDevice(db, nowMs);
    if (device.serverEpoch === epoch) return 0;
    const again = await db.outbox
      .where('status')
      .equals('applied')
      .modify({ status: 'pending', result: null });
    await db.syncState.toCollection().modify({ cursor: null });
    await db.device.put({ ...device, serverEpoch: epoch });
    return again;
  });
}
