import type { Kysely } from 'kysely';
import { nowIso } from '../../db/clock';
import type { Database } from '../../db/schema';
import { canonicalJson } from '../../../shared/contracts/canonical-json';
import {
  devicePublicKeySchema,
  type DeviceKeyRequest,
  type DeviceKeyResponse,
  type DevicePublicKey,
} from '../../../shared/contracts/queue-file';

/** The key as stored: only the fields that name it, in one spelling. */
const storedKey = (key: DevicePublicKey): string =>
  canonicalJson({ kty: key.kty, crv: key.crv, x: key.x, y: key.y });

/**
 * POST /api/sync/device-key: keeps the device's public key for the session's user. Registering
 * a key again changes nothing; another key of the same device and user is added beside the
 * first, so files that key signed before still verify (migration 0037).
 */
export async function registerDeviceKey(
  db: Kysely<Database>,
  who: { userId: number; companyId: number },
  request: DeviceKeyRequest,
): Promise<DeviceKeyResponse> {
  const inserted = await db
    .insertInto('device_keys')
    .values({
      device_id: request.deviceId,
      user_id: who.userId,
      public_key: storedKey(request.publicKey),
      company_id: who.companyId,
      created_at: nowIso(),
    })
    .onConflict((oc) => oc.columns(['device_id', 'user_id', 'public_key']).doNothing())
    .executeTakeFirst();
  return { known: Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0 };
}

/** The keys a device registered for a user, oldest first. */
export async function deviceKeysOf(
  db: Kysely<Database>,
  deviceId: string,
  userId: number,
): Promise<DevicePublicKey[]> {
  const rows = await db
    .selectFrom('device_keys')
    .select('public_key')
    .where('device_id', '=', deviceId)
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  return rows.flatMap((row) => {
    const parsed = devicePublicKeySchema.safeParse(JSON.parse(row.public_key));
    return parsed.success ? [parsed.data] : [];
  });
}
