import { webcrypto } from 'node:crypto';
import {
  QUEUE_FILE_KIND,
  QUEUE_FILE_VERSION,
  QUEUE_KEY_ALGORITHM,
  QUEUE_SIGN_ALGORITHM,
  queueFileText,
  signedBytes,
  toBase64Url,
  type DevicePublicKey,
  type QueueFile,
  type QueueFileBody,
} from '../../../src/shared/contracts/queue-file';

/** A device's key pair made as the browser makes it (WebCrypto, P-256), here in Node. */
export interface TestDeviceKey {
  deviceId: string;
  privateKey: webcrypto.CryptoKey;
  publicKey: DevicePublicKey;
}

export async function newDeviceKey(deviceId: string): Promise<TestDeviceKey> {
  const pair = await webcrypto.subtle.generateKey(QUEUE_KEY_ALGORITHM, false, ['sign', 'verify']);
  const jwk = await webcrypto.subtle.exportKey('jwk', pair.publicKey);
  if (!jwk.x || !jwk.y) throw new Error('no public point');
  return {
    deviceId,
    privateKey: pair.privateKey,
    publicKey: { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y },
  };
}

/** A saved queue of the device's user at a hut, signed with the device's key. */
export async function signedQueueFile(
  key: TestDeviceKey,
  who: { userId: number; companyId: number },
  entries: readonly unknown[],
  overrides: Partial<QueueFileBody> = {},
): Promise<QueueFile> {
  const body: QueueFileBody = {
    kind: QUEUE_FILE_KIND,
    version: QUEUE_FILE_VERSION,
    deviceId: key.deviceId,
    userId: who.userId,
    companyId: who.companyId,
    createdAt: new Date().toISOString(),
    entries: [...entries],
    ...overrides,
  };
  return { ...body, signature: await signWith(key, body) };
}

export async function signWith(key: TestDeviceKey, body: object): Promise<string> {
  const signature = await webcrypto.subtle.sign(
    QUEUE_SIGN_ALGORITHM,
    key.privateKey,
    signedBytes(body as QueueFileBody),
  );
  return toBase64Url(new Uint8Array(signature));
}

/** The upload's body: the file's text as the admin chose it. */
export const uploadBody = (file: QueueFile | object) => ({
  content: queueFileText(file as QueueFile),
});
