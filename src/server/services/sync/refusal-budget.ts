import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { countAll } from '../../db/sql-helpers';

const HOUR_MS = 60 * 60_000;
/** The stored refusals a user may add in this window (PUSH_REFUSAL_LIMIT). */
export const REFUSAL_WINDOW_MS = HOUR_MS;
/**
 * How long a refusal is kept. Within it a replay gets the stored answer; a replay of a refused
 * op arriving later is decided afresh. That cannot apply anything twice (a refused op changed
 * nothing), and devices drop an entry once they have its answer, so only a device that never
 * got the answer in 30 days would see it.
 */
export const REFUSAL_RETENTION_MS = 30 * 24 * HOUR_MS;

export interface RefusalBudget {
  admitted: boolean;
  /** Until the oldest counted refusal leaves the window (when not admitted). */
  retryAfterSeconds: number;
}

/**
 * Whether a user may push now: fewer than `limit` refusals stored for them in the last hour.
 * Checked before a push applies anything, so a push over the budget changes nothing and its
 * ops stay in the device's outbox (a 429 is retried later): no real op is lost and none is
 * decided differently. A push admitted just under the budget may add up to one batch more.
 */
export async function refusalBudget(
  db: Kysely<Database>,
  actorId: number,
  limit: number,
  at: Date,
): Promise<RefusalBudget> {
  const row = await db
    .selectFrom('applied_ops')
    .select((eb) => [countAll().as('n'), eb.fn.min('applied_at').as('oldest')])
    .where('outcome', '=', 'rejected')
    .where('actor_id', '=', actorId)
    .where('applied_at', '>', new Date(at.getTime() - REFUSAL_WINDOW_MS).toISOString())
    .executeTakeFirstOrThrow();
  if (row.n < limit || row.oldest === null) return { admitted: true, retryAfterSeconds: 0 };
  const free = Date.parse(row.oldest) + REFUSAL_WINDOW_MS - at.getTime();
  return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil(free / 1000)) };
}

/** Forgets refusals older than the retention; applied ops (and exceptions) are kept for ever. */
export async function pruneOldRefusals(db: Kysely<Database>, at: Date): Promise<void> {
  await db
    .deleteFrom('applied_ops')
    .where('outcome', '=', 'rejected')
    .where('applied_at', '<', new Date(at.getTime() - REFUSAL_RETENTION_MS).toISOString())
    .execute();
}
