import { afterEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/shared/contracts';
import { pushResponseSchema } from '../../src/shared/contracts/sync';
import type { SyncOpInput } from '../../src/shared/contracts/sync';
import { nb } from '../../src/shared/texts/messages';
import { setFixedNow } from '../../src/server/db/clock';
import { testDialects } from '../support/test-databases';
import { device, freeUnits, inDays, newId, today } from './sync-fixtures';
import { signIn, staffWorld } from './staff-world';
import type { SeedUser, StaffWorld } from './staff-world';
import type { Browser, TestApp } from './support/test-app';
import { openTestApp } from './support/test-app';

const expectThrottled = (response: Awaited<ReturnType<Browser['post']>>) => {
  expect(response.statusCode).toBe(429);
  expect(errorBodySchema.parse(response.json())).toEqual({
    error: 'rate_limited',
    message: nb.tooManyAttempts,
  });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
};

describe.each(testDialects)('limits on sync pushes on %s', (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    setFixedNow(null);
    await t?.close();
    t = undefined;
  });

  const open = async (env: Record<string, string>) => {
    const app = await openTestApp(dialect, { env });
    t = app;
    return { t: app, w: await staffWorld(app.database.db) };
  };

  /** A staff member's device at hut A, signed in, and its op maker. */
  const tablet = async (app: TestApp, w: StaffWorld, who: SeedUser = 'ansatt') => {
    const { browser } = await signIn(app.app, who, w.hutA);
    return { browser, op: device(w.hutA, w.users[who]) };
  };

  /** Ops the business rules refuse (a loan nobody has): each refusal is stored. */
  const junk = (op: ReturnType<typeof device>, n: number): SyncOpInput[] =>
    Array.from({ length: n }, () => op({ type: 'loan.receiveAll', payload: { loanId: newId() } }));

  /** A real op: the `nth` free unit of hut A into a new cart for a borrower. */
  const realOp = async (app: TestApp, w: StaffWorld, op: ReturnType<typeof device>, nth = 0) => {
    const unit = (await freeUnits(app.database.db, w.hutA, nth + 1))[nth];
    if (unit === undefined) throw new Error('a free unit');
    return op({
      type: 'cart.add',
      payload: {
        loanId: newId(),
        loanItemId: newId(),
        customerId: w.users.familie,
        unitId: unit,
        loanDate: today(),
        expectedReturnDate: inDays(7),
      },
    });
  };

  const storedRefusals = async (app: TestApp) =>
    (
      await app.database.db
        .selectFrom('applied_ops')
        .select('op_id')
        .where('outcome', '=', 'rejected')
        .execute()
    ).length;

  it('limits pushes per session; nothing of a refused push is applied, other sessions go on', async () => {
    const { t, w } = await open({ PUSH_RATE_LIMIT: '3' });
    const start = Date.now();
    setFixedNow(new Date(start));
    const a = await tablet(t, w);
    for (let i = 0; i < 3; i++) {
      expect((await a.browser.post('/api/sync/push', { ops: [] })).statusCode).toBe(200);
    }
    const held = await realOp(t, w, a.op);
    expectThrottled(await a.browser.post('/api/sync/push', { ops: [held] }));
    const applied = await t.database.db
      .selectFrom('applied_ops')
      .select('op_id')
      .where('op_id', '=', held.id)
      .execute();
    expect(applied).toEqual([]);

    const b = await tablet(t, w, 'demo');
    expect((await b.browser.post('/api/sync/push', { ops: [] })).statusCode).toBe(200);

    // The next minute the held op goes through, once.
    setFixedNow(new Date(start + 61_000));
    const later = await a.browser.post('/api/sync/push', { ops: [held] });
    expect(later.statusCode).toBe(200);
    expect(pushResponseSchema.parse(later.json()).results.map((r) => r.outcome)).toEqual([
      'applied',
    ]);
  });

  it('bounds the refusals junk can store: over the budget a push waits (429), and no real op is lost', async () => {
    const { t, w } = await open({ PUSH_REFUSAL_LIMIT: '20' });
    const start = Date.now();
    setFixedNow(new Date(start));
    const a = await tablet(t, w);
    const before = await storedRefusals(t);
    for (let i = 0; i < 2; i++) {
      const response = await a.browser.post('/api/sync/push', { ops: junk(a.op, 15) });
      expect(response.statusCode).toBe(200);
      const outcomes = pushResponseSchema.parse(response.json()).results.map((r) => r.outcome);
      expect(new Set(outcomes)).toEqual(new Set(['rejected']));
    }
    expect((await storedRefusals(t)) - before).toBe(30);

    // Over the budget: the whole push waits, junk and real ops alike, and nothing is stored.
    const real = await realOp(t, w, a.op);
    const batch = [...junk(a.op, 15), real];
    expectThrottled(await a.browser.post('/api/sync/push', { ops: batch }));
    expect((await storedRefusals(t)) - before).toBe(30);

    // Someone else's device at the hut is not held up by it.
    const b = await tablet(t, w, 'demo');
    const other = await realOp(t, w, b.op, 1);
    const theirs = await b.browser.post('/api/sync/push', { ops: [other] });
    expect(pushResponseSchema.parse(theirs.json()).results.map((r) => r.outcome)).toEqual([
      'applied',
    ]);

    // An hour later the same batch goes through: the real op applied once, nothing lost.
    setFixedNow(new Date(start + 61 * 60_000));
    const retried = await a.browser.post('/api/sync/push', { ops: batch });
    expect(retried.statusCode).toBe(200);
    const outcomes = pushResponseSchema.parse(retried.json()).results.map((r) => r.outcome);
    expect(outcomes.at(-1)).toBe('applied');
    const again = await a.browser.post('/api/sync/push', { ops: [real] });
    expect(pushResponseSchema.parse(again.json()).results.map((r) => r.outcome)).toEqual([
      'duplicate',
    ]);
  });

  it('forgets stored refusals after 30 days, never an applied op', async () => {
    const { t, w } = await open({});
    const start = Date.now();
    setFixedNow(new Date(start));
    const a = await tablet(t, w);
    const real = await realOp(t, w, a.op);
    const ops = [...junk(a.op, 5), real];
    expect((await a.browser.post('/api/sync/push', { ops })).statusCode).toBe(200);
    const mine = () =>
      t.database.db
        .selectFrom('applied_ops')
        .select(['op_id', 'outcome'])
        .where(
          'op_id',
          'in',
          ops.map((o) => o.id),
        )
        .execute();
    expect(await mine()).toHaveLength(6);

    setFixedNow(new Date(start + 31 * 24 * 60 * 60_000));
    const b = await tablet(t, w, 'demo');
    expect((await b.browser.post('/api/sync/push', { ops: [] })).statusCode).toBe(200);
    expect(await mine()).toEqual([{ op_id: real.id, outcome: 'applied' }]);
    // The applied op still answers as a duplicate, exactly once applied.
    const again = await tablet(t, w);
    const replay = await again.browser.post('/api/sync/push', { ops: [real] });
    expect(replay.statusCode).toBe(200);
    expect(pushResponseSchema.parse(replay.json()).results.map((r) => r.outcome)).toEqual([
      'duplicate',
    ]);
  });
});
