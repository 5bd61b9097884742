import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

/** scrypt cost: N=2^15, r=8, p=1 (OWASP minimum is 2^17 for r=8,p=1 at ~128 MiB; 2^15 keeps
 * logins fast on the 2-core huts' server while still costing ~32 MiB and ~50 ms per guess). */
const N = 32768;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** Refuse absurd parameters from a tampered hash instead of allocating gigabytes. */
const MAX_N = 1 << 20;

function derive(plain: string, salt: Buffer, n: number, r: number, p: number, length: number) {
  const options: ScryptOptions = { N: n, r, p, maxmem: 256 * n * r + 1024 * 1024 };
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(plain.normalize('NFKC'), salt, length, options, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/**
 * The hash of a record nobody can sign in to: a walk-in registered at the counter, or a deleted
 * account. It never matches a scrypt hash; the unique index on account emails (migration 0017)
 * leaves such rows out.
 */
export const NO_PASSWORD = '!';

/** Returns `scrypt$N$r$p$salt$hash` (salt and hash base64). */
export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(plain, salt, N, R, P, KEY_LENGTH);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Constant-time check; a malformed hash simply does not match. */
export async function verifyPassword(plain: string, hash: string): Promise<boolean> {
  const parts = hash.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (!n || !r || !p || n > MAX_N || (n & (n - 1)) !== 0 || r > 32 || p > 16) return false;
  if (salt.length === 0 || expected.length < 16) return false;
  try {
    const actual = await derive(plain, salt, n, r, p, expected.length);
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Burns the same time as a real check and returns false. Call it when the email is unknown so the
 * response time does not reveal which addresses have accounts.
 */
export async function rejectPasswordSlowly(plain: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(plain, await dummyHash);
  return false;
}
