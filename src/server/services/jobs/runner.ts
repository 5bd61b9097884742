import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { JobLog } from '../mail/mailer';
import { now } from '../../db/clock';
import type { Database } from '../../db/schema';
import type { JobRunnerStatus } from '../../../shared/domain/readiness';
import { silentJobReport, type JobReport } from '../../metrics/reports';
import { claimOccurrence, failOccurrence, finishOccurrence, renewOccurrence } from './claim';
import { keepLease } from './lease';

/** A job that runs at most once per occurrence, whichever process gets there first. */
export interface ScheduledJob {
  name: string;
  /** The occurrence due at `at` ("2026-11-26" for a daily job), or null when none is. */
  occurrenceAt(at: Date): string | null;
  /**
   * How long a claim lasts unless renewed. The runner renews it while the run lasts, however
   * long, so this is how soon another process takes over from a runner that died.
   */
  leaseMs: number;
  /** The pause before a failed occurrence is tried again. */
  retryMs: number;
  run(occurrence: string): Promise<void>;
}

/** Work that each tick does in every process, exactly once per row by its own claims (email). */
export interface TickTask {
  name: string;
  /** `owner`: this process, for the task's own claims. */
  run(owner: string): Promise<unknown>;
}

export interface JobRunner {
  /** One pass over the jobs and tasks (the timer's, or a test's). */
  tick(): Promise<void>;
  /** Stops the timer and waits for the pass under way. */
  stop(): Promise<void>;
  readonly owner: string;
  /** When it began passes: GET /api/ready tells from it whether the jobs tick. */
  status(): JobRunnerStatus;
}

/** This process, as job rows and email claims name it. */
export function processOwner(): string {
  return `${hostname()}:${String(process.pid)}:${randomUUID().slice(0, 8)}`;
}

/**
 * Every API process runs this (main.ts): each tick it takes the due occurrences nobody took yet
 * (services/jobs/claim.ts) and runs the tick tasks. A process that starts after being down finds
 * today's occurrences not done and runs them; jobs are written so that a late run catches up.
 */
export function startJobRunner(options: {
  db: Kysely<Database>;
  log: JobLog;
  jobs: readonly ScheduledJob[];
  tasks: readonly TickTask[];
  tickMs: number;
  /** false: no timer (tests call tick themselves). */
  timer?: boolean;
  /** Where each run and failure is counted (the app's metrics). */
  report?: JobReport;
}): JobRunner {
  const { db, log, jobs, tasks } = options;
  const report = options.report ?? silentJobReport;
  // The process's clock: durations, not dates (the pinnable `now()` may stand still in tests).
  const since = (start: number) => (performance.now() - start) / 1000;
  const owner = processOwner();
  let pass: Promise<void> | null = null;
  let lastPassStartedAt: number | null = null;
  let passUnderWaySince: number | null = null;

  async function runJob(job: ScheduledJob): Promise<void> {
    const occurrence = job.occurrenceAt(now());
    if (occurrence === null) return;
    const key = { job: job.name, occurrence };
    if (!(await claimOccurrence(db, key, owner, job.leaseMs))) return;
    // Held while it runs: a run longer than the lease is not taken over and run again beside it.
    const lease = keepLease(job.leaseMs, () => renewOccurrence(db, key, owner, job.leaseMs));
    let failure: { error: unknown } | null = null;
    const start = performance.now();
    try {
      await job.run(occurrence);
    } catch (error: unknown) {
      failure = { error };
    } finally {
      await lease.stop();
    }
    report.ran(job.name, failure === null, since(start));
    // Only when this process could not reach the database for a whole lease: the jobs are written
    // so that a second run doubles nothing, and its end is written by whoever holds it now.
    if (lease.lost)
      log.error({ job: job.name, occurrence }, 'job lease lost while running: taken over');
    if (!failure) {
      await finishOccurrence(db, key, owner);
      return;
    }
    log.error({ err: failure.error, job: job.name, occurrence }, 'job failed');
    await failOccurrence(db, key, owner, failure.error, job.retryMs);
  }

  async function tickOnce(): Promise<void> {
    // The tasks first: waiting email should not wait behind a long job (a first statistics build).
    for (const task of tasks) {
      const start = performance.now();
      await task.run(owner).then(
        () => report.ran(task.name, true, since(start)),
        (error: unknown) => {
          report.ran(task.name, false, since(start));
          log.error({ err: error, task: task.name }, 'task failed');
        },
      );
    }
    for (const job of jobs)
      await runJob(job).catch((error: unknown) =>
        log.error({ err: error, job: job.name }, 'job could not be claimed'),
      );
  }

  const tick = (): Promise<void> => {
    // One pass at a time: a slow pass (a first statistics build) makes the next ticks wait.
    if (!pass) {
      // The process's own clock, not the pinnable `now()`: this measures the timer, not dates.
      lastPassStartedAt = Date.now();
      passUnderWaySince = lastPassStartedAt;
      pass = tickOnce().finally(() => {
        pass = null;
        passUnderWaySince = null;
      });
    }
    return pass;
  };

  const handle = options.timer === false ? null : setInterval(() => void tick(), options.tickMs);
  handle?.unref();
  if (handle) void tick();
  return {
    owner,
    tick,
    status: () => ({ tickMs: options.tickMs, lastPassStartedAt, passUnderWaySince }),
    stop: async () => {
      if (handle) clearInterval(handle);
      await pass;
    },
  };
}
