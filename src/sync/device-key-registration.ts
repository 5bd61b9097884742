import { deviceKey, markKeyRegistered } from '../db/hut/device-key';
import type { UtstyrsbodDb } from '../db/database';
import type { DeviceKeyRequest } from '../shared/contracts/queue-file';
import { deviceKeyResponseSchema } from '../shared/contracts/queue-file';
import { fetchXsrfToken, postJsonInit } from './outbox-http';

export const DEVICE_KEY_URL = '/api/sync/device-key';

export type KeyRegistration = 'registered' | 'already' | 'failed';

/**
 * Tells the server this device's public key for the signed-in user, once per user: a queue the
 * device saves later (maybe never online again) can then be checked by the server. Needs the
 * session's hut (any staff there may register). Failures are left for the next try.
 */
export async function registerDeviceKey(
  db: UtstyrsbodDb,
  userId: number,
  doFetch: typeof fetch = fetch,
): Promise<KeyRegistration> {
  const { deviceId, signing } = await deviceKey(db);
  if (signing.registeredFor.includes(userId)) return 'already';
  try {
    const token = await fetchXsrfToken(doFetch);
    const body: DeviceKeyRequest = { deviceId, publicKey: signing.publicKey };
    const response = await doFetch(DEVICE_KEY_URL, postJsonInit(token, body));
    if (!response.ok || !deviceKeyResponseSchema.safeParse(await response.json()).success) {
      return 'failed';
    }
  } catch {
    return 'failed';
  }
  await markKeyRegistered(db, userId);
  return 'registered';
}
