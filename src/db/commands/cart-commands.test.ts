import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { staffMessages } from '../../shared/texts/staff';
import { syncMessages } from '../../shared/texts/sync';
import { nb } from '../../shared/texts/messages';
import { HUT, STAFF, closeDbs, seededDb } from '../hut/test-hut';
import { addToCart, removeFromCart } from './index';
import { depsFor, openLoan, refusal, snapshot } from './test-commands';

afterEach(closeDbs);

describe('cart commands', () => {
  it('addToCart makes a draft (+7 days) and a cart line, and appends cart.add', async () => {
    const db = await seededDb();
    const deps = depsFor(db);
    const { loanId, loanItemId, opId } = await addToCart({ customerId: 20, unitId: 101 }, deps);
    expect(await db.loans.get(loanId)).toMatchObject({
      status: 'draft',
      number: null,
      company_id: HUT,
      customer_id: 20,
      loan_date: '2026-11-21',
      expected_return_date: '2026-11-28',
      created_by: STAFF,
    });
    expect(await db.loanItems.get(loanItemId)).toMatchObject({
      loan_id: loanId,
      unit_id: 101,
      status: 'in_cart',
      expected_return_date: '2026-11-28',
    });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      id: opId,
      seq: 0,
      type: 'cart.add',
      companyId: HUT,
      actorId: STAFF,
      status: 'pending',
      attempts: 0,
      payload: {
        loanId,
        loanItemId,
        customerId: 20,
        unitId: 101,
        loanDate: '2026-11-21',
        expectedReturnDate: '2026-11-28',
      },
    });
    expect(entry?.deviceId).toBe((await db.device.get('device'))?.deviceId);
    expect(deps.requestSync).toHaveBeenCalledTimes(1);
  });

  it('reuses the borrower’s draft and numbers entries in device order', async () => {
    const db = await seededDb();
    const deps = depsFor(db);
    const a = await addToCart({ customerId: 20, unitId: 101 }, deps);
    const b = await addToCart({ customerId: 20, unitId: 102 }, deps);
    const c = await addToCart({ customerId: 23, unitId: 103 }, deps);
    expect(b.loanId).toBe(a.loanId);
    expect(c.loanId).not.toBe(a.loanId);
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((e) => e.seq)).toEqual([0, 1, 2]);
    expect(entries.map((e) => e.id)).toEqual([a.opId, b.opId, c.opId]);
    expect([...entries.map((e) => e.id)].sort()).toEqual(entries.map((e) => e.id));
    expect((await db.device.get('device'))?.nextSeq).toBe(3);
  });

  it('refuses a flagged borrower with the remark, writing nothing', async () => {
    const db = await seededDb();
    const deps = depsFor(db);
    const before = await snapshot(db);
    const error = await refusal(addToCart({ customerId: 22, unitId: 101 }, deps));
    expect(error.message).toBe(staffMessages.borrowerFlagged);
    expect(error.remark).toBe('Skylder utstyr');
    expect(await snapshot(db)).toEqual(before);
    expect(deps.requestSync).not.toHaveBeenCalled();
  });

  it('refuses units that are not available (SPEC §4 status codes)', async () => {
    const db = await seededDb();
    const deps = depsFor(db);
    await addToCart({ customerId: 20, unitId: 101 }, deps);
    const before = await snapshot(db);
    expect((await refusal(addToCart({ customerId: 20, unitId: 101 }, deps))).message).toBe(
      syncMessages.unitInCart,
    );
    expect((await refusal(addToCart({ customerId: 23, unitId: 101 }, deps))).message).toBe(
      staffMessages.unitInOtherCart,
    );
    expect((await refusal(addToCart({ customerId: 23, unitId: 202 }, deps))).message).toBe(
      staffMessages.unitUnavailable,
    );
    expect((await refusal(addToCart({ customerId: 23, unitId: 999 }, deps))).message).toBe(
      syncMessages.unitNotFound,
    );
    expect((await refusal(addToCart({ customerId: 99, unitId: 102 }, deps))).message).toBe(
      syncMessages.customerNotFound,
    );
    expect(
      (await refusal(addToCart({ customerId: 23, unitId: 102, loanDate: '2026-02-30' }, deps)))
        .message,
    ).toBe(syncMessages.invalidDate);
    expect(await snapshot(db)).toEqual(before);

    const other = await seededDb();
    await openLoan(other);
    const lent = await refusal(addToCart({ customerId: 23, unitId: 102 }, depsFor(other)));
    expect(lent.message).toBe(staffMessages.unitLent);
  });

  it('removeFromCart deletes the line and appends cart.remove', async () => {
    const db = await seededDb();
    const deps = depsFor(db);
    const { loanItemId } = await addToCart({ customerId: 20, unitId: 101 }, deps);
    await removeFromCart({ loanItemId }, deps);
    expect(await db.loanItems.get(loanItemId)).toBeUndefined();
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries[1]).toMatchObject({ type: 'cart.remove', payload: { loanItemId }, seq: 1 });
  });

  it('refuses without a signed-in session or a chosen hut', async () => {
    const db = await seededDb();
    await db.session.update('session', { companyId: null });
    expect((await refusal(addToCart({ customerId: 20, unitId: 101 }, depsFor(db)))).message).toBe(
      nb.noCompanySelected,
    );
    await db.session.clear();
    expect((await refusal(addToCart({ customerId: 20, unitId: 101 }, depsFor(db)))).message).toBe(
      nb.notLoggedIn,
    );
    expect(await db.outbox.count()).toBe(0);
  });

  it('rolls the local change back when the outbox write fails', async () => {
    const db = await seededDb();
    const deps = depsFor(db);
    await addToCart({ customerId: 20, unitId: 101 }, deps);
    // A broken sequence counter makes the entry collide with the unique seq index.
    await db.device.update('device', { nextSeq: 0 });
    const before = await snapshot(db);
    await expect(addToCart({ customerId: 23, unitId: 102 }, deps)).rejects.toThrow();
    expect(await snapshot(db)).toEqual(before);
    expect(deps.requestSync).toHaveBeenCalledTimes(1);
  });
});
