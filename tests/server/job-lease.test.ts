import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startJobRunner, type ScheduledJob } from '../../src/server/services/jobs/runner';
import { openTestDatabase, testDialects, type TestDatabase } from '../support/test-databases';

/**
 * Issue 28 (#5), the jobs' side: an occurrence's lease ran out while its run was still going (a
 * first statistics build longer than its lease), and another process took it over and ran it a
 * second time beside the first. The runner keeps the lease while the run lasts; only a runner
 * that stopped (died) lets another take the occurrence over. Short leases, on the real clock.
 */
const quiet = { info: () => undefined, error: () => undefined };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDialects)('a job occurrence’s lease on %s', (dialect) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
  });
  afterEach(async () => {
    await database.destroy();
  });

  /** Two processes' runners of one job (150 ms lease, runs of `runMs`), each noting its runs. */
  const twoRunners = (runMs: number) => {
    const runs: string[] = [];
    const runner = (label: string) => {
      const job: ScheduledJob = {
        name: 'langt-jobb',
        occurrenceAt: () => 'i-dag',
        leaseMs: 150,
        retryMs: 60_000,
        run: async () => {
          runs.push(label);
          await pause(runMs);
        },
      };
      return startJobRunner({
        db: database.db,
        log: quiet,
        jobs: [job],
        tasks: [],
        tickMs: 15_000,
        timer: false,
      });
    };
    return { runs, a: runner('a'), b: runner('b') };
  };
  const jobRun = () =>
    database.db
      .selectFrom('job_runs')
      .select(['status', 'owner', 'attempts'])
      .where('job', '=', 'langt-jobb')
      .execute();

  it('is kept while a run lasts longer than the lease: another process does not run it too', async () => {
    const { runs, a, b } = twoRunners(900);
    const first = a.tick();
    // b ticks as its timer would while a's run goes on six times past its lease.
    for (let i = 0; i < 8; i += 1) {
      await pause(100);
      await b.tick();
    }
    await first;
    await b.tick();
    expect(runs).toEqual(['a']);
    expect(await jobRun()).toEqual([{ status: 'done', owner: a.owner, attempts: 1 }]);
  });

  it('is taken over once the runner holding it stopped renewing it (it died)', async () => {
    const { runs, b } = twoRunners(10);
    await database.db
      .insertInto('job_runs')
      .values({
        job: 'langt-jobb',
        occurrence: 'i-dag',
        status: 'running',
        owner: 'prosess-som-døde',
        lease_until: new Date(Date.now() + 300).toISOString(),
        attempts: 1,
        started_at: new Date().toISOString(),
        finished_at: null,
        last_error: null,
      })
      .execute();
    await b.tick();
    expect(runs).toEqual([]);
    await pause(400);
    await b.tick();
    expect(runs).toEqual(['b']);
    expect(await jobRun()).toEqual([{ status: 'done', owner: b.owner, attempts: 2 }]);
  });
});
