import type { UtstyrsbodDb } from '../database';
import { uuidv7 } from '../uuidv7';
import type { DeviceRow } from './hut-types';

/**
 * This browser as a sync device. Made on first use inside the caller's transaction, so the
 * first command's entry and the device id it names commit together.
 */
export async function ensureDevice(db: UtstyrsbodDb, nowMs: number): Promise<DeviceRow> {
  const existing = await db.device.get('device');
  if (existing) return existing;
  const device: DeviceRow = { id: 'device', deviceId: uuidv7(nowMs), nextSeq: 0 };
  await db.device.put(device);
  return device;
}

/** Takes the next sequence number (device order of the outbox). Call inside a rw transaction. */
export async function takeSeq(
  db: UtstyrsbodDb,
  nowMs: number,
): Promise<{ deviceId: string; seq: number }> {
  const device = await ensureDevice(db, nowMs);
  await db.device.put({ ...device, nextSeq: device.nextSeq + 1 });
  return { deviceId: device.deviceId, seq: device.nextSeq };
}
