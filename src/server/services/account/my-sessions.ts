import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/clock';
import type { Database } from '../../db/schema';
import type { MySessions } from '../../../shared/contracts/profile';
import { profileMessages as m } from '../../../shared/texts/profile';
import type { ActiveSession } from '../sessions';

/**
 * A name for a session that reveals nothing of its cookie or of the stored hash (Min side's list,
 * and the admin CLI's `sessions`).
 */
export const publicIdOf = (idHash: string) =>
  createHash('sha256').update(`session:${idHash}`).digest('base64url').slice(0, 16);

/** GET /api/me/sessions: the person's live sessions, this one first, then the latest used. */
export async function listMySessions(
  db: Kysely<Database>,
  session: ActiveSession,
): Promise<MySessions> {
  const rows = await db
    .selectFrom('sessions')
    .select(['id_hash', 'device_label', 'created_at', 'last_seen_at', 'expires_at', 'remember'])
    .where('user_id', '=', session.userId)
    .where('expires_at', '>', nowIso())
    .orderBy('last_seen_at', 'desc')
    .execute();
  const sessions = rows.map((row) => ({
    id: publicIdOf(row.id_hash),
    device: row.device_label,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.id_hash === session.idHash ? session.expiresAt : row.expires_at,
    remember: row.remember === 1,
    current: row.id_hash === session.idHash,
  }));
  return { sessions: [...sessions].sort((a, b) => Number(b.current) - Number(a.current)) };
}

/** DELETE /api/me/sessions/others ("logg ut andre enheter"): every session but this one ends. */
export async function endOtherSessions(
  db: Kysely<Database>,
  session: ActiveSession,
): Promise<{ message: string; ended: number }> {
  const result = await db
    .deleteFrom('sessions')
    .where('user_id', '=', session.userId)
    .where('id_hash', '!=', session.idHash)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  // Expired ones go too, uncounted: they were no longer signed in anyway.
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', session.userId)
    .where('id_hash', '!=', session.idHash)
    .execute();
  const ended = Number(result.numDeletedRows);
  return { message: m.otherSessionsEnded(ended), ended };
}
