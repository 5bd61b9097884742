import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/server/services/mail/mailer';
import { queueMail, sendDueMail } from '../../src/server/services/mail/outbox';
import { openTestDatabase, testDialects, type TestDatabase } from '../support/test-databases';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';

/**
 * Issue 28 (#5): with a slow SMTP server a sender's lease ran out while it was still sending the
 * batch it had claimed, and another API process claimed and sent the same emails again. Each
 * email goes to the SMTP server once, however slow the server and however short the lease, and
 * an email whose sender died is sent by another. The lease is made short here (the product's is
 * minutes) and the SMTP server slow, on the real clock.
 */
const quiet = { info: () => undefined, error: () => undefined };

describe.each(testDialects)('the mail outbox lease on %s', (dialect) => {
  let database: TestDatabase;
  let smtp: SmtpSink | undefined;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
  });
  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
    await database.destroy();
  });

  /** `count` emails waiting (a kind that quiet hours do not hold), in id order. */
  const queue = (count: number) =>
    database.db.transaction().execute(async (trx) => {
      const ids: number[] = [];
      for (let i = 0; i < count; i += 1) {
        const id = await queueMail(trx, {
          kind: 'reservation_confirmed',
          userId: null,
          companyId: null,
          to: { name: `Mottaker ${String(i)}`, address: `mottaker${String(i)}@eksempel.no` },
          subject: `E-post ${String(i)}`,
          body: 'Sendes én gang.',
          dedupeKey: `lease:${String(i)}`,
        });
        if (id !== null) ids.push(id);
      }
      return ids;
    });
  const subjects = (count: number) =>
    Array.from({ length: count }, (_, i) => `E-post ${String(i)}`).sort();
  const outbox = () =>
    database.db
      .selectFrom('mail_outbox')
      .select(['id', 'status', 'attempts'])
      .orderBy('id')
      .execute();

  it('sends each email once from two processes when a batch takes longer than the lease', async () => {
    // 26 waiting at 150 ms each: a batch of 20 takes 3 s, the lease is 1 s.
    const sink = await startSmtpSink({ delayMs: 150 });
    smtp = sink;
    const ids = await queue(26);
    const startAt = Date.now() + 3000;
    // Three held by a sender that died: its lease runs out after the two have started.
    const dead = ids.slice(5, 8);
    await database.db
      .updateTable('mail_outbox')
      .set({
        owner: 'prosess-som-døde',
        lease_until: new Date(startAt + 500).toISOString(),
        attempts: 1,
      })
      .where('id', 'in', dead)
      .execute();
    const env = {
      ...process.env,
      ...(database.url ? { DATABASE_URL: database.url } : { SQLITE_FILE: database.file ?? '' }),
      SMTP_URL: sink.url,
      START_AT: String(startAt),
      MAIL_LEASE_MS: '1000',
    };
    const run = () =>
      promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'tests/server/support/mail-process.ts'],
        { env, timeout: 25_000 },
      );
    const [one, two] = await Promise.all([run(), run()]);
    expect(one.stdout).not.toBe(two.stdout); // two owners

    expect(sink.received.map((m) => m.subject).sort()).toEqual(subjects(26));
    expect(new Set(sink.received.map((m) => m.messageId)).size).toBe(26);
    // Each claimed once by the two; the dead sender's three once more.
    expect(await outbox()).toEqual(
      ids.map((id) => ({ id, status: 'sent', attempts: dead.includes(id) ? 2 : 1 })),
    );
  }, 30_000);

  it('keeps the lease of an email whose sending takes longer than the lease', async () => {
    // Each email takes 400 ms to be accepted; the lease is 100 ms.
    const sink = await startSmtpSink({ delayMs: 400 });
    smtp = sink;
    const ids = await queue(4);
    const mailer = createMailer(
      { smtpUrl: sink.url, from: 'Utstyrsbod <ikke-svar@utstyrsbod.no>' },
      quiet,
    );
    const giveUpAt = Date.now() + 10_000;
    const waiting = async () =>
      (await outbox()).some((m) => m.status === 'pending') && Date.now() < giveUpAt;
    // Two senders, each going again until nothing waits, as two processes' ticks would.
    const sender = async (owner: string) => {
      while (await waiting()) {
        await sendDueMail(database.db, mailer, owner, { leaseMs: 100 });
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    try {
      await Promise.all([sender('prosess-a'), sender('prosess-b')]);
    } finally {
      mailer.close();
    }
    expect(sink.received.map((m) => m.subject).sort()).toEqual(subjects(4));
    expect(await outbox()).toEqual(ids.map((id) => ({ id, status: 'sent', attempts: 1 })));
  });
});
