import { hashSecretToken, looksLikeSecretToken, newSecretToken } from '../security/secret-tokens';
import type { Kysely } from 'kysely';
import { now } from '../../db/clock';
import { NO_PASSWORD } from '../../db/passwords';
import type { Database } from '../../db/schema';

/**
 * The device cookie: 32 random bytes (base64url), given at every successful login. Sent only
 * to the login route, which is the only place it means anything.
 */
export const DEVICE_COOKIE = 'utstyrsbod_device';
export const DEVICE_COOKIE_PATH = '/api/login';

/** How long a device stays known without signing in again. */
export const DEVICE_TRUST_DAYS = 180;
const DAY_MS = 86_400_000;

/**
 * The device's key among the devices known to the account with this email, or null when the
 * device never signed in to it (or that has expired, or the password changed since). The
 * email is the login's, as accounts are looked up (lower-case).
 */
export async function knownDevice(
  db: Kysely<Database>,
  token: string | undefined,
  email: string,
): Promise<string | null> {
  if (!token || !looksLikeSecretToken(token)) return null;
  const tokenHash = hashSecretToken(token);
  const row = await db
    .selectFrom('login_devices')
    .innerJoin('users', 'users.id', 'login_devices.user_id')
    .select('login_devices.token_hash')
    .where('login_devices.token_hash', '=', tokenHash)
    .where('users.email', '=', email)
    .where('users.password_hash', '<>', NO_PASSWORD)
    .where('login_devices.expires_at', '>', now().toISOString())
    .executeTakeFirst();
  return row ? tokenHash : null;
}

/**
 * Makes the device known to the account after a successful login and returns its new token.
 * The token is new every time, and the accounts the device knew under its old token move to
 * the new one (a shared tablet knows all its staff): a token someone else planted in the
 * browser, or read from it earlier, stops counting. The account's expired devices are removed.
 */
export async function rememberDevice(
  db: Kysely<Database>,
  oldToken: string | undefined,
  userId: number,
): Promise<{ token: string; maxAgeSeconds: number }> {
  const token = newSecretToken();
  const tokenHash = hashSecretToken(token);
  const at = now();
  const expiresAt = new Date(at.getTime() + DEVICE_TRUST_DAYS * DAY_MS).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('login_devices')
      .where('user_id', '=', userId)
      .where('expires_at', '<=', at.toISOString())
      .execute();
    if (oldToken && looksLikeSecretToken(oldToken)) {
      // The device's other accounts keep their own expiry; this account is stamped below.
      await trx
        .updateTable('login_devices')
        .set({ token_hash: tokenHash })
        .where('token_hash', '=', hashSecretToken(oldToken))
        .where('user_id', '<>', userId)
        .execute();
      await trx
        .deleteFrom('login_devices')
        .where('token_hash', '=', hashSecretToken(oldToken))
        .execute();
    }
    await trx
      .insertInto('login_devices')
      .values({
        token_hash: tokenHash,
        user_id: userId,
        created_at: at.toISOString(),
        expires_at: expiresAt,
      })
      .execute();
  });
  return { token, maxAgeSeconds: (DEVICE_TRUST_DAYS * DAY_MS) / 1000 };
}

/** Forgets every device of the account (a new password: they earn trust again by signing in). */
export async function forgetDevices(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('login_devices').where('user_id', '=', userId).execute();
}
