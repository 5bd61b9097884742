import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, userDataResponseSchema } from '../../src/shared/contracts';
import { pullResponseSchema, pushResponseSchema } from '../../src/shared/contracts/sync';
import { nb } from '../../src/shared/texts/messages';
import { testDialects } from '../support/test-databases';
import { device, freeUnits, inDays, newId, today } from './sync-fixtures';
import { Browser, openTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

describe.each(testDialects)('sync routes on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const staffSession = async () => {
    const browser = new Browser(t.app);
    const body = userDataResponseSchema.parse((await browser.login('ansatt@utstyrsbod.no')).json());
    const hut = body.attached_companies[0];
    if (!hut) throw new Error('ansatt has a hut');
    expect((await browser.post(`/api/company/${hut.id}/set`)).statusCode).toBe(200);
    return { browser, userId: body.user.id, hutId: hut.id };
  };

  it('needs a session and the XSRF token', async () => {
    const browser = new Browser(t.app);
    expect((await browser.get('/api/sync/pull')).statusCode).toBe(401);
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/sync/push',
      payload: { ops: [] },
    });
    expect(noToken.statusCode).toBe(419);
    await browser.csrf();
    expect((await browser.post('/api/sync/push', { ops: [] })).statusCode).toBe(401);
  });

  it('pushes a hand-out once, replays it as a duplicate, and pulls it back', async () => {
    const { browser, userId, hutId } = await staffSession();
    const full = pullResponseSchema.parse((await browser.get('/api/sync/pull')).json());
    expect(full.full).toBe(true);

    const customer = await t.database.db
      .selectFrom('company_user')
      .select('user_id')
      .where('company_id', '=', hutId)
      .where('role', '=', 'borrower')
      .executeTakeFirstOrThrow();
    const [unit] = await freeUnits(t.database.db, hutId, 1);
    if (!unit) throw new Error('a free unit');
    const op = device(hutId, userId);
    const loanId = newId();
    const dates = { loanDate: today(), expectedReturnDate: inDays(7) };
    const ops = [
      op({
        type: 'cart.add',
        payload: {
          loanId,
          loanItemId: newId(),
          customerId: customer.user_id,
          unitId: unit,
          ...dates,
        },
      }),
      op({ type: 'loan.handOut', payload: { loanId, ...dates } }),
    ];
    const first = pushResponseSchema.parse((await browser.post('/api/sync/push', { ops })).json());
    expect(first.results.map((r) => r.outcome)).toEqual(['applied', 'applied']);
    const again = pushResponseSchema.parse((await browser.post('/api/sync/push', { ops })).json());
    expect(again.results.map((r) => r.outcome)).toEqual(['duplicate', 'duplicate']);
    const loans = await t.database.db
      .selectFrom('loans')
      .selectAll()
      .where('id', '=', loanId)
      .execute();
    expect(loans).toHaveLength(1);
    expect(loans[0]?.status).toBe('open');

    const delta = pullResponseSchema.parse(
      (await browser.get(`/api/sync/pull?since=${full.cursor}`)).json(),
    );
    expect(delta.full).toBe(false);
    expect(delta.changes?.loans?.map((l) => l.id)).toContain(loanId);
    const empty = await browser.get(`/api/sync/pull?since=${delta.cursor}`);
    expect(empty.json()).toEqual({ cursor: delta.cursor, full: false });
  });

  it('rejects bad input with Norwegian messages and writes nothing', async () => {
    const { browser } = await staffSession();
    const before = await t.database.db.selectFrom('applied_ops').select('op_id').execute();
    for (const payload of [{}, { ops: 'x' }, { ops: Array.from({ length: 501 }, () => ({})) }]) {
      const res = await browser.post('/api/sync/push', payload);
      expect(res.statusCode).toBe(422);
      expect(errorBodySchema.parse(res.json()).message).toBe(nb.formIncomplete);
    }
    const badSince = await browser.get('/api/sync/pull?since=abc');
    expect(badSince.statusCode).toBe(400);
    expect(errorBodySchema.parse(badSince.json()).fields).toBeDefined();
    const after = await t.database.db.selectFrom('applied_ops').select('op_id').execute();
    expect(after).toHaveLength(before.length);
  });

  it('asks for a hut before pulling', async () => {
    const browser = new Browser(t.app);
    await browser.login('familie@utstyrsbod.no');
    const res = await browser.get('/api/sync/pull');
    expect(res.statusCode).toBe(409);
    expect(errorBodySchema.parse(res.json()).message).toBe(nb.noCompanySelected);
  });
});
