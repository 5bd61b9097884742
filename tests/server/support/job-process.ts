/**
 * One more API process's jobs, for the test that runs two at once on one PostgreSQL
 * (reminders.test.ts): the real runner, database and mailer in a process of its own. The clock
 * is pinned (FIXED_NOW) so the day's reminders are due; both processes start ticking at START_AT.
 */
import { createDatabase } from '../../../src/server/db/connect';
import { setFixedNow } from '../../../src/server/db/clock';
import { productJobs, productTasks, startJobRunner } from '../../../src/server/services/jobs';
import { createMailer } from '../../../src/server/services/mail/mailer';

const { DATABASE_URL, SMTP_URL, FIXED_NOW, START_AT, TICKS } = process.env;
if (!DATABASE_URL || !SMTP_URL || !FIXED_NOW || !START_AT) throw new Error('job-process: env');
setFixedNow(FIXED_NOW);
const log = {
  info: () => undefined,
  error: (...args: unknown[]) => console.error(...args),
};
const database = await createDatabase({ databaseUrl: DATABASE_URL });
const mailer = createMailer(
  { smtpUrl: SMTP_URL, from: 'Utstyrsbod <ikke-svar@utstyrsbod.no>' },
  log,
);
const runner = startJobRunner({
  db: database.db,
  log,
  jobs: productJobs(database.db, database.dialect),
  tasks: productTasks(database.db, mailer),
  tickMs: 15_000,
  timer: false,
});
await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(START_AT) - Date.now())));
for (let i = 0; i < Number(TICKS ?? 3); i += 1) await runner.tick();
await runner.stop();
mailer.close();
await database.destroy();
console.log(JSON.stringify({ owner: runner.owner }));
