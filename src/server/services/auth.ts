import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { loginRequestSchema } from '../../shared/contracts/auth-requests';
import { nb } from '../../shared/texts/messages';
import { NO_PASSWORD, rejectPasswordSlowly, verifyPassword } from '../db/passwords';
import type { Database } from '../db/schema';
import { HttpError } from '../errors';
import { mayUseAsCurrent } from './companies';
import { toAuthUser, type AuthUser } from './sessions';

type LoginInput = z.output<typeof loginRequestSchema>;

/** SPEC §7: a failed login shows the server's `error` text, so both fields carry the sentence. */
const wrongCredentials = () => new HttpError(422, nb.wrongCredentials, nb.wrongCredentials);

/** The account with this email: walk-ins and deleted accounts may share it, and never sign in. */
export const accountByEmail = (db: Kysely<Database>, email: string) =>
  db.selectFrom('users').where('email', '=', email).where('password_hash', '<>', NO_PASSWORD);

/**
 * Checks the credentials. Unknown emails cost the same scrypt work as wrong passwords, so the
 * response time does not reveal which addresses have accounts.
 */
export async function authenticate(db: Kysely<Database>, input: LoginInput): Promise<AuthUser> {
  const row = await accountByEmail(db, input.email).selectAll().executeTakeFirst();
  const user = row ? toAuthUser(row) : null;
  if (!row || !user) {
    await rejectPasswordSlowly(input.password);
    throw wrongCredentials();
  }
  if (!(await verifyPassword(input.password, row.password_hash))) throw wrongCredentials();
  return user;
}

/** The hut a new session starts in: the user's last choice, if they may still use it. */
export async function initialCompanyId(
  db: Kysely<Database>,
  user: AuthUser,
): Promise<number | null> {
  return (await mayUseAsCurrent(db, user, user.current_company_id))
    ? user.current_company_id
    : null;
}
