import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/schema';
import { addDaysIso, osloInstant, setFixedNow, todayIso } from '../../src/server/db/clock';
import { latestCursor } from '../../src/server/db/change-log';
import { productJobs, productTasks, startJobRunner } from '../../src/server/services/jobs';
import { pullChanges } from '../../src/server/services/sync';
import { pullResponseSchema } from '../../src/shared/contracts/sync';
import { createMailer, type Mailer } from '../../src/server/services/mail/mailer';
import { queueMail } from '../../src/server/services/mail/outbox';
import { mailTexts } from '../../src/shared/texts/mail';
import { testDialects } from '../support/test-databases';
import { cart, device, freeUnits, push, staff } from './sync-fixtures';
import { staffWorld, type StaffWorld } from './staff-world';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';
import { openTestApp, type TestApp } from './support/test-app';

/**
 * Loan reminders by email (issue: booking ahead and reminders): one email per borrower bundling
 * every unit due tomorrow or overdue, in Norwegian, with the hut's address and opening hours;
 * never from 21:00 to 08:00; once per occurrence however many processes run the jobs; a day the
 * server was down caught up. The emails go over SMTP to a real server on 127.0.0.1.
 */
type ReminderLoans = Record<'liseSoon' | 'liseLate' | 'jonasSoon' | 'noraLater', string>;

/** An instant on a Norwegian clock. */
const at = (date: string, hour: number, minute = 0) =>
  new Date(osloInstant(date, hour).getTime() + minute * 60_000);

/**
 * Only these loans out (the seed's are brought back): Lise one unit due tomorrow and two overdue
 * in another loan, Jonas one due tomorrow, Nora one due the day after.
 */
async function reminderWorld(
  db: Kysely<Database>,
  w: StaffWorld,
  day: string,
): Promise<ReminderLoans> {
  await db
    .updateTable('loan_items')
    .set({ status: 'returned' })
    .where('status', '=', 'lent')
    .execute();
  await db.updateTable('loans').set({ status: 'closed' }).where('status', '=', 'open').execute();
  await db
    .updateTable('companies')
    .set({ address: 'Storgata 1', town: 'Testby', opening_hours: 'Man–fre 15–19' })
    .where('id', '=', w.hutA)
    .execute();
  const atA = device(w.hutA, w.users.ansatt);
  const [u1 = 0, u2 = 0, u3 = 0, u4 = 0, u5 = 0] = await freeUnits(db, w.hutA, 5);
  const make = async (borrower: number, units: number[], due: string) => {
    const c = cart(atA, borrower, units, {
      loanDate: addDaysIso(day, -10),
      expectedReturnDate: due,
    });
    await push(db, staff(w.users.ansatt), [...c.adds, c.handOut()]);
    return c.loanId;
  };
  return {
    liseSoon: await make(w.users.lise, [u1], addDaysIso(day, 1)),
    liseLate: await make(w.users.lise, [u2, u3], addDaysIso(day, -2)),
    jonasSoon: await make(w.users.jonas, [u4], addDaysIso(day, 1)),
    noraLater: await make(w.users.nora, [u5], addDaysIso(day, 2)),
  };
}

describe.each(testDialects)('loan reminders on %s', (dialect) => {
  let t: TestApp;
  let w: StaffWorld;
  let smtp: SmtpSink;
  let mailer: Mailer;
  /** The day the scenario starts (the seed's dates follow the real today). */
  const day = todayIso();
  const loans: ReminderLoans = { liseSoon: '', liseLate: '', jonasSoon: '', noraLater: '' };

  beforeAll(async () => {
    t = await openTestApp(dialect);
    w = await staffWorld(t.database.db);
    smtp = await startSmtpSink();
    mailer = createMailer(
      { smtpUrl: smtp.url, from: 'Utstyrsbod <ikke-svar@utstyrsbod.no>' },
      t.app.log,
    );
    Object.assign(loans, await reminderWorld(t.database.db, w, day));
  });
  afterAll(async () => {
    setFixedNow(null);
    mailer.close();
    await smtp.close();
    await t.close();
  });
  afterEach(() => setFixedNow(null));

  /** Two processes' runners (their own owners), ticked as their timers would. */
  const runners = () =>
    [1, 2].map(() =>
      startJobRunner({
        db: t.database.db,
        log: t.app.log,
        jobs: productJobs(t.database.db, t.database.dialect),
        tasks: productTasks(t.database.db, mailer),
        tickMs: 15_000,
        timer: false,
      }),
    );
  /** An email to Sofie in the outbox, as a job's transaction writes one. */
  const mailToSofie = (subject: string, body: string) =>
    t.database.db.transaction().execute((trx) =>
      queueMail(trx, {
        kind: 'loan_reminder',
        userId: w.users.sofie,
        companyId: w.hutB,
        to: { name: 'Sofie', address: 'sofie.pedersen@eksempel.no' },
        subject,
        body,
        dedupeKey: `${subject}:${dialect}`,
      }),
    );
  const mailTo = (email: string) => smtp.received.filter((m) => m.to === email);
  const reminders = (loanId: string) =>
    t.database.db
      .selectFrom('loan_reminders')
      .select(['kind', 'due_date', 'mail_id'])
      .where('loan_id', '=', loanId)
      .orderBy('kind')
      .execute();

  it('sends each borrower one email bundling their units, once across two processes', async () => {
    setFixedNow(at(day, 10));
    const cursor = await latestCursor(t.database.db);
    const [a, b] = runners();
    if (!a || !b) throw new Error('runners');
    await Promise.all([a.tick(), b.tick()]);
    await Promise.all([a.tick(), b.tick()]);

    expect(smtp.received.map((m) => m.to).sort()).toEqual([
      'jonas.johansen@eksempel.no',
      'lise.hansen@eksempel.no',
    ]);
    const [lise] = mailTo('lise.hansen@eksempel.no');
    expect(lise?.subject).toBe(mailTexts.reminderSubject.overdue);
    const hut = await t.database.db
      .selectFrom('companies')
      .select('name')
      .where('id', '=', w.hutA)
      .executeTakeFirstOrThrow();
    const text = lise?.text ?? '';
    expect(text).toContain('Hei Lise');
    expect(text).toContain(`Dette skal leveres tilbake til ${hut.name} i morgen`);
    expect(text).toContain(`Dette skulle vært levert tilbake til ${hut.name}`);
    const dotted = (iso: string) => iso.split('-').reverse().join('.');
    expect(text).toContain(`skulle vært levert ${dotted(addDaysIso(day, -2))}`);
    // Three units in two loans: three lines.
    expect(text.split('\n').filter((l) => l.startsWith('  • '))).toHaveLength(3);
    expect(text).toContain('Adresse: Storgata 1, Testby');
    expect(text).toContain('Åpningstider: Man–fre 15–19');
    expect(lise?.messageId).toMatch(/^<mail-\d+@utstyrsbod\.no>$/);
    const [jonas] = mailTo('jonas.johansen@eksempel.no');
    expect(jonas?.subject).toBe(mailTexts.reminderSubject.dueTomorrow);

    // What staff see per loan: which reminder went out, in which email.
    expect(await reminders(loans.liseSoon)).toEqual([
      { kind: 'due_tomorrow', due_date: addDaysIso(day, 1), mail_id: expect.any(Number) },
    ]);
    expect(await reminders(loans.liseLate)).toEqual([
      { kind: 'overdue', due_date: addDaysIso(day, -2), mail_id: expect.any(Number) },
    ]);
    expect(await reminders(loans.noraLater)).toEqual([]);
    // The hut's tablets pull them with the state of their email.
    const pulled = pullResponseSchema.parse(
      await pullChanges(t.database.db, staff(w.users.ansatt), w.hutA, cursor),
    );
    expect(
      (pulled.changes?.reminders ?? [])
        .map((r) => [r.loan_id, r.kind, r.mail_status, r.mail_sent_at !== null])
        .sort(),
    ).toEqual(
      [
        [loans.jonasSoon, 'due_tomorrow', 'sent', true],
        [loans.liseLate, 'overdue', 'sent', true],
        [loans.liseSoon, 'due_tomorrow', 'sent', true],
      ].sort(),
    );
    const run = await t.database.db
      .selectFrom('job_runs')
      .select(['status', 'attempts'])
      .where('job', '=', 'loan-reminders')
      .where('occurrence', '=', day)
      .executeTakeFirstOrThrow();
    expect(run).toEqual({ status: 'done', attempts: 1 });
    // The same events in the bell.
    const bell = await t.database.db
      .selectFrom('notifications')
      .select(['kind', 'user_id'])
      .where('dedupe_key', 'like', `%${loans.liseLate}%`)
      .orderBy('kind')
      .execute();
    expect(bell).toEqual([
      { kind: 'overdue', user_id: w.users.lise },
      { kind: 'overdue_loan', user_id: null },
    ]);
  });

  it('keeps quiet from 21:00 to 08:00, and then sends', async () => {
    const sent = smtp.received.length;
    setFixedNow(at(day, 22, 30));
    await mailToSofie('Kveldspost', 'Sendt om morgenen.');
    const [a] = runners();
    await a?.tick();
    setFixedNow(at(addDaysIso(day, 1), 7, 59));
    await a?.tick();
    expect(smtp.received.length).toBe(sent);
    // Nor does the next day's reminder run start before 08:00.
    const early = await t.database.db
      .selectFrom('job_runs')
      .select('occurrence')
      .where('job', '=', 'loan-reminders')
      .where('occurrence', '=', addDaysIso(day, 1))
      .execute();
    expect(early).toEqual([]);
    setFixedNow(at(addDaysIso(day, 1), 8));
    await a?.tick();
    await a?.tick();
    expect(mailTo('sofie.pedersen@eksempel.no').map((m) => m.subject)).toEqual(['Kveldspost']);
    // At 08:00 the day's reminders run: Nora's unit is due tomorrow now.
    expect(mailTo('nora.larsen@eksempel.no').map((m) => m.subject)).toEqual([
      mailTexts.reminderSubject.dueTomorrow,
    ]);
  });

  it('catches up after the server was down, reminding only of what was not reminded', async () => {
    // Down from the evening after the first run until three days later.
    const later = addDaysIso(day, 3);
    const before = smtp.received.length;
    setFixedNow(at(later, 12));
    const [a, b] = runners();
    // Two ticks, as the timers would: the email a run writes goes out on the next.
    await Promise.all([a?.tick(), b?.tick()]);
    await Promise.all([a?.tick(), b?.tick()]);
    const fresh = smtp.received.slice(before);
    // Lise: the loan that was due tomorrow is now overdue (the late one was reminded already);
    // Jonas's too; Nora's, due two days after the start, now overdue.
    expect(fresh.map((m) => m.to).sort()).toEqual([
      'jonas.johansen@eksempel.no',
      'lise.hansen@eksempel.no',
      'nora.larsen@eksempel.no',
    ]);
    const lise = fresh.find((m) => m.to === 'lise.hansen@eksempel.no');
    expect(lise?.text.split('\n').filter((l) => l.startsWith('  • '))).toHaveLength(1);
    expect(await reminders(loans.liseSoon)).toEqual([
      { kind: 'due_tomorrow', due_date: addDaysIso(day, 1), mail_id: expect.any(Number) },
      { kind: 'overdue', due_date: addDaysIso(day, 1), mail_id: expect.any(Number) },
    ]);
    expect(await reminders(loans.liseLate)).toHaveLength(1);
  });

  it('tries a refused email again later, and sends it once', async () => {
    const later = addDaysIso(day, 4);
    setFixedNow(at(later, 9));
    smtp.refuseOnce('sofie.pedersen@eksempel.no');
    await mailToSofie('Andre forsøk', 'Kom fram til slutt.');
    const [a] = runners();
    await a?.tick();
    const waiting = await t.database.db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts', 'last_error'])
      .where('dedupe_key', '=', `Andre forsøk:${dialect}`)
      .executeTakeFirstOrThrow();
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.last_error).toContain('Prøv igjen senere');
    setFixedNow(at(later, 9, 2));
    await a?.tick();
    await a?.tick();
    expect(
      mailTo('sofie.pedersen@eksempel.no').filter((m) => m.subject === 'Andre forsøk'),
    ).toHaveLength(1);
  });
});

describe.runIf(testDialects.includes('postgres'))(
  'loan reminders with two API processes on one PostgreSQL',
  () => {
    it('runs the day once and sends each email once', async () => {
      const t = await openTestApp('postgres');
      const smtp = await startSmtpSink();
      try {
        const w = await staffWorld(t.database.db);
        const day = todayIso();
        await reminderWorld(t.database.db, w, day);
        // And emails already waiting, so both processes' senders reach for the same rows.
        setFixedNow(at(day, 9));
        await t.database.db.transaction().execute(async (trx) => {
          for (let i = 0; i < 100; i += 1)
            await queueMail(trx, {
              kind: 'loan_reminder',
              userId: null,
              companyId: null,
              to: { name: `Mottaker ${String(i)}`, address: `mottaker${String(i)}@eksempel.no` },
              subject: `Venter ${String(i)}`,
              body: 'Sendes én gang.',
              dedupeKey: `waiting:${String(i)}`,
            });
        });
        setFixedNow(null);
        // Two processes of their own (tests/server/support/job-process.ts), ticking from the
        // same moment, four ticks each.
        const env = {
          ...process.env,
          DATABASE_URL: t.database.url ?? '',
          SMTP_URL: smtp.url,
          FIXED_NOW: at(day, 10).toISOString(),
          START_AT: String(Date.now() + 5000),
          TICKS: '4',
        };
        const run = () =>
          promisify(execFile)(
            process.execPath,
            ['--import', 'tsx', 'tests/server/support/job-process.ts'],
            { env, timeout: 60_000 },
          );
        const [one, two] = await Promise.all([run(), run()]);
        expect(one.stdout).not.toBe(two.stdout); // two owners
        const received = smtp.received.map((m) => m.to);
        expect(received.filter((to) => to.startsWith('mottaker'))).toHaveLength(100);
        expect(new Set(received).size).toBe(received.length);
        expect(received.filter((to) => !to.startsWith('mottaker')).sort()).toEqual([
          'jonas.johansen@eksempel.no',
          'lise.hansen@eksempel.no',
        ]);
        const runs = await t.database.db
          .selectFrom('job_runs')
          .select(['job', 'status', 'attempts'])
          .where('job', '=', 'loan-reminders')
          .execute();
        expect(runs).toEqual([{ job: 'loan-reminders', status: 'done', attempts: 1 }]);
        const mails = await t.database.db
          .selectFrom('mail_outbox')
          .select(['status', 'attempts'])
          .execute();
        expect(mails).toHaveLength(102);
        expect(mails.every((m) => m.status === 'sent' && m.attempts === 1)).toBe(true);
      } finally {
        await smtp.close();
        await t.close();
      }
    }, 120_000);
  },
);
