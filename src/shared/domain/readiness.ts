/**
 * What GET /api/ready reports for each of its checks (a load balancer reads `ready`; a person
 * reading the body sees which check failed). Closed sets, no personal data, no error text.
 */
export const DATABASE_CHECKS = ['ok', 'unreachable'] as const;
export type DatabaseCheck = (typeof DATABASE_CHECKS)[number];

/** `unknown`: the database could not be asked. */
export const MIGRATION_CHECKS = ['ok', 'pending', 'unknown'] as const;
export type MigrationCheck = (typeof MIGRATION_CHECKS)[number];

/**
 * `off`: this process runs no jobs by its configuration (RUN_JOBS=false): ready all the same,
 * other processes run them. `stale`: the runner has not begun a pass for too long.
 * `starting`: the runner is to start but has not yet.
 */
export const JOB_CHECKS = ['ok', 'off', 'stale', 'starting'] as const;
export type JobCheck = (typeof JOB_CHECKS)[number];

export interface ReadinessChecks {
  database: DatabaseCheck;
  migrations: MigrationCheck;
  jobs: JobCheck;
}

/** Ready when the database answers, every migration is applied and the jobs tick (or are off). */
export function isReady(checks: ReadinessChecks): boolean {
  return (
    checks.database === 'ok' &&
    checks.migrations === 'ok' &&
    (checks.jobs === 'ok' || checks.jobs === 'off')
  );
}

/** What a job runner says of itself (services/jobs/runner.ts `status`). */
export interface JobRunnerStatus {
  /** How often it begins a pass. */
  tickMs: number;
  /** When it began its latest pass (ms since the epoch), null before the first. */
  lastPassStartedAt: number | null;
  /** The pass under way began then; null between passes. */
  passUnderWaySince: number | null;
}

/**
 * A pass is due every tick; a runner that has begun none for this many ticks is stuck (its
 * timer stopped, or the event loop is blocked). Several ticks, not one: a busy pass delays the
 * next by a little, and a load balancer should not drop a process for a hiccup.
 */
export const STALE_AFTER_TICKS = 4;
/**
 * A pass may run long (a first statistics build takes minutes, its lease kept meanwhile): one
 * under way counts as ticking for this long, the longest lease of a job (services/jobs/index.ts).
 */
export const LONGEST_PASS_MS = 30 * 60_000;

/** Is the runner ticking at `nowMs`? */
export function jobCheck(status: JobRunnerStatus | null | 'off', nowMs: number): JobCheck {
  if (status === 'off') return 'off';
  if (status === null) return 'starting';
  if (status.passUnderWaySince !== null) {
    return nowMs - status.passUnderWaySince <= LONGEST_PASS_MS ? 'ok' : 'stale';
  }
  if (status.lastPassStartedAt === null) return 'starting';
  return nowMs - status.lastPassStartedAt <= STALE_AFTER_TICKS * status.tickMs ? 'ok' : 'stale';
}
