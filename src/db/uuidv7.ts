/**
 * UUIDv7 (RFC 9562) for ids made on the device: outbox entries (the idempotency key) and the
 * loans, loan lines and extensions a tablet creates offline. The first 48 bits are the Unix time
 * in ms; the 12 bits after the version are a counter (RFC 9562 method 1), so ids made in the same
 * millisecond still sort in the order they were made. The rest is random.
 */
const MAX_COUNTER = 0xfff;

let lastMs = -1;
let counter = 0;

function randomBytes(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  return bytes;
}

function hex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
  return out;
}

export function uuidv7(nowMs: number = Date.now()): string {
  const bytes = randomBytes(16);
  let ms = Math.max(0, Math.floor(nowMs));
  if (ms > lastMs) {
    lastMs = ms;
    // Start low in the range so a burst has room to count up within the same millisecond.
    counter = (bytes[6] ?? 0) & 0x7f;
  } else {
    // Same millisecond, or the clock went back: keep counting from the last id.
    ms = lastMs;
    counter += 1;
    if (counter > MAX_COUNTER) {
      lastMs += 1;
      ms = lastMs;
      counter = 0;
    }
  }
  let t = ms;
  for (let i = 5; i >= 0; i--) {
    bytes[i] = t % 256;
    t = Math.floor(t / 256);
  }
  bytes[6] = 0x70 | (counter >> 8);
  bytes[7] = counter & 0xff;
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  const h = hex(bytes);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The time part of a UUIDv7, in ms since the epoch. */
export function uuidv7Time(id: string): number {
  return parseInt(id.replace(/-/g, '').slice(0, 12), 16);
}
