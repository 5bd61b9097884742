import type { PullResponse, PushResult } from '../../shared/contracts/sync';

/**
 * What the services report to the metrics: small interfaces carried by the app (app.metrics), so
 * that nothing outside src/server/metrics knows prom-client. Every label value is from a closed
 * set (route patterns, decisions, job names): never an id, an address or a name.
 */
export interface SyncReport {
  /** One answered push: its results, one per op. */
  pushed(results: readonly PushResult[]): void;
  /** One pull answer (a snapshot or the changes since a cursor). */
  pulled(answer: PullResponse): void;
}

export interface JobReport {
  /** A job occurrence or a tick task ran: `ok` false when it failed. */
  ran(job: string, ok: boolean, seconds: number): void;
}

export interface MailReport {
  /** An email handed to the mailer: `ok` false when sending it failed. */
  sent(ok: boolean): void;
}

export interface HttpReport {
  /** One answered request; `route` is the route's pattern, or null when none matched. */
  answered(method: string, route: string | null, status: number, seconds: number): void;
}

/** Reports that count nothing (a job runner without metrics). */
export const silentJobReport: JobReport = { ran: () => undefined };
