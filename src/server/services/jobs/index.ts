import type { Kysely } from 'kysely';
import type { JobLog } from '../mail/mailer';
import { addDaysIso, osloDateOf, todayIso } from '../../db/clock';
import type { Database, Dialect } from '../../db/schema';
import type { Mailer } from '../mail/mailer';
import { sendDueMail } from '../mail/outbox';
import { isQuietHour } from '../mail/quiet-hours';
import { runLoanReminders } from '../reminders/loan-reminders';
import { expireReservations, runPickupReminders, runWaitlistOffers } from '../reservations';
import { runRetention } from '../retention/run-retention';
import { refreshStatisticsRollups } from '../statistics/rollups';
import { startJobRunner, type JobRunner, type ScheduledJob, type TickTask } from './runner';
import type { JobReport } from '../../metrics/reports';

export { startJobRunner, type JobRunner } from './runner';

/** How often each process looks for work: email goes out within this, a job starts within it. */
export const JOB_TICK_MS = 15_000;
/** Finished occurrences are kept this long (what ran when), then removed. */
const KEEP_RUNS_DAYS = 14;

const MINUTE = 60_000;

/** The scheduled jobs of the product (DESIGN: reminders, expiries, statistics). */
export function productJobs(db: Kysely<Database>, dialect: Dialect): ScheduledJob[] {
  return [
    {
      // Daily, from 08:00: no reminder goes out in the evening or at night. A day the server
      // was down is caught up by the next day's run (it reminds of whatever was not reminded).
      name: 'loan-reminders',
      occurrenceAt: (at) => (isQuietHour(at) ? null : osloDateOf(at)),
      leaseMs: 15 * MINUTE,
      retryMs: 5 * MINUTE,
      run: (day) => runLoanReminders(db, day),
    },
    {
      // The network's monthly statistics, once a minute across all processes.
      name: 'statistics-refresh',
      occurrenceAt: (at) => at.toISOString().slice(0, 16),
      // The first build on a national history takes minutes: the runner renews the lease while
      // it runs, so a long build is never run twice beside itself.
      leaseMs: 30 * MINUTE,
      retryMs: MINUTE,
      run: () => refreshStatisticsRollups(db, dialect, todayIso()),
    },
    {
      // Once the day has turned: yesterday's reservations not picked up free their units.
      name: 'reservation-expiry',
      occurrenceAt: (at) => osloDateOf(at),
      leaseMs: 5 * MINUTE,
      retryMs: 5 * MINUTE,
      run: async (day) => {
        await expireReservations(db, day);
      },
    },
    {
      // Daily from 08:00, with the loan reminders: tomorrow's pickups are reminded once.
      name: 'pickup-reminders',
      occurrenceAt: (at) => (isQuietHour(at) ? null : osloDateOf(at)),
      leaseMs: 15 * MINUTE,
      retryMs: 5 * MINUTE,
      run: async (day) => {
        await runPickupReminders(db, day);
      },
    },
    {
      // Each minute: lapsed offers end, and units free for a day go to its waiting list.
      name: 'waitlist-offers',
      occurrenceAt: (at) => at.toISOString().slice(0, 16),
      leaseMs: 5 * MINUTE,
      retryMs: MINUTE,
      run: () => runWaitlistOffers(db),
    },
    {
      // Daily: people whose last activity is older than the network's period are anonymised
      // with their children (services/retention). Each person is checked again under their
      // lock, so a run taken over from a process that died anonymises nobody twice.
      name: 'retention',
      occurrenceAt: (at) => osloDateOf(at),
      leaseMs: 15 * MINUTE,
      retryMs: 30 * MINUTE,
      run: async () => {
        await runRetention(db);
      },
    },
    {
      name: 'job-runs-cleanup',
      occurrenceAt: (at) => osloDateOf(at),
      leaseMs: 5 * MINUTE,
      retryMs: 30 * MINUTE,
      run: async (day) => {
        const before = `${addDaysIso(day, -KEEP_RUNS_DAYS)}T00:00:00.000Z`;
        await db
          .deleteFrom('job_runs')
          .where('status', '=', 'done')
          .where('finished_at', '<', before)
          .execute();
      },
    },
  ];
}

/** What every tick does besides the jobs: send the email that is due. */
export function productTasks(
  db: Kysely<Database>,
  mailer: Mailer,
  /** `mailLeaseMs`: the mail lease (`MAIL_LEASE_MS`), shorter in tests. */
  options: { mailLeaseMs?: number } = {},
): TickTask[] {
  return [
    {
      name: 'mail',
      run: (owner) => sendDueMail(db, mailer, owner, { leaseMs: options.mailLeaseMs }),
    },
  ];
}

/** The jobs and email of one API process (main.ts). */
export function startProductJobs(
  db: Kysely<Database>,
  dialect: Dialect,
  mailer: Mailer,
  log: JobLog,
  report?: JobReport,
): JobRunner {
  return startJobRunner({
    db,
    log,
    ...(report ? { report } : {}),
    jobs: productJobs(db, dialect),
    tasks: productTasks(db, mailer),
    tickMs: JOB_TICK_MS,
  });
}
