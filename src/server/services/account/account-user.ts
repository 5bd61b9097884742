import type { Kysely } from 'kysely';
import { verifyPassword } from '../../db/passwords';
import type { Database } from '../../db/schema';
import { HttpError, unauthenticated } from '../../errors';
import { profileErrorCodes as codes, profileMessages as m } from '../../../shared/texts/profile';
import { toAuthUser, type AuthUser } from '../sessions';

/** The person's row as it is now (after a change), without the password hash. */
export async function loadAccount(db: Kysely<Database>, userId: number): Promise<AuthUser> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  const user = row ? toAuthUser(row) : null;
  if (!user) throw unauthenticated();
  return user;
}

/**
 * Locks the person's row until the transaction ends (a no-op UPDATE, valid on both dialects, as
 * sync/loan-store.ts does), so two changes of one account are decided one after the other.
 */
export async function lockAccount(trx: Kysely<Database>, userId: number): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', userId)
    .execute();
}

/** 422 on `field` unless `password` is the person's current one. */
export async function requirePassword(
  db: Kysely<Database>,
  userId: number,
  password: string,
  field: string,
): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row || !(await verifyPassword(password, row.password_hash))) {
    throw new HttpError(422, codes.wrongPassword, m.wrongPassword, { [field]: [m.wrongPassword] });
  }
  return row.password_hash;
}

/** A refusal of the account routes: 422 with the reason's code and Norwegian text. */
export const refused = (code: string, message: string) => new HttpError(422, code, message);
