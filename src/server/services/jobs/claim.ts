import { sql, type Kysely } from 'kysely';
import { now } from '../../db/clock';
import type { Database } from '../../db/schema';

/** Which occurrence of which job. */
export interface Occurrence {
  job: string;
  occurrence: string;
}

/**
 * Takes an occurrence to run: the process whose insert makes its row, or that takes over a row
 * whose lease ran out (its process died: a running process renews it, `renewOccurrence`; or it
 * failed and its pause is over). Never one that is
 * done. On PostgreSQL a second process's update waits for the first's and then re-checks the
 * lease on the row as it now is, so exactly one process gets it.
 */
export async function claimOccurrence(
  db: Kysely<Database>,
  { job, occurrence }: Occurrence,
  owner: string,
  leaseMs: number,
): Promise<boolean> {
  const at = now();
  const nowIso = at.toISOString();
  const leaseUntil = new Date(at.getTime() + leaseMs).toISOString();
  const inserted = await db
    .insertInto('job_runs')
    .values({
      job,
      occurrence,
      status: 'running',
      owner,
      lease_until: leaseUntil,
      attempts: 1,
      started_at: nowIso,
      finished_at: null,
      last_error: null,
    })
    .onConflict((oc) => oc.columns(['job', 'occurrence']).doNothing())
    .returning('job')
    .executeTakeFirst();
  if (inserted) return true;
  const taken = await db
    .updateTable('job_runs')
    .set({
      status: 'running',
      owner,
      lease_until: leaseUntil,
      attempts: sql`attempts + 1`,
      started_at: nowIso,
    })
    .where('job', '=', job)
    .where('occurrence', '=', occurrence)
    .where('status', '!=', 'done')
    .where('lease_until', '<', nowIso)
    .returning('job')
    .executeTakeFirst();
  return taken !== undefined;
}

/**
 * Extends the lease of an occurrence this process is running (the runner does, every third of
 * the lease, while the run lasts): false when it is not ours any more.
 */
export async function renewOccurrence(
  db: Kysely<Database>,
  { job, occurrence }: Occurrence,
  owner: string,
  leaseMs: number,
): Promise<boolean> {
  const updated = await db
    .updateTable('job_runs')
    .set({ lease_until: new Date(now().getTime() + leaseMs).toISOString() })
    .where('job', '=', job)
    .where('occurrence', '=', occurrence)
    .where('owner', '=', owner)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** The occurrence ran to its end. */
export async function finishOccurrence(
  db: Kysely<Database>,
  { job, occurrence }: Occurrence,
  owner: string,
): Promise<void> {
  await db
    .updateTable('job_runs')
    .set({ status: 'done', finished_at: now().toISOString(), last_error: null })
    .where('job', '=', job)
    .where('occurrence', '=', occurrence)
    .where('owner', '=', owner)
    .execute();
}

/** The occurrence failed: any process may try it again after `pauseMs`. */
export async function failOccurrence(
  db: Kysely<Database>,
  { job, occurrence }: Occurrence,
  owner: string,
  error: unknown,
  pauseMs: number,
): Promise<void> {
  await db
    .updateTable('job_runs')
    .set({
      status: 'failed',
      lease_until: new Date(now().getTime() + pauseMs).toISOString(),
      last_error: error instanceof Error ? error.message.slice(0, 500) : String(error),
    })
    .where('job', '=', job)
    .where('occurrence', '=', occurrence)
    .where('owner', '=', owner)
    .execute();
}
