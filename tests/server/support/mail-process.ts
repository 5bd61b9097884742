/**
 * One more API process's email sender, for the test that runs two at once on one database
 * (mail-lease.test.ts): the real runner with the product's tick tasks, database and mailer in a
 * process of its own, on the real clock (leases run out), with a short mail lease
 * (MAIL_LEASE_MS). Both processes start ticking at START_AT and tick until no email waits.
 */
import { createDatabase } from '../../../src/server/db/connect';
import { productTasks, startJobRunner } from '../../../src/server/services/jobs';
import { createMailer } from '../../../src/server/services/mail/mailer';

const { DATABASE_URL, SQLITE_FILE, SMTP_URL, START_AT, MAIL_LEASE_MS } = process.env;
if (!(DATABASE_URL || SQLITE_FILE) || !SMTP_URL || !START_AT || !MAIL_LEASE_MS)
  throw new Error('mail-process: env');
/** However the test goes, the process ends (the test then sees what is missing). */
const GIVE_UP_AFTER_MS = 20_000;

const log = {
  info: () => undefined,
  error: (...args: unknown[]) => console.error(...args),
};
const database = await createDatabase(
  DATABASE_URL ? { databaseUrl: DATABASE_URL } : { sqliteFile: SQLITE_FILE ?? '' },
);
const mailer = createMailer(
  { smtpUrl: SMTP_URL, from: 'Utstyrsbod <ikke-svar@utstyrsbod.no>' },
  log,
);
const runner = startJobRunner({
  db: database.db,
  log,
  jobs: [],
  tasks: productTasks(database.db, mailer, { mailLeaseMs: Number(MAIL_LEASE_MS) }),
  tickMs: 15_000,
  timer: false,
});
const waiting = async () =>
  (
    await database.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('status', '=', 'pending')
      .limit(1)
      .execute()
  ).length > 0;
await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(START_AT) - Date.now())));
const giveUpAt = Date.now() + GIVE_UP_AFTER_MS;
// Another process may hold the rows that wait: tick again until it has sent them (or lost them).
while ((await waiting()) && Date.now() < giveUpAt) {
  await runner.tick();
  await new Promise((resolve) => setTimeout(resolve, 20));
}
await runner.stop();
mailer.close();
await database.destroy();
console.log(JSON.stringify({ owner: runner.owner }));
