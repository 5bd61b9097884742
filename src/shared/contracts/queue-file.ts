import * as z from 'zod/mini';
import { queueFileMessages as m } from '../texts/queue-file';
import { syncMessages } from '../texts/sync';
import { canonicalJson } from './canonical-json';
import { serverIdSchema } from './sync-ops';

/**
 * "Ta ut ventende endringer" (docs/sync-protocol.md, "A queue saved as a file"): a counter
 * device saves its unsent outbox entries in a file signed with its own key (ECDSA P-256, made
 * and kept by the device, the private half never leaves it), and a hut admin uploads the file
 * from any device. The server checks the signature against the keys the device registered
 * while online, then applies the entries as a push would: each op exactly once by its id.
 */

/** What the file says it is, so another JSON file is told apart at once. */
export const QUEUE_FILE_KIND = 'utstyrsbod/ventende-endringer';
/** The file format's version; a newer one is refused with a message saying so. */
export const QUEUE_FILE_VERSION = 1;
/** A month offline at a busy hut is a few thousand entries; far above that is not a queue. */
export const MAX_QUEUE_FILE_ENTRIES = 20_000;
/** The file's text as uploaded (a few hundred bytes per entry). */
export const MAX_QUEUE_FILE_MB = 16;
export const MAX_QUEUE_FILE_CHARS = MAX_QUEUE_FILE_MB * 1_000_000;

const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** A P-256 coordinate: 32 bytes, 43 base64url characters. */
const coordinate = z
  .string({ error: m.invalidKey })
  .check(z.regex(/^[A-Za-z0-9_-]{43}$/, { error: m.invalidKey }));

/** The public half of a device's key as a JWK, only the fields that name the key. */
export const devicePublicKeySchema = z.object(
  {
    kty: z.literal('EC', { error: m.invalidKey }),
    crv: z.literal('P-256', { error: m.invalidKey }),
    x: coordinate,
    y: coordinate,
  },
  { error: m.invalidKey },
);
export type DevicePublicKey = z.infer<typeof devicePublicKeySchema>;

const deviceIdSchema = z
  .string({ error: syncMessages.invalidDevice })
  .check(
    z.minLength(1, { error: syncMessages.invalidDevice }),
    z.maxLength(100, { error: syncMessages.invalidDevice }),
    z.regex(/^[A-Za-z0-9-]+$/, { error: syncMessages.invalidDevice }),
  );

/** POST /api/sync/device-key: this device's public key, for the session's user. */
export const deviceKeyRequestSchema = z.object({
  deviceId: deviceIdSchema,
  publicKey: devicePublicKeySchema,
});
export type DeviceKeyRequest = z.infer<typeof deviceKeyRequestSchema>;

export const deviceKeyResponseSchema = z.object({
  /** The server had this key for this device and user already. */
  known: z.boolean(),
});
export type DeviceKeyResponse = z.infer<typeof deviceKeyResponseSchema>;

/** The file's fields besides the signature: exactly what is signed (canonicalJson). */
export const queueFileBodySchema = z.object({
  kind: z.literal(QUEUE_FILE_KIND, { error: m.notQueueFile }),
  version: z.literal(QUEUE_FILE_VERSION, { error: m.newerVersion }),
  deviceId: deviceIdSchema,
  userId: serverIdSchema,
  companyId: serverIdSchema,
  createdAt: z.iso.datetime({ offset: true, error: m.notQueueFile }),
  /**
   * The waiting outbox entries in device order, each exactly as a push sends it (toWireOp).
   * Checked one by one when applied, as a push checks them: one bad entry refuses itself only.
   */
  entries: z
    .array(z.unknown(), { error: m.notQueueFile })
    .check(
      z.maxLength(MAX_QUEUE_FILE_ENTRIES, { error: m.tooManyEntries(MAX_QUEUE_FILE_ENTRIES) }),
    ),
});
export type QueueFileBody = z.infer<typeof queueFileBodySchema>;

export const queueFileSchema = z.object({
  ...queueFileBodySchema.shape,
  /** ECDSA P-256 with SHA-256 over canonicalJson(body), IEEE P1363 (r‖s), base64url. */
  signature: z
    .string({ error: m.notQueueFile })
    .check(
      z.regex(BASE64URL, { error: m.badSignature }),
      z.maxLength(200, { error: m.badSignature }),
    ),
});
export type QueueFile = z.infer<typeof queueFileSchema>;

/** The signature's algorithms, for WebCrypto on the device and in Node. */
export const QUEUE_KEY_ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;
export const QUEUE_SIGN_ALGORITHM = { name: 'ECDSA', hash: 'SHA-256' } as const;

/** The bytes that are signed: the file without its signature, in its one spelling. */
export function signedBytes(
  body: QueueFileBody | Record<string, unknown>,
): Uint8Array<ArrayBuffer> {
  const { signature: _signature, ...rest } = body as Record<string, unknown>;
  return new TextEncoder().encode(canonicalJson(rest));
}

/**
 * The file as JSON text. Only the top-level fields are on lines of their own (easy to read in an
 * editor); the canonical form, not this layout, is what is signed.
 */
export function queueFileText(file: QueueFile): string {
  return `${JSON.stringify(file, null, 1)}\n`;
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const padded = text.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(padded + '='.repeat((4 - (padded.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** POST /api/company/:id/sync/queue-file: the file's text as chosen by the admin. */
export const queueUploadRequestSchema = z.object({
  content: z
    .string({ error: m.notQueueFile })
    .check(z.maxLength(MAX_QUEUE_FILE_CHARS, { error: m.tooLarge(MAX_QUEUE_FILE_MB) })),
});
export type QueueUploadRequest = z.infer<typeof queueUploadRequestSchema>;

/** What became of the file's entries, counted by the push's outcomes. */
export const queueUploadResponseSchema = z.object({
  /** Who made the entries (staff of the admin's own hut). */
  userName: z.string(),
  createdAt: z.string(),
  total: z.number(),
  applied: z.number(),
  exceptions: z.number(),
  rejected: z.number(),
  /** Decided before: by an earlier upload, or by the device itself once it synced. */
  duplicates: z.number(),
  /** Written by a newer app than the server: not decided; the file can be uploaded again later. */
  held: z.number(),
});
export type QueueUploadResponse = z.infer<typeof queueUploadResponseSchema>;
