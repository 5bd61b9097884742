import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';

/**
 * Race tests on PostgreSQL: one transaction holds a lock while another request arrives, and the
 * test lets the first go on only once the second is seen waiting for it. Waiting a fixed time
 * instead either slows every run or, on a busy machine, lets the holder commit before the other
 * request got that far, and the race is not tried at all.
 */

/** The server process of a connection or transaction (to ask what it blocks). */
export async function backendPid(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
  const pid = rows[0]?.pid;
  if (pid === undefined) throw new Error('PostgreSQL named no backend');
  return pid;
}

/** Polls until some session waits for a lock that `pid` holds; `what` names the awaited wait. */
export async function untilBlockedBy(
  db: Kysely<Database>,
  pid: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_stat_activity where ${pid} = any(pg_blocking_pids(pid))
    `.execute(db);
    if ((rows[0]?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${what} never waited for the lock`);
}
