import { describe, expect, it } from 'vitest';
import {
  loanResponseSchema,
  returnItemResponseSchema,
  staffMessages as s,
  userActionResponseSchema,
} from '../../src/shared/contracts';
import { testDialects } from '../support/test-databases';
import { inDays, today } from './sync-fixtures';
import { staffSuite } from './staff-suite';

describe.each(testDialects)('staff returns and activation on %s', (dialect) => {
  const ctx = staffSuite(dialect);
  const { staff, cartFor, put, expectRefusal } = ctx;

  it('receives units one by one and closes the loan with the last', async () => {
    const browser = await staff();
    const lender = ctx.w.users.lise;
    const cart = await cartFor(browser, lender, 2);
    const units = cart.items.map((i) => i.id);
    const body = { status: 'open', items: units, loanDate: today(), returnDate: inDays(7) };
    const handedOut = await put(browser, `/api/loan/${cart.id}`, body);
    const open = loanResponseSchema.parse(handedOut.json()).loan;
    const [first, second] = open.items;
    if (!first || !second) throw new Error('two lines');
    const receive = (line: typeof first, extra: object = {}) =>
      put(browser, `/api/loan-items/${line.pivot.id}/return`, {
        item: line.id,
        itemLoanId: line.pivot.id,
        loan: open.id,
        ...extra,
      });

    const wrongUnit = () => receive(first, { item: second.id });
    await expectRefusal(wrongUnit, 422, s.itemNotInLoan);
    for (const item of [0, undefined, null, 'x']) {
      await expectRefusal(() => receive(first, { item }), 422, s.missingItemId, 'item');
    }

    const one = await receive(first);
    expect(one.statusCode).toBe(200);
    const after = returnItemResponseSchema.parse(one.json());
    expect(after.lender.id).toBe(lender);
    expect(after.loan.id).toBe(open.id);
    expect(after.loan.status).toBe('open');
    expect(after.loan.items_returned).toBe(1);
    expect(after.loans.map((l) => l.id)).toContain(open.id);
    await expectRefusal(() => receive(first), 422, s.itemAlreadyReturned);

    const two = returnItemResponseSchema.parse((await receive(second)).json());
    expect(two.loan.status).toBe('closed');
    expect(two.loan.actual_return_dates).toHaveLength(1);
    const shelf = await ctx.t.database.db
      .selectFrom('units')
      .select('status')
      .where('id', 'in', units)
      .execute();
    expect(shelf.map((u) => u.status)).toEqual(['available', 'available']);
  });

  it('activates a user awaiting activation and answers with their cart', async () => {
    const browser = await staff();
    const nora = ctx.w.users.nora;
    const body = { action_type: 'verify', reason: 'legitimasjon', userId: nora };
    const response = await browser.post(`/api/users/${nora}/actions`, body);
    expect(response.statusCode).toBe(200);
    const answer = userActionResponseSchema.parse(response.json());
    expect(answer.loan).toBeNull();
    expect(answer.user).toMatchObject({ isVerified: true, status: 'active' });
    const op = await ctx.t.database.db
      .selectFrom('applied_ops')
      .select(['device_id', 'outcome'])
      .where('type', '=', 'user.activate')
      .executeTakeFirstOrThrow();
    expect(op).toEqual({ device_id: 'rest', outcome: 'applied' });

    const familie = ctx.w.users.familie;
    const withCart = await browser.post(`/api/users/${familie}/actions`, {
      ...body,
      userId: familie,
    });
    expect(userActionResponseSchema.parse(withCart.json()).loan).toMatchObject({
      status: 'draft',
      customer: { id: familie },
    });
  });
});
