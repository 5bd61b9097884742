import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Kysely } from 'kysely';
import type { PoolUse } from '../db/connect';
import type { Database, Dialect } from '../db/schema';
import { MAIL_STATUSES } from '../../shared/domain/statuses';
import { SYNC_DECISIONS } from '../../shared/domain/sync-decisions';
import { decisionOf, pullRowCount, statusClass } from './counts';
import type { HttpReport, JobReport, MailReport, SyncReport } from './reports';

/** The label of requests that matched no route: unknown paths never become labels of their own. */
export const UNMATCHED_ROUTE = 'unmatched';

export interface AppMetrics {
  http: HttpReport;
  sync: SyncReport;
  jobs: JobReport;
  mail: MailReport;
  /** The exposition text of every metric, read now (the outbox and pool gauges query then). */
  scrape(): Promise<{ contentType: string; body: string }>;
}

export interface MetricsSource {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The PostgreSQL pool's use; absent on SQLite (one connection). */
  poolUse?: () => PoolUse;
  /**
   * The process's own metrics (CPU, memory, event loop, GC) too. Only when metrics are exposed:
   * they start timers and observers, which the many apps of a test process do not need.
   */
  processMetrics: boolean;
}

/**
 * One registry per app (tests build many apps in one process; prom-client's global registry
 * would refuse the second). Names and labels: docs/metrics.md.
 */
export function createMetrics(source: MetricsSource): AppMetrics {
  const registry = new Registry();
  if (source.processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requestSeconds = new Histogram({
    name: 'utstyrsbod_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const pushes = new Counter({
    name: 'utstyrsbod_sync_pushes_total',
    help: 'Sync pushes answered with one result per op',
    registers,
  });
  const ops = new Counter({
    name: 'utstyrsbod_sync_ops_total',
    help: 'Pushed ops by what the server decided',
    labelNames: ['decision'] as const,
    registers,
  });
  for (const decision of SYNC_DECISIONS) ops.inc({ decision }, 0);
  const pullRows = new Histogram({
    name: 'utstyrsbod_sync_pull_rows',
    help: 'Rows in a pull answer (changed rows and deleted ids), by snapshot or changes',
    labelNames: ['kind'] as const,
    buckets: [0, 1, 10, 100, 1_000, 10_000, 100_000],
    registers,
  });
  const jobRuns = new Counter({
    name: 'utstyrsbod_job_runs_total',
    help: 'Job occurrences and tick tasks run by this process, by job',
    labelNames: ['job'] as const,
    registers,
  });
  const jobFailures = new Counter({
    name: 'utstyrsbod_job_failures_total',
    help: 'Job occurrences and tick tasks that failed in this process, by job',
    labelNames: ['job'] as const,
    registers,
  });
  const jobSeconds = new Histogram({
    name: 'utstyrsbod_job_duration_seconds',
    help: 'Time a job occurrence or tick task took, by job',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.1, 0.5, 1, 5, 30, 120, 600],
    registers,
  });
  const mailSent = new Counter({
    name: 'utstyrsbod_mail_sent_total',
    help: 'Emails this process handed to the mail server (or the log)',
    registers,
  });
  const mailFailures = new Counter({
    name: 'utstyrsbod_mail_send_failures_total',
    help: 'Tries to send an email that failed (each is tried again later, up to its limit)',
    registers,
  });
  new Gauge({
    name: 'utstyrsbod_mail_outbox',
    help: 'Emails in the outbox by state (all processes: read from the database when scraped)',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      const rows = await source.db
        .selectFrom('mail_outbox')
        .select((eb) => ['status', eb.fn.countAll<number | string>().as('count')])
        .groupBy('status')
        .execute();
      for (const state of MAIL_STATUSES) {
        const row = rows.find((r) => r.status === state);
        this.set({ state }, Number(row?.count ?? 0));
      }
    },
  });
  new Gauge({
    name: 'utstyrsbod_db_pool_connections',
    help: 'Database connections of this process by state (PostgreSQL pool; SQLite: one, total only)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      if (!source.poolUse) {
        this.set({ state: 'total' }, 1);
        return;
      }
      const use = source.poolUse();
      this.set({ state: 'total' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });

  return {
    http: {
      answered: (method, route, status, seconds) =>
        requestSeconds.observe(
          { method, route: route ?? UNMATCHED_ROUTE, status: statusClass(status) },
          seconds,
        ),
    },
    sync: {
      pushed: (results) => {
        pushes.inc();
        for (const result of results) ops.inc({ decision: decisionOf(result) });
      },
      pulled: (answer) =>
        pullRows.observe({ kind: answer.full ? 'snapshot' : 'changes' }, pullRowCount(answer)),
    },
    jobs: {
      ran: (job, ok, seconds) => {
        jobRuns.inc({ job });
        if (!ok) jobFailures.inc({ job });
        jobSeconds.observe({ job }, seconds);
      },
    },
    mail: {
      sent: (ok) => (ok ? mailSent.inc() : mailFailures.inc()),
    },
    scrape: async () => ({ contentType: registry.contentType, body: await registry.metrics() }),
  };
}
