import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso } from '../../src/server/db/clock';
import { runLoanReminders } from '../../src/server/services/reminders/loan-reminders';
import { noticesResponseSchema } from '../../src/shared/contracts/notices';
import { noticeTexts } from '../../src/shared/texts/notices';
import { testDialects } from '../support/test-databases';
import { cart, device, freeUnits, newId, only, push, staff, today } from './sync-fixtures';
import { staffWorld } from './staff-world';
import type { StaffWorld } from './staff-world';
import { Browser, openTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * The bell's notices come from real events, stored on the server in the event's transaction:
 * staff hear of people awaiting activation, flags, overdue loans and Avvik at their hut; a person
 * of their activation and their loans. Nobody reads another person's or another hut's notices.
 */
describe.each(testDialects)('notices on %s', (dialect) => {
  let t: TestApp;
  let w: StaffWorld;
  beforeAll(async () => {
    t = await openTestApp(dialect);
    w = await staffWorld(t.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  async function bellOf(email: string) {
    const browser = new Browser(t.app);
    expect((await browser.login(email)).statusCode).toBe(200);
    const response = await browser.get('/api/notifications');
    expect(response.statusCode, response.body).toBe(200);
    return { browser, notices: noticesResponseSchema.parse(response.json()).notices };
  }
  const messages = async (email: string) => (await bellOf(email)).notices.map((n) => n.message);

  it('tells the hut that attached someone, and nobody else', async () => {
    const db = t.database.db;
    const person = await db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('email', '=', 'nora.larsen@eksempel.no')
      .executeTakeFirstOrThrow();
    await db.updateTable('users').set({ is_verified: 0 }).where('id', '=', person.id).execute();
    await db
      .deleteFrom('company_user')
      .where('user_id', '=', person.id)
      .where('company_id', '=', w.hutA)
      .execute();
    const atA = device(w.hutA, w.users.ansatt);
    only(
      await push(db, staff(w.users.ansatt), [
        atA({
          type: 'user.attach',
          payload: {
            userId: person.id,
            match: { kind: 'email', value: 'nora.larsen@eksempel.no' },
          },
        }),
      ]),
      'applied',
    );
    const text = noticeTexts.newUser(person.name);
    expect(await messages('ansatt@utstyrsbod.no')).toContain(text);
    expect(await messages('demo@utstyrsbod.no')).toContain(text);
    expect(await messages('familie@utstyrsbod.no')).not.toContain(text);
    expect(await messages('nora.larsen@eksempel.no')).not.toContain(text);
  });

  it('tells the hut that flagged a person, and the person of their activation only', async () => {
    const db = t.database.db;
    const atA = device(w.hutA, w.users.ansatt);
    const ny = await db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('email', '=', 'ny@utstyrsbod.no')
      .executeTakeFirstOrThrow();
    only(
      await push(db, staff(w.users.ansatt), [
        atA({ type: 'user.activate', payload: { userId: ny.id, reason: 'legitimasjon' } }),
      ]),
      'applied',
    );
    const hutName = (
      await db
        .selectFrom('companies')
        .select('name')
        .where('id', '=', w.hutA)
        .executeTakeFirstOrThrow()
    ).name;
    expect(await messages('ny@utstyrsbod.no')).toContain(noticeTexts.activated(hutName));
    expect(await messages('ansatt@utstyrsbod.no')).not.toContain(noticeTexts.activated(hutName));

    only(
      await push(db, staff(w.users.ansatt), [
        atA({ type: 'user.flag', payload: { userId: ny.id, reason: 'Mistet ski' } }),
      ]),
      'applied',
    );
    const flagged = noticeTexts.flaggedUser(ny.name, 'Mistet ski');
    expect(await messages('ansatt@utstyrsbod.no')).toContain(flagged);
    expect(await messages('ny@utstyrsbod.no')).not.toContain(flagged);
    only(
      await push(db, staff(w.users.ansatt), [
        atA({ type: 'user.unflag', payload: { userId: ny.id } }),
      ]),
      'applied',
    );
  });

  it('reminds of loans due tomorrow and overdue once, however often the job runs', async () => {
    const db = t.database.db;
    const atA = device(w.hutA, w.users.ansatt);
    const [u1 = 0, u2 = 0] = await freeUnits(db, w.hutA, 2);
    const due = cart(atA, w.users.lise, [u1], {
      loanDate: today(),
      expectedReturnDate: addDaysIso(today(), 1),
    });
    const late = cart(atA, w.users.lise, [u2], {
      loanDate: addDaysIso(today(), -10),
      expectedReturnDate: addDaysIso(today(), -2),
    });
    for (const loan of [due, late]) {
      await push(db, staff(w.users.ansatt), [...loan.adds, loan.handOut()]);
    }
    // Two processes at once, and again later: one notice each.
    await Promise.all([runLoanReminders(db, today()), runLoanReminders(db, today())]);
    await runLoanReminders(db, today());
    const keys = await db
      .selectFrom('notifications')
      .select(['dedupe_key', 'user_id', 'company_id'])
      .where('dedupe_key', 'like', `%${late.loanId}%`)
      .execute();
    expect(keys.sort((a, b) => String(a.dedupe_key).localeCompare(String(b.dedupe_key)))).toEqual([
      { dedupe_key: expect.stringMatching(/^overdue-hut:/), user_id: null, company_id: w.hutA },
      { dedupe_key: expect.stringMatching(/^overdue:/), user_id: w.users.lise, company_id: w.hutA },
    ]);
    const dueKeys = await db
      .selectFrom('notifications')
      .select('user_id')
      .where('dedupe_key', 'like', `%${due.loanId}%`)
      .execute();
    expect(dueKeys).toEqual([{ user_id: w.users.lise }]);
    const lise = await bellOf('lise.hansen@eksempel.no');
    expect(lise.notices.filter((n) => n.kind === 'overdue')).not.toHaveLength(0);
    expect(lise.notices.some((n) => n.kind === 'overdue_loan')).toBe(false);
    const staffBell = await bellOf('ansatt@utstyrsbod.no');
    expect(staffBell.notices.some((n) => n.kind === 'overdue_loan')).toBe(true);
  });

  it('ticks and unticks, and refuses someone else’s notice or a bad body in Norwegian', async () => {
    const { browser, notices } = await bellOf('ansatt@utstyrsbod.no');
    const first = notices[0];
    if (!first) throw new Error('no notice');
    const read = await browser.request('PUT', `/api/notifications/${first.id}`, {
      body: { read: true },
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ id: first.id, read: true });
    const unread = await browser.request('PUT', `/api/notifications/${first.id}`, {
      body: { read: false },
    });
    expect(unread.json()).toMatchObject({ read: false });
    const bad = await browser.request('PUT', `/api/notifications/${first.id}`, {
      body: { read: 'ja' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain(noticeTexts.invalidRead);

    const borrower = await bellOf('familie@utstyrsbod.no');
    const theirs = await borrower.browser.request('PUT', `/api/notifications/${first.id}`, {
      body: { read: true },
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ message: noticeTexts.notFound });
    const nothing = await borrower.browser.request('PUT', `/api/notifications/${newId()}`, {
      body: { read: true },
    });
    // A path that is no notice id: the app's Norwegian 400 for bad parameters.
    expect(nothing.statusCode).toBe(400);
    expect(nothing.body).toContain('Id må være et helt tall.');
  });
});
