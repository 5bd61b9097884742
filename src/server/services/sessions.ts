import { hashSecretToken, newSecretToken } from './security/secret-tokens';
import type { Kysely } from 'kysely';
import { now } from '../db/clock';
import type { Database, UserRow } from '../db/schema';

/** "Husk meg" keeps a session alive for 30 days of inactivity. */
export const REMEMBER_TTL_MINUTES = 60 * 24 * 30;
/** Sliding expiry is written at most this often per session, not on every request. */
const TOUCH_INTERVAL_MS = 15_000;
/** The client warns 60 s before expiry (SPEC §9); any request then extends the session. */
const NEAR_EXPIRY_MS = 90_000;

/** A person who can sign in: an account always has an email (walk-ins have none, no password). */
export type AuthUser = Omit<UserRow, 'password_hash' | 'email'> & { email: string };

/** The row without its hash, or null for a record that is no account (a walk-in). */
export function toAuthUser<T extends { password_hash: string; email: string | null }>(
  row: T,
): (Omit<T, 'password_hash' | 'email'> & { email: string }) | null {
  const { password_hash: _hash, email, ...rest } = row;
  return email === null ? null : { ...rest, email };
}

export interface ActiveSession {
  /** sha256 of the cookie value; the raw id is never stored. */
  idHash: string;
  userId: number;
  companyId: number | null;
  remember: boolean;
  expiresAt: string;
  /** True when this request moved the expiry forward (the cookie is re-sent then). */
  renewed: boolean;
}

export const newSessionToken = newSecretToken;
export const hashSessionToken = hashSecretToken;

export function sessionTtlMinutes(remember: boolean, idleMinutes: number): number {
  return remember ? REMEMBER_TTL_MINUTES : idleMinutes;
}

const expiryFrom = (from: Date, minutes: number) =>
  new Date(from.getTime() + minutes * 60_000).toISOString();

export async function createSession(
  db: Kysely<Database>,
  input: {
    userId: number;
    companyId: number | null;
    remember: boolean;
    idleMinutes: number;
    /** "Chrome på Android" (device-label.ts), for the person's list of signed-in devices. */
    deviceLabel?: string | null;
  },
): Promise<{ token: string; session: ActiveSession }> {
  const token = newSessionToken();
  const at = now();
  const session: ActiveSession = {
    idHash: hashSessionToken(token),
    userId: input.userId,
    companyId: input.companyId,
    remember: input.remember,
    expiresAt: expiryFrom(at, sessionTtlMinutes(input.remember, input.idleMinutes)),
    renewed: true,
  };
  await db
    .insertInto('sessions')
    .values({
      id_hash: session.idHash,
      user_id: session.userId,
      company_id: session.companyId,
      remember: session.remember ? 1 : 0,
      expires_at: session.expiresAt,
      created_at: at.toISOString(),
      last_seen_at: at.toISOString(),
      device_label: input.deviceLabel ?? null,
    })
    .execute();
  // Kept on the person: the session goes when it ends, and the retention job counts from this.
  await db
    .updateTable('users')
    .set({ last_sign_in_at: at.toISOString() })
    .where('id', '=', input.userId)
    .execute();
  return { token, session };
}

export async function deleteSession(db: Kysely<Database>, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

/** Drops a user's expired sessions (done at login, so stale rows never pile up per user). */
export async function deleteExpiredSessions(db: Kysely<Database>, userId: number): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('expires_at', '<=', now().toISOString())
    .execute();
}

/**
 * Resolves a session cookie. An expired session is deleted on sight; a live one slides its
 * expiry forward (written at most every few seconds).
 */
export async function findSession(
  db: Kysely<Database>,
  token: string,
  idleMinutes: number,
): Promise<{ session: ActiveSession; user: AuthUser } | null> {
  const idHash = hashSessionToken(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select([
      'sessions.company_id as session_company_id',
      'sessions.remember as session_remember',
      'sessions.expires_at as session_expires_at',
      'sessions.last_seen_at as session_last_seen_at',
    ])
    .where('sessions.id_hash', '=', idHash)
    .executeTakeFirst();
  if (!row) return null;
  const at = now();
  if (row.session_expires_at <= at.toISOString()) {
    await deleteSession(db, idHash);
    return null;
  }
  const remember = row.session_remember === 1;
  let expiresAt = row.session_expires_at;
  // Also when the end is near: "Forbli innlogget" in the last minute must really extend it.
  const due =
    at.getTime() - Date.parse(row.session_last_seen_at) >= TOUCH_INTERVAL_MS ||
    Date.parse(expiresAt) - at.getTime() <= NEAR_EXPIRY_MS;
  if (due) {
    expiresAt = expiryFrom(at, sessionTtlMinutes(remember, idleMinutes));
    await db
      .updateTable('sessions')
      .set({ expires_at: expiresAt, last_seen_at: at.toISOString() })
      .where('id_hash', '=', idHash)
      .execute();
  }
  const {
    session_company_id,
    session_remember: _remember,
    session_expires_at: _expires,
    session_last_seen_at: _seen,
    ...person
  } = row;
  const user = toAuthUser(person);
  if (!user) return null;
  return {
    session: {
      idHash,
      userId: user.id,
      companyId: session_company_id,
      remember,
      expiresAt,
      renewed: due,
    },
    user,
  };
}

export async function setSessionCompany(
  db: Kysely<Database>,
  idHash: string,
  companyId: number | null,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ company_id: companyId })
    .where('id_hash', '=', idHash)
    .execute();
}
