import type { Kysely } from 'kysely';
import { nowIso } from '../../db/clock';
import { hashPassword } from '../../db/passwords';
import type { Database } from '../../db/schema';
import { adminCliTexts as texts } from '../../../shared/texts/admin-cli';
import { accountByEmail } from '../auth';
import { newSecretToken } from '../security/secret-tokens';
import { publicIdOf } from './my-sessions';

/**
 * What the admin CLI does that no screen can (src/server/tools/admin.ts): make the first network
 * admin, find an account by its address, list and end its sessions. A refusal is an
 * AdminRefusal with the Norwegian text the CLI prints.
 */
export class AdminRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdminRefusal';
  }
}

/** The account that signs in with this address (not a walk-in, not a deleted account). */
export async function findAccount(
  db: Kysely<Database>,
  email: string,
): Promise<{ id: number; email: string; isNetworkAdmin: boolean }> {
  const row = await accountByEmail(db, email)
    .select(['id', 'is_network_admin'])
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new AdminRefusal(texts.noAccount(email));
  return { id: row.id, email, isNetworkAdmin: row.is_network_admin === 1 };
}

/**
 * A network admin with this address and no usable password: its hash is of a random secret
 * nobody keeps (not NO_PASSWORD, which would make it a walk-in), so it signs in only once a
 * set-password link has been used. Refused when any live person has the address already.
 */
export async function createNetworkAdmin(
  db: Kysely<Database>,
  input: { email: string; name: string },
): Promise<{ id: number }> {
  const taken = () => new AdminRefusal(texts.emailExists(input.email));
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', input.email)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (existing) throw taken();
  const at = nowIso();
  const passwordHash = await hashPassword(newSecretToken());
  try {
    return await db
      .insertInto('users')
      .values({
        name: input.name,
        email: input.email,
        phone: null,
        password_hash: passwordHash,
        status: 'active',
        is_verified: 1,
        is_network_admin: 1,
        current_company_id: null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  } catch (error) {
    // Another process made the account meanwhile: the unique index decided.
    if (await accountByEmail(db, input.email).select('id').executeTakeFirst()) throw taken();
    throw error;
  }
}

export interface SessionSummary {
  /** Min side's public id of the session (no cookie, no stored hash). */
  id: string;
  createdAt: string;
  lastSeenAt: string;
  device: string | null;
}

/** The person's live sessions, the latest used first. */
export async function listSessions(
  db: Kysely<Database>,
  userId: number,
): Promise<SessionSummary[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['id_hash', 'created_at', 'last_seen_at', 'device_label'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', nowIso())
    .orderBy('last_seen_at', 'desc')
    .execute();
  return rows.map((r) => ({
    id: publicIdOf(r.id_hash),
    createdAt: r.created_at,
    lastSeenAt: r.last_seen_at,
    device: r.device_label,
  }));
}

/**
 * Ends the person's sessions: all (expired ones too), or the one live session whose public id
 * starts with `prefix`. Refused when no session or more than one matches the prefix.
 */
export async function endSessions(
  db: Kysely<Database>,
  userId: number,
  prefix: string | null,
): Promise<number> {
  if (prefix === null) {
    const live = (await listSessions(db, userId)).length;
    await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    return live;
  }
  const rows = await db
    .selectFrom('sessions')
    .select('id_hash')
    .where('user_id', '=', userId)
    .where('expires_at', '>', nowIso())
    .execute();
  const matching = rows.filter((r) => publicIdOf(r.id_hash).startsWith(prefix));
  const [only, ...more] = matching;
  if (!only) throw new AdminRefusal(texts.noSuchSession(prefix));
  if (more.length > 0) throw new AdminRefusal(texts.ambiguousSession(prefix));
  await db.deleteFrom('sessions').where('id_hash', '=', only.id_hash).execute();
  return 1;
}
