import { randomBytes } from 'node:crypto';

/**
 * A UUIDv7 (RFC 9562) for rows the server creates in sync (exceptions), so every id in the
 * synced tables has the same time-ordered form as the ones devices make.
 */
export function newUuidV7(timeMs: number = Date.now()): string {
  const bytes = randomBytes(16);
  let t = Math.max(0, Math.floor(timeMs));
  for (let i = 5; i >= 0; i--) {
    bytes[i] = t % 256;
    t = Math.floor(t / 256);
  }
  bytes[6] = 0x70 | ((bytes[6] ?? 0) & 0x0f);
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
