import type { UtstyrsbodDb } from '../../db/database';
import { deviceKey } from '../../db/hut/device-key';
import type { OutboxEntry } from '../../db/hut/hut-types';
import { toWireOp } from '../../db/hut/local-ops';
import {
  QUEUE_FILE_KIND,
  QUEUE_FILE_VERSION,
  QUEUE_SIGN_ALGORITHM,
  signedBytes,
  toBase64Url,
  type QueueFile,
  type QueueFileBody,
} from '../../shared/contracts/queue-file';

export interface QueueOwner {
  userId: number;
  companyId: number;
}

/** The entries a saved queue holds: the user's own at the hut, not yet decided, in device order. */
export function waitingEntriesOf(db: UtstyrsbodDb, owner: QueueOwner): Promise<OutboxEntry[]> {
  return db.outbox
    .where('status')
    .anyOf('pending', 'sent')
    .filter((e) => e.actorId === owner.userId && e.companyId === owner.companyId)
    .sortBy('seq');
}

export interface BuiltQueueFile {
  file: QueueFile;
  /** The server has this device's key for the user: an admin's upload can verify the file. */
  keyRegistered: boolean;
}

/**
 * "Ta ut ventende endringer": the waiting entries exactly as a push would send them, signed with
 * this device's key. Reads only IndexedDB and WebCrypto, so it works without network.
 */
export async function buildQueueFile(
  db: UtstyrsbodDb,
  owner: QueueOwner,
  now: Date = new Date(),
): Promise<BuiltQueueFile> {
  const { deviceId, signing } = await deviceKey(db, now.getTime());
  const entries = await waitingEntriesOf(db, owner);
  const body: QueueFileBody = {
    kind: QUEUE_FILE_KIND,
    version: QUEUE_FILE_VERSION,
    deviceId,
    userId: owner.userId,
    companyId: owner.companyId,
    createdAt: now.toISOString(),
    entries: entries.map(toWireOp),
  };
  const signature = await crypto.subtle.sign(
    QUEUE_SIGN_ALGORITHM,
    signing.privateKey,
    signedBytes(body),
  );
  return {
    file: { ...body, signature: toBase64Url(new Uint8Array(signature)) },
    keyRegistered: signing.registeredFor.includes(owner.userId),
  };
}

/** ventende-endringer-<hut>-<yyyy-mm-dd>-<hhmm>.json, in the device's local time. */
export function queueFileName(hutName: string, at: Date): string {
  const slug =
    hutName
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replaceAll('ø', 'o')
      .replaceAll('æ', 'ae')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'bod';
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  return `ventende-endringer-${slug}-${day}-${pad(at.getHours())}${pad(at.getMinutes())}.json`;
}
