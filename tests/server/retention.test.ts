import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setFixedNow } from '../../src/server/db/clock';
import type { Database } from '../../src/server/db/schema';
import { productJobs, startJobRunner } from '../../src/server/services/jobs';
import {
  hutStatistics,
  networkStatistics,
  refreshStatisticsRollups,
} from '../../src/server/services/statistics';
import { errorBodySchema } from '../../src/shared/contracts';
import { myRetentionSchema, retentionSettingSchema } from '../../src/shared/contracts/retention';
import { profileMessages } from '../../src/shared/texts/profile';
import { retentionMessages } from '../../src/shared/texts/retention';
import { testDialects } from '../support/test-databases';
import { signIn } from './staff-world';
import { buildStatisticsWorld, type StatisticsWorld } from './support/statistics-world';
import { Browser, openTestApp, type TestApp } from './support/test-app';

/**
 * Personal data that expires (services/retention): the network admin's period, what Min side
 * says is kept, and the daily job that anonymises people (with their children) whose last
 * activity is older than the period, on both databases with the server's clock moved. The
 * statistics world (support/statistics-world.ts) gives loans in December 2025 and January 2026.
 */
const T = (iso: string) => `${iso}T10:00:00.000Z`;
const CHILD = '0190b000-0000-7000-8000-000000000001';
/** 24 months after the world's loans and sign-ins, before the demo seed's (made today) end. */
const LATER = '2028-06-01T10:00:00.000Z';
const period = { from: '2025-11-01', to: '2026-01-31' };

interface People {
  /** Signed in last in February 2026, a child, a closed loan for the child in January. */
  old: number;
  /** The same loan history, but signed in a month ago. */
  recent: number;
}

async function addPeople(db: Kysely<Database>, w: StatisticsWorld): Promise<People> {
  const person = (name: string, signedIn: string) =>
    db
      .insertInto('users')
      .values({
        name,
        email: `${name.toLowerCase()}@retention.test`,
        phone: '40000099',
        password_hash: '!',
        status: 'active',
        is_verified: 1,
        is_network_admin: 0,
        current_company_id: w.hut,
        created_at: T('2025-01-01'),
        updated_at: T('2025-01-01'),
        last_sign_in_at: signedIn,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((r) => r.id);
  const old = await person('Gamle', T('2026-02-01'));
  const recent = await person('Nylige', '2028-05-01T10:00:00.000Z');
  await db
    .insertInto('company_user')
    .values(
      [old, recent].map((id) => ({
        company_id: w.hut,
        user_id: id,
        role: 'borrower' as const,
        created_at: T('2025-12-02'),
        notes: 'Lånte ski til hele familien',
      })),
    )
    .execute();
  await db
    .insertInto('members')
    .values({
      id: CHILD,
      user_id: old,
      name: 'Lille Gamle',
      height: 130,
      shoe_size: 32,
      helmet_size: 'S',
      created_at: T('2025-01-01'),
      updated_at: T('2025-01-01'),
    })
    .execute();
  const loan = async (id: string, customer: number, member: string | null) => {
    await db
      .insertInto('loans')
      .values({
        id,
        company_id: w.hut,
        customer_id: customer,
        status: 'closed',
        loan_date: '2026-01-12',
        expected_return_date: '2026-01-19',
        created_by: w.staff,
        created_at: T('2026-01-12'),
        updated_at: T('2026-01-18'),
        closed_at: T('2026-01-18'),
        member_id: member,
      })
      .execute();
    await db
      .insertInto('loan_items')
      .values({
        id: `${id.slice(0, -1)}9`,
        loan_id: id,
        unit_id: w.unit3,
        status: 'returned',
        expected_return_date: '2026-01-19',
        returned_at: T('2026-01-18'),
        returned_by: w.staff,
        created_at: T('2026-01-12'),
        updated_at: T('2026-01-18'),
      })
      .execute();
  };
  await loan('0190b000-0000-7000-8000-000000000010', old, CHILD);
  await loan('0190b000-0000-7000-8000-000000000020', recent, null);
  await db
    .insertInto('notifications')
    .values({
      user_id: null,
      company_id: w.hut,
      kind: 'overdue_loan',
      message: 'Gamle (gamle@retention.test) har levert ski for sent.',
      read_at: null,
      created_at: T('2026-01-20'),
    })
    .execute();
  return { old, recent };
}

describe.each(testDialects)('personal data that expires on %s', (dialect) => {
  let t: TestApp;
  let w: StatisticsWorld;
  let people: People;
  let db: Kysely<Database>;
  beforeAll(async () => {
    t = await openTestApp(dialect);
    db = t.database.db;
    w = await buildStatisticsWorld(db);
    people = await addPeople(db, w);
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => setFixedNow(null));

  const months = async (browser = new Browser(t.app)) =>
    retentionSettingSchema.parse((await browser.get('/api/retention')).json()).months;

  it('lets the network admin set the period, refusing bad input in Norwegian and others', async () => {
    expect(await months()).toBe(24);
    const { browser: admin } = await signIn(t.app, 'admin');
    for (const bad of [5, 121, 12.5, 'tolv', null]) {
      const response = await admin.request('PUT', '/api/network/retention', {
        body: { months: bad },
      });
      expect(response.statusCode, String(bad)).toBe(422);
      expect(errorBodySchema.parse(response.json()).fields?.months).toEqual([
        retentionMessages.monthsRange,
      ]);
    }
    expect(await months()).toBe(24);

    const { browser: hutAdmin } = await signIn(t.app, 'demo');
    const refused = await hutAdmin.request('PUT', '/api/network/retention', {
      body: { months: 6 },
    });
    expect(refused.statusCode).toBe(403);
    const visitor = new Browser(t.app);
    await visitor.csrf();
    expect(
      (await visitor.request('PUT', '/api/network/retention', { body: { months: 6 } })).statusCode,
    ).toBe(401);
    expect(await months()).toBe(24);

    const saved = await admin.request('PUT', '/api/network/retention', { body: { months: 36 } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ months: 36, message: retentionMessages.saved(36) });
    expect(await months()).toBe(36);
    await admin.request('PUT', '/api/network/retention', { body: { months: 24 } });
    expect(await months()).toBe(24);
  });

  it('tells the person what is kept and from which day it may go', async () => {
    setFixedNow('2026-12-01T09:30:00.000Z');
    const { browser } = await signIn(t.app, 'ny');
    const mine = myRetentionSchema.parse((await browser.get('/api/me/retention')).json());
    // Signed in just now, nothing borrowed: counted from this sign-in.
    expect(mine).toEqual({
      months: 24,
      lastActivity: '2026-12-01T09:30:00.000Z',
      earliestDeletion: '2028-12-01',
      children: 0,
      loans: 0,
      hasRole: false,
    });
    const { browser: familie } = await signIn(t.app, 'familie');
    const family = myRetentionSchema.parse((await familie.get('/api/me/retention')).json());
    expect(family.children).toBe(2);
    expect(family.loans).toBeGreaterThan(0);
  });

  const statistics = async () => {
    await refreshStatisticsRollups(db, t.database.dialect, '2026-02-10');
    return {
      hut: await hutStatistics(db, t.database.dialect, w.hut, period),
      network: await networkStatistics(db, t.database.dialect, { ...period, county: 'Testfylke' }),
    };
  };
  const userChanges = async (id: number) =>
    (
      await db
        .selectFrom('change_log')
        .select('id')
        .where('entity', '=', 'user')
        .where('entity_id', '=', String(id))
        .execute()
    ).length;

  it('anonymises, once across two processes, those past the period with their children', async () => {
    setFixedNow(LATER);
    const before = await statistics();
    const changesBefore = await userChanges(people.old);
    const runner = () =>
      startJobRunner({
        db,
        log: { info: () => undefined, error: () => undefined },
        jobs: productJobs(db, t.database.dialect).filter((j) => j.name === 'retention'),
        tasks: [],
        tickMs: 15_000,
        timer: false,
      });
    const [a, b] = [runner(), runner()];
    await Promise.all([a.tick(), b.tick()]);
    await Promise.all([a.stop(), b.stop()]);
    const runs = await db
      .selectFrom('job_runs')
      .selectAll()
      .where('job', '=', 'retention')
      .execute();
    expect(runs.map((r) => [r.status, r.attempts])).toEqual([['done', 1]]);

    const user = (id: number) =>
      db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const old = await user(people.old);
    expect(old).toMatchObject({
      name: profileMessages.deletedName,
      email: `slettet-${people.old}`,
      phone: null,
      password_hash: '!',
      status: 'blocked',
      last_sign_in_at: null,
      deleted_at: LATER,
    });
    const child = await db
      .selectFrom('members')
      .selectAll()
      .where('id', '=', CHILD)
      .executeTakeFirstOrThrow();
    expect(child).toMatchObject({
      user_id: people.old,
      name: profileMessages.deletedName,
      height: null,
      shoe_size: null,
      helmet_size: null,
    });
    const membership = await db
      .selectFrom('company_user')
      .selectAll()
      .where('user_id', '=', people.old)
      .executeTakeFirstOrThrow();
    expect(membership).toMatchObject({
      role: 'borrower',
      notes: null,
      created_at: T('2025-12-02'),
    });
    const loan = await db
      .selectFrom('loans')
      .selectAll()
      .where('customer_id', '=', people.old)
      .executeTakeFirstOrThrow();
    // The loan keeps its child, so a loan for a child is still counted as one.
    expect(loan).toMatchObject({ member_id: CHILD, loan_date: '2026-01-12' });
    const notice = await db
      .selectFrom('notifications')
      .select('message')
      .where('message', 'like', '%for sent%')
      .executeTakeFirstOrThrow();
    expect(notice.message).toBe(
      `${profileMessages.deletedName} (${profileMessages.deletedEmail}) har levert ski for sent.`,
    );

    // A recent sign-in, a loan still out, a cart being prepared, a staff role: kept.
    expect((await user(people.recent)).name).toBe('Nylige');
    expect((await user(w.borrowers.b1)).name).toBe('Forelder');
    expect((await user(w.borrowers.b2)).name).toBe('Elev');
    expect((await user(w.staff)).name).toBe('Stabsansatt');
    // Past the period with nothing out: anonymised too.
    expect((await user(w.borrowers.b3)).deleted_at).toBe(LATER);
    // The demo seed signed in and borrowed within the period.
    const familie = await db
      .selectFrom('users')
      .select('deleted_at')
      .where('email', '=', 'familie@utstyrsbod.no')
      .executeTakeFirstOrThrow();
    expect(familie.deleted_at).toBeNull();

    expect(await statistics()).toEqual(before);

    // Once: the huts were told of the person once, and a second run changes nothing.
    const changesAfter = await userChanges(people.old);
    expect(changesAfter).toBe(changesBefore + 1);
    setFixedNow('2028-06-02T10:00:00.000Z');
    const again = runner();
    await again.tick();
    await again.stop();
    expect(await userChanges(people.old)).toBe(changesAfter);
    expect((await user(people.old)).deleted_at).toBe(LATER);
  });

  it('follows the period the network admin set', async () => {
    // Nylige signed in on 1 May 2028: six months later, with a six-month period, they go.
    const { browser: admin } = await signIn(t.app, 'admin');
    await admin.request('PUT', '/api/network/retention', { body: { months: 6 } });
    setFixedNow('2028-10-30T10:00:00.000Z');
    const runner = startJobRunner({
      db,
      log: { info: () => undefined, error: () => undefined },
      jobs: productJobs(db, t.database.dialect).filter((j) => j.name === 'retention'),
      tasks: [],
      tickMs: 15_000,
      timer: false,
    });
    await runner.tick();
    expect(
      (
        await db
          .selectFrom('users')
          .select('name')
          .where('id', '=', people.recent)
          .executeTakeFirstOrThrow()
      ).name,
    ).toBe('Nylige');
    setFixedNow('2028-11-02T10:00:00.000Z');
    await runner.tick();
    await runner.stop();
    expect(
      (
        await db
          .selectFrom('users')
          .select('name')
          .where('id', '=', people.recent)
          .executeTakeFirstOrThrow()
      ).name,
    ).toBe(profileMessages.deletedName);
  });
});
