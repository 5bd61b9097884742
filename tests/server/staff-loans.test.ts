import { describe, expect, it } from 'vitest';
import {
  loanResponseSchema,
  pushResponseSchema,
  staffMessages as s,
} from '../../src/shared/contracts';
import { syncMessages as m } from '../../src/shared/contracts/sync';
import { testDialects } from '../support/test-databases';
import { counts, device, freeUnits, inDays, newId, today } from './sync-fixtures';
import { staffSuite } from './staff-suite';

describe.each(testDialects)('staff loans (save, hand out) on %s', (dialect) => {
  const ctx = staffSuite(dialect);
  const { staff, cartFor, put, expectRefusal } = ctx;

  it('saves the draft’s dates, then hands it out; sync replaying the hand-out doubles nothing', async () => {
    const browser = await staff();
    const lender = ctx.w.users.lise;
    const cart = await cartFor(browser, lender, 2);
    const units = cart.items.map((i) => i.id);
    const url = `/api/loan/${cart.id}`;
    const dates = { loanDate: inDays(1), returnDate: inDays(10) };

    const saved = await put(browser, url, { status: 'draft', items: units, ...dates });
    expect(saved.statusCode).toBe(200);
    const draft = loanResponseSchema.parse(saved.json()).loan;
    expect(draft).toMatchObject({ status: 'draft', loan_date: dates.loanDate });
    expect(draft.items.map((i) => i.pivot.expected_return_date)).toEqual([
      dates.returnDate,
      dates.returnDate,
    ]);

    const out = await put(browser, url, { status: 'open', items: units, ...dates });
    expect(out.statusCode).toBe(200);
    const open = loanResponseSchema.parse(out.json()).loan;
    expect(open.status).toBe('open');
    expect(open.items.map((i) => i.pivot.status)).toEqual(['lent', 'lent']);
    const lentUnits = await ctx.t.database.db
      .selectFrom('units')
      .select('status')
      .where('id', 'in', units)
      .execute();
    expect(lentUnits.map((u) => u.status)).toEqual(['lent', 'lent']);
    const restOps = await ctx.t.database.db
      .selectFrom('applied_ops')
      .select(['type', 'seq'])
      .where('device_id', '=', 'rest')
      .where('type', 'in', ['loan.save', 'loan.handOut'])
      .execute();
    expect(restOps.map((o) => o.type).sort()).toEqual(['loan.handOut', 'loan.save']);

    // A tablet that made the same hand-out offline pushes it now: applied, nothing new.
    const before = await counts(ctx.t.database.db);
    const op = device(
      ctx.w.hutA,
      ctx.w.users.ansatt,
    )({
      type: 'loan.handOut',
      payload: { loanId: cart.id, loanDate: today(), expectedReturnDate: inDays(7) },
    });
    const pushed = pushResponseSchema.parse(
      (await browser.post('/api/sync/push', { ops: [op] })).json(),
    );
    expect(pushed.results.map((r) => r.outcome)).toEqual(['applied']);
    // And the online screen's Utlever clicked twice: the same no-op.
    expect((await put(browser, url, { status: 'open', items: [], ...dates })).statusCode).toBe(200);
    expect(await counts(ctx.t.database.db)).toEqual({
      ...before,
      applied_ops: before.applied_ops + 2,
    });
    const stored = await ctx.t.database.db
      .selectFrom('loans')
      .select('status')
      .where('id', '=', cart.id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('open');
  });

  it('refuses a stale or empty cart, bad dates, a flagged borrower and a closed loan', async () => {
    const browser = await staff();
    const cart = await cartFor(browser, ctx.w.users.jonas, 2);
    const url = `/api/loan/${cart.id}`;
    const units = cart.items.map((i) => i.id);
    const dates = { loanDate: today(), returnDate: inDays(7) };
    const stale = { status: 'open', items: units.slice(0, 1), ...dates };
    await expectRefusal(() => put(browser, url, stale), 422, s.cartChanged);
    const backwards = { status: 'open', items: units, loanDate: inDays(3), returnDate: today() };
    await expectRefusal(() => put(browser, url, backwards), 422, m.returnBeforeLoan, 'returnDate');

    // A draft with nothing in it (its only line removed) cannot be handed out.
    const single = await cartFor(browser, ctx.w.users.ny, 1);
    const line = single.items[0];
    await browser.request('DELETE', `/api/item-loans/${line?.pivot.id}`);
    const empty = { status: 'open', items: [], ...dates };
    await expectRefusal(() => put(browser, `/api/loan/${single.id}`, empty), 422, m.emptyCart);

    // A tablet offline put a unit in the flagged borrower's cart; online it is not handed out.
    const [unit] = await freeUnits(ctx.t.database.db, ctx.w.hutA, 1);
    const loanId = newId();
    const op = device(
      ctx.w.hutA,
      ctx.w.users.ansatt,
    )({
      type: 'cart.add',
      payload: {
        loanId,
        loanItemId: newId(),
        customerId: ctx.w.users.flagget,
        unitId: unit ?? 0,
        loanDate: today(),
        expectedReturnDate: inDays(7),
      },
    });
    await browser.post('/api/sync/push', { ops: [op] });
    const flagged = { status: 'open', items: [unit], ...dates };
    await expectRefusal(() => put(browser, `/api/loan/${loanId}`, flagged), 422, s.borrowerFlagged);

    const closed = await ctx.t.database.db
      .selectFrom('loans')
      .select('id')
      .where('company_id', '=', ctx.w.hutA)
      .where('status', '=', 'closed')
      .executeTakeFirstOrThrow();
    const save = { status: 'draft', items: [], ...dates };
    await expectRefusal(() => put(browser, `/api/loan/${closed.id}`, save), 422, m.loanNotDraft);
  });
});
