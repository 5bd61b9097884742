import type { Kysely } from 'kysely';
import type { z } from 'zod/mini';
import { nowIso } from '../../db/clock';
import { hashPassword, verifyPassword } from '../../db/passwords';
import type { Database } from '../../db/schema';
import { fieldError } from '../../errors';
import type {
  emailChangeRequestSchema,
  passwordChangeRequestSchema,
  profileRequestSchema,
} from '../../../shared/contracts/profile';
import { nb } from '../../../shared/texts/messages';
import { profileMessages as m } from '../../../shared/texts/profile';
import { forgetDevices } from '../limits/login-devices';
import { assertPasswordAcceptable } from '../passwords/password-policy';
import { createSession } from '../sessions';
import type { ActiveSession } from '../sessions';
import { lockAccount, requirePassword } from './account-user';
import { announceUser } from './announce';

type ProfileInput = z.output<typeof profileRequestSchema>;
type EmailInput = z.output<typeof emailChangeRequestSchema>;
type PasswordInput = z.output<typeof passwordChangeRequestSchema>;

/** PUT /api/me/profile: name and phone; the huts' counters get the new row. */
export async function updateProfile(
  db: Kysely<Database>,
  userId: number,
  input: ProfileInput,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ name: input.name, phone: input.phone, updated_at: nowIso() })
      .where('id', '=', userId)
      .execute();
    await announceUser(trx, userId);
  });
}

async function emailTakenByOther(db: Kysely<Database>, email: string, userId: number) {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .where('id', '!=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * PUT /api/me/email: a new sign-in address, confirmed with the password. The sessions stay: the
 * password is unchanged, and whoever could sign in before still can.
 */
export async function changeEmail(
  db: Kysely<Database>,
  userId: number,
  input: EmailInput,
): Promise<void> {
  await requirePassword(db, userId, input.password, 'password');
  const taken = () => fieldError('email', nb.emailTaken);
  const current = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (current.email === input.email) throw fieldError('email', m.sameEmail);
  if (await emailTakenByOther(db, input.email, userId)) throw taken();
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ email: input.email, updated_at: nowIso() })
        .where('id', '=', userId)
        .execute();
      await announceUser(trx, userId);
    });
  } catch (error) {
    // Another account took the address meanwhile: the unique index decides.
    if (await emailTakenByOther(db, input.email, userId)) throw taken();
    throw error;
  }
}

/**
 * PUT /api/me/password: the current password, then registration's policy for the new one. Every
 * other session of the person ends, and this one gets a new id (its old cookie stops working
 * too), in one transaction with the new hash. Returns the new session for the cookie.
 */
export async function changePassword(
  db: Kysely<Database>,
  session: ActiveSession,
  input: PasswordInput,
  options: { idleMinutes: number },
): Promise<{ token: string; session: ActiveSession }> {
  const userId = session.userId;
  const hash = await requirePassword(db, userId, input.current_password, 'current_password');
  if (await verifyPassword(input.password, hash)) throw fieldError('password', m.samePassword);
  const owner = await db
    .selectFrom('users')
    .select(['name', 'email'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  await assertPasswordAcceptable(input.password, owner);
  const newHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    await lockAccount(trx, userId);
    const current = await trx
      .selectFrom('sessions')
      .select('device_label')
      .where('id_hash', '=', session.idHash)
      .executeTakeFirst();
    await trx
      .updateTable('users')
      .set({ password_hash: newHash, updated_at: nowIso() })
      .where('id', '=', userId)
      .execute();
    // This one too: the person goes on in a new session, the old id is worth nothing.
    await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
    // Devices that knew the old password are known no more: their failed logins count as
    // anyone's again until they sign in with the new one (rate-limit.ts).
    await forgetDevices(trx, userId);
    return createSession(trx, {
      userId,
      companyId: session.companyId,
      remember: session.remember,
      idleMinutes: options.idleMinutes,
      deviceLabel: current?.device_label ?? null,
    });
  });
}
