import type { Kysely } from 'kysely';
import type { z } from 'zod/mini';
import { now } from '../../db/clock';
import { hashPassword } from '../../db/passwords';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import type {
  PasswordLinkPreview,
  PasswordLinkSet,
  passwordLinkSetRequestSchema,
} from '../../../shared/contracts/password-link';
import { passwordLinkPath } from '../../../shared/contracts/password-link-path';
import type { PasswordLinkPurpose } from '../../../shared/domain/password-links';
import {
  passwordLinkErrorCodes as codes,
  passwordLinkTexts as texts,
} from '../../../shared/texts/password-links';
import { forgetDevices } from '../limits/login-devices';
import { assertPasswordAcceptable } from '../passwords/password-policy';
import { hashSecretToken, newSecretToken } from '../security/secret-tokens';
import { lockAccount } from './account-user';

/** How long a set-password link works: long enough to open it, short enough to be no key. */
export const PASSWORD_LINK_MINUTES = 60;

type SetInput = z.output<typeof passwordLinkSetRequestSchema>;

const refused = (code: string, message: string) => new HttpError(422, code, message);

export interface PasswordLink {
  /** The whole link, token in the fragment: shown once (the admin CLI prints it), never stored. */
  url: string;
  expiresAt: string;
}

/**
 * A new one-time link to set the person's password. Their earlier links that were not used stop
 * working (one live link per person). Only the token's hash is stored; the link is the answer.
 */
export async function createPasswordLink(
  db: Kysely<Database>,
  input: { userId: number; purpose: PasswordLinkPurpose; origin: string },
): Promise<PasswordLink> {
  const token = newSecretToken();
  const at = now();
  const expiresAt = new Date(at.getTime() + PASSWORD_LINK_MINUTES * 60_000).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('password_links')
      .where('user_id', '=', input.userId)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('password_links')
      .values({
        token_hash: hashSecretToken(token),
        user_id: input.userId,
        purpose: input.purpose,
        created_at: at.toISOString(),
        expires_at: expiresAt,
      })
      .execute();
  });
  const url = new URL(passwordLinkPath.path, input.origin);
  url.hash = token;
  return { url: url.toString(), expiresAt };
}

interface LinkRow {
  user_id: number;
  email: string | null;
  name: string;
  expires_at: string;
  used_at: string | null;
  deleted_at: string | null;
}

async function linkByToken(db: Kysely<Database>, token: string): Promise<LinkRow | undefined> {
  return db
    .selectFrom('password_links as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .select(['l.user_id', 'u.email', 'u.name', 'l.expires_at', 'l.used_at', 'u.deleted_at'])
    .where('l.token_hash', '=', hashSecretToken(token))
    .executeTakeFirst();
}

/** The link is there, for a live account, not used and not expired; else the screen's refusal. */
function assertUsable(
  row: LinkRow | undefined,
  at: string,
): asserts row is LinkRow & { email: string } {
  if (!row || row.email === null || row.deleted_at !== null) {
    throw refused(codes.unknown, texts.linkUnknown);
  }
  if (row.used_at !== null) throw refused(codes.used, texts.linkUsed);
  if (row.expires_at <= at) throw refused(codes.expired, texts.linkExpired);
}

/** What the link's screen shows before the form: whose account, and until when. */
export async function previewPasswordLink(
  db: Kysely<Database>,
  token: string,
): Promise<PasswordLinkPreview> {
  const row = await linkByToken(db, token);
  assertUsable(row, now().toISOString());
  return { email: row.email, expires_at: row.expires_at };
}

/**
 * Sets the password with the link, once: registration's policy for the new one, then in one
 * transaction the link is claimed (a second use, even at the same moment, finds it used), the
 * hash replaced, every session of the person ended and their known devices forgotten (whoever
 * was signed in with the old password is no longer). Nothing changes when refused.
 */
export async function setPasswordWithLink(
  db: Kysely<Database>,
  input: SetInput,
): Promise<PasswordLinkSet> {
  const row = await linkByToken(db, input.token);
  assertUsable(row, now().toISOString());
  await assertPasswordAcceptable(input.password, { name: row.name, email: row.email });
  const hash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    const at = now().toISOString();
    await lockAccount(trx, row.user_id);
    const claimed = await trx
      .updateTable('password_links')
      .set({ used_at: at })
      .where('token_hash', '=', hashSecretToken(input.token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) {
      assertUsable(await linkByToken(trx, input.token), at);
      throw refused(codes.used, texts.linkUsed);
    }
    await trx
      .updateTable('users')
      .set({ password_hash: hash, updated_at: at })
      .where('id', '=', row.user_id)
      .execute();
    await trx.deleteFrom('sessions').where('user_id', '=', row.user_id).execute();
    await forgetDevices(trx, row.user_id);
  });
  return { message: texts.passwordSet };
}
