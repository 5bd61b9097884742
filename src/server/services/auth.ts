import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  loginRequestSchema,
  registerRequestSchema,
} from '../../shared/contracts/auth-requests';
import { nb } from '../../shared/texts/messages';
import { nowIso } from '../db/clock';
import { NO_PASSWORD, hashPassword, rejectPasswordSlowly, verifyPassword } from '../db/passwords';
import type { Database } from '../db/schema';
import { HttpError, fieldError } from '../errors';
import { mayUseAsCurrent } from './companies';
import { reportWalkInDuplicates } from './people/duplicates';
import { attachBorrower } from './people/membership';
import { newPersonRow } from './people/new-person';
import { noticeNewUser } from './people/new-user-notice';
import { assertPasswordAcceptable } from './passwords/password-policy';
import { toAuthUser, type AuthUser } from './sessions';

type LoginInput = z.output<typeof loginRequestSchema>;
type RegisterInput = z.output<typeof registerRequestSchema>;

/** SPEC §7: a failed login shows the server's `error` text, so both fields carry the sentence. */
const wrongCredentials = () => new HttpError(422, nb.wrongCredentials, nb.wrongCredentials);

/** The account with this email: walk-ins and deleted accounts may share it, and never sign in. */
const accountByEmail = (db: Kysely<Database>, email: string) =>
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

async function emailTaken(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await accountByEmail(db, email).select('id').executeTakeFirst();
  return row !== undefined;
}

/** The huts a registration names: each must exist and be open (a closed hut takes no one). */
async function openHuts(db: Kysely<Database>, ids: readonly number[]): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const rows = await db
    .selectFrom('companies')
    .select('id')
    .where('id', 'in', wanted)
    .where('status', '=', 'active')
    .execute();
  if (rows.length !== wanted.length) throw fieldError('company_ids', nb.companyNotFound);
  return wanted;
}

/**
 * Creates a borrower account awaiting activation (verified with ID at the first loan or visit,
 * SPEC §1), attached as borrower to the huts the family chose, so staff there see them among
 * those awaiting activation. One transaction: the account and its huts exist together or not.
 */
export async function registerUser(db: Kysely<Database>, input: RegisterInput): Promise<AuthUser> {
  const taken = () => fieldError('email', nb.emailTaken);
  await assertPasswordAcceptable(input.password, input);
  if (await emailTaken(db, input.email)) throw taken();
  const huts = await openHuts(db, input.company_ids);
  const passwordHash = await hashPassword(input.password);
  const at = nowIso();
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('users')
        .values(newPersonRow({ ...input, passwordHash }, at))
        .returningAll()
        .executeTakeFirstOrThrow();
      for (const hut of huts) {
        await attachBorrower(trx, row.id, hut, at);
        await noticeNewUser(trx, hut, row.name, at);
      }
      await reportWalkInDuplicates(trx, row, at);
      const user = toAuthUser(row);
      if (!user) throw new Error('A registered account has an email');
      return user;
    });
  } catch (error) {
    // Two registrations racing for one address: the unique index decides.
    if (await emailTaken(db, input.email)) throw taken();
    throw error;
  }
}
