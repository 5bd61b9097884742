import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../../src/server/db/schema';
import { createNetworkAdmin } from '../../../src/server/services/account/admin-accounts';
import { createPasswordLink } from '../../../src/server/services/account/password-links';
import { APP_ORIGIN } from './test-app';

/** The token of a set-password link: what follows `#` in the link the admin CLI prints. */
export function tokenOfLink(url: string): string {
  const token = new URL(url).hash.slice(1);
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new Error(`No token in ${url}`);
  return token;
}

/** A new network admin with no usable password, and a fresh set-password link for it. */
export async function newAdminWithLink(
  db: Kysely<Database>,
  email = `lenke-${randomUUID()}@eksempel.no`,
): Promise<{ userId: number; email: string; token: string }> {
  const { id } = await createNetworkAdmin(db, { email, name: 'Lenke Test' });
  const link = await createPasswordLink(db, {
    userId: id,
    purpose: 'new_account',
    origin: APP_ORIGIN,
  });
  return { userId: id, email, token: tokenOfLink(link.url) };
}
