import { describe, expect, it } from 'vitest';
import {
  errorBodySchema,
  itemLoanResponseSchema,
  pullResponseSchema,
  staffMessages as s,
} from '../../src/shared/contracts';
import { syncMessages as m } from '../../src/shared/contracts/sync';
import { testDialects } from '../support/test-databases';
import { counts, freeUnits } from './sync-fixtures';
import { staffSuite } from './staff-suite';
import { signIn } from './staff-world';
import type { SeedUser } from './staff-world';
import type { Browser } from './support/test-app';
import type { LoanItemStatus } from '../../src/shared/domain/statuses';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(testDialects)('staff cart (item-loans) on %s', (dialect) => {
  const ctx = staffSuite(dialect);

  const staffAt = async (user: SeedUser, hut: number) =>
    (await signIn(ctx.t.app, user, hut)).browser;
  const refused = async (
    browser: Browser,
    body: object,
    status: number,
    message: string,
    field?: string,
  ) => {
    const before = await counts(ctx.t.database.db);
    const response = await browser.post('/api/item-loans', body);
    expect(response.statusCode).toBe(status);
    const error = errorBodySchema.parse(response.json());
    expect(error.message).toBe(message);
    if (field) expect(error.fields?.[field]).toEqual([message]);
    expect(await counts(ctx.t.database.db)).toEqual(before);
  };

  it('creates the lender’s cart with server-made ids, as a cart.add op that pull then sees', async () => {
    const browser = await staffAt('ansatt', ctx.w.hutA);
    const { cursor } = pullResponseSchema.parse((await browser.get('/api/sync/pull')).json());
    const [first, second] = await freeUnits(ctx.t.database.db, ctx.w.hutA, 2);
    const lender = ctx.w.users.lise;
    const response = await browser.post('/api/item-loans', { item: first, lender });
    expect(response.statusCode).toBe(200);
    const added = itemLoanResponseSchema.parse(response.json());
    expect(added.loan).toMatchObject({ status: 'draft', company_id: ctx.w.hutA });
    expect(added.loan.customer.id).toBe(lender);
    expect(added.loan.id).toMatch(UUID_V7);
    expect(added.loan.expected_return_date > added.loan.loan_date).toBe(true);
    expect(added.item).toMatchObject({ id: first, status_cart: 1 });
    expect(added.items).toEqual(added.loan.items);
    expect(added.items.map((i) => i.id)).toEqual([first]);
    expect(added.items[0]?.pivot.id).toMatch(UUID_V7);

    const op = await ctx.t.database.db
      .selectFrom('applied_ops')
      .selectAll()
      .where('type', '=', 'cart.add')
      .where('device_id', '=', 'rest')
      .execute();
    expect(op).toHaveLength(1);
    expect(op[0]).toMatchObject({
      actor_id: ctx.w.users.ansatt,
      company_id: ctx.w.hutA,
      outcome: 'applied',
    });
    const delta = pullResponseSchema.parse(
      (await browser.get(`/api/sync/pull?since=${cursor}`)).json(),
    );
    expect(delta.changes?.loans?.map((l) => l.id)).toEqual([added.loan.id]);

    const again = itemLoanResponseSchema.parse(
      (await browser.post('/api/item-loans', { item: second, lender })).json(),
    );
    expect(again.loan.id).toBe(added.loan.id);
    expect(again.items.map((i) => i.id)).toEqual([first, second]);
  });

  it('refuses flagged lenders and units that are not free (SPEC §4), writing nothing', async () => {
    const browser = await staffAt('ansatt', ctx.w.hutA);
    const db = ctx.t.database.db;
    const [free, retired] = await freeUnits(db, ctx.w.hutA, 2);
    await refused(
      browser,
      { item: free, lender: ctx.w.users.flagget },
      422,
      s.borrowerFlagged,
      'lender',
    );

    const lent = await db
      .selectFrom('units')
      .select('id')
      .where('company_id', '=', ctx.w.hutA)
      .where('status', '=', 'lent')
      .executeTakeFirstOrThrow();
    await refused(browser, { item: lent.id, lender: ctx.w.users.familie }, 422, s.unitLent, 'item');

    // A unit in Kari's cart: her own cart says so, anyone else's cart gets the other text.
    const familie = await db
      .selectFrom('loan_items as li')
      .innerJoin('loans as l', 'l.id', 'li.loan_id')
      .select('li.unit_id')
      .where('l.customer_id', '=', ctx.w.users.familie)
      .where('l.status', '=', 'draft')
      .executeTakeFirstOrThrow();
    const cartUnit = { item: familie.unit_id };
    await refused(browser, { ...cartUnit, lender: ctx.w.users.familie }, 422, m.unitInCart, 'item');
    const other = { ...cartUnit, lender: ctx.w.users.jonas };
    await refused(browser, other, 422, s.unitInOtherCart, 'item');

    if (retired === undefined) throw new Error('two free units');
    await db.updateTable('units').set({ status: 'retired' }).where('id', '=', retired).execute();
    await refused(
      browser,
      { item: retired, lender: ctx.w.users.familie },
      422,
      s.unitUnavailable,
      'item',
    );
  });

  it('keeps other huts out: their units and people are not found, their hut is forbidden', async () => {
    const browser = await staffAt('ansatt', ctx.w.hutA);
    const [mine] = await freeUnits(ctx.t.database.db, ctx.w.hutA, 1);
    const [theirs] = await freeUnits(ctx.t.database.db, ctx.w.hutB, 1);
    await refused(browser, { item: theirs, lender: ctx.w.users.familie }, 404, m.unitNotFound);
    const sofie = ctx.w.users.sofie;
    await refused(browser, { item: mine, lender: sofie }, 404, m.customerNotFound);
    const body = { item: theirs, lender: sofie, company_id: ctx.w.hutB };
    const before = await counts(ctx.t.database.db);
    expect((await browser.post('/api/item-loans', body)).statusCode).toBe(403);
    expect(await counts(ctx.t.database.db)).toEqual(before);

    // An admin of both huts may name the other hut while the session is on this one.
    const demo = await staffAt('demo', ctx.w.hutA);
    const response = await demo.post('/api/item-loans', body);
    expect(response.statusCode).toBe(200);
    expect(itemLoanResponseSchema.parse(response.json()).loan.company_id).toBe(ctx.w.hutB);
  });

  it('removes a cart line and puts the unit back as free', async () => {
    const browser = await staffAt('ansatt', ctx.w.hutA);
    const [a, b] = await freeUnits(ctx.t.database.db, ctx.w.hutA, 2);
    const lender = ctx.w.users.jonas;
    await browser.post('/api/item-loans', { item: a, lender });
    const cart = itemLoanResponseSchema.parse(
      (await browser.post('/api/item-loans', { item: b, lender })).json(),
    );
    const line = cart.items.find((i) => i.id === b);
    if (!line) throw new Error('line of b');
    const url = `/api/item-loans/${line.pivot.id}?item=${b}&loan=${cart.loan.id}`;

    const before = await counts(ctx.t.database.db);
    const wrongItem = await browser.request('DELETE', `/api/item-loans/${line.pivot.id}?item=${a}`);
    expect(wrongItem.statusCode).toBe(404);
    expect(errorBodySchema.parse(wrongItem.json()).message).toBe(m.loanItemNotFound);
    expect(await counts(ctx.t.database.db)).toEqual(before);

    const response = await browser.request('DELETE', url);
    expect(response.statusCode).toBe(200);
    const removed = itemLoanResponseSchema.parse(response.json());
    expect(removed.loan.id).toBe(cart.loan.id);
    expect(removed.items.map((i) => i.id)).toEqual([a]);
    expect(removed.item).toMatchObject({ id: b, status_cart: 0 });
    const gone = await browser.request('DELETE', url);
    expect(gone.statusCode).toBe(404);
  });

  it('refuses to remove a line of a handed-out loan or of another hut', async () => {
    const browser = await staffAt('ansatt', ctx.w.hutA);
    const line = async (hut: number, status: LoanItemStatus) =>
      ctx.t.database.db
        .selectFrom('loan_items as li')
        .innerJoin('loans as l', 'l.id', 'li.loan_id')
        .select('li.id')
        .where('l.company_id', '=', hut)
        .where('li.status', '=', status)
        .executeTakeFirstOrThrow();
    const before = await counts(ctx.t.database.db);
    const lent = await browser.request(
      'DELETE',
      `/api/item-loans/${(await line(ctx.w.hutA, 'lent')).id}`,
    );
    expect(lent.statusCode).toBe(422);
    expect(errorBodySchema.parse(lent.json()).message).toBe(m.loanNotDraft);
    const foreign = await browser.request(
      'DELETE',
      `/api/item-loans/${(await line(ctx.w.hutB, 'lent')).id}`,
    );
    expect(foreign.statusCode).toBe(404);
    expect(await counts(ctx.t.database.db)).toEqual(before);
  });
});
