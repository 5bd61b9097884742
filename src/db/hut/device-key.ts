import { QUEUE_KEY_ALGORITHM, type DevicePublicKey } from '../../shared/contracts/queue-file';
import type { UtstyrsbodDb } from '../database';
import { ensureDevice } from './device';
import type { DeviceSigning } from './hut-types';

export interface DeviceKey {
  deviceId: string;
  signing: DeviceSigning;
}

/**
 * This device's signing key, made on first need. The pair is made outside the Dexie transaction
 * (WebCrypto's promises would end it); a key another tab stored meanwhile wins, so a device
 * never has two.
 */
export async function deviceKey(db: UtstyrsbodDb, nowMs: number = Date.now()): Promise<DeviceKey> {
  const existing = await db.device.get('device');
  if (existing?.signing) return { deviceId: existing.deviceId, signing: existing.signing };
  const made = await newSigning();
  return db.transaction('rw', db.device, async () => {
    const device = await ensureDevice(db, nowMs);
    if (device.signing) return { deviceId: device.deviceId, signing: device.signing };
    await db.device.put({ ...device, signing: made });
    return { deviceId: device.deviceId, signing: made };
  });
}

async function newSigning(): Promise<DeviceSigning> {
  // Not extractable: the private key can sign here and never leave the device.
  const pair = await crypto.subtle.generateKey(QUEUE_KEY_ALGORITHM, false, ['sign', 'verify']);
  const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
  if (!jwk.x || !jwk.y) throw new Error('WebCrypto gave a public key without its point');
  const publicKey: DevicePublicKey = { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y };
  return { privateKey: pair.privateKey, publicKey, registeredFor: [] };
}

/** The server has the key for this user now: not registered again on this device. */
export async function markKeyRegistered(db: UtstyrsbodDb, userId: number): Promise<void> {
  await db.transaction('rw', db.device, async () => {
    const device = await db.device.get('device');
    if (!device?.signing || device.signing.registeredFor.includes(userId)) return;
    await db.device.put({
      ...device,
      signing: { ...device.signing, registeredFor: [...device.signing.registeredFor, userId] },
    });
  });
}
