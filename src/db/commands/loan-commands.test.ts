import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { LONGEST_LOAN_DAYS } from '../../shared/domain/loan-rules';
import { staffMessages } from '../../shared/texts/staff';
import { syncMessages } from '../../shared/texts/sync';
import { STAFF, closeDbs, seededDb } from '../hut/test-hut';
import {
  activateUser,
  addToCart,
  extendLoan,
  handOut,
  receiveAll,
  receiveItem,
  removeFromCart,
  saveLoan,
} from './index';
import { depsFor, openLoan, refusal, snapshot } from './test-commands';

afterEach(closeDbs);

describe('loan, return and activation commands', () => {
  it('saveLoan moves the dates; the return date follows the loan date', async () => {
    const db = await seededDb();
    const deps = depsFor(db);
    const { loanId, loanItemId } = await addToCart({ customerId: 20, unitId: 101 }, deps);
    await saveLoan({ loanId, loanDate: '2026-11-25' }, deps);
    expect(await db.loans.get(loanId)).toMatchObject({
      loan_date: '2026-11-25',
      expected_return_date: '2026-12-02',
    });
    expect((await db.loanItems.get(loanItemId))?.expected_return_date).toBe('2026-12-02');
    const before = await snapshot(db);
    const error = await refusal(
      saveLoan({ loanId, loanDate: '2026-11-25', expectedReturnDate: '2026-11-24' }, deps),
    );
    expect(error.message).toBe(syncMessages.returnBeforeLoan);
    expect(await snapshot(db)).toEqual(before);
  });

  it("saveLoan names one of the borrower's children, never someone else's", async () => {
    const db = await seededDb();
    const deps = depsFor(db);
    const child = (id: string, userId: number) => ({
      id,
      user_id: userId,
      name: `Barn ${id}`,
      height: null,
      shoe_size: null,
      helmet_size: null,
    });
    await db.hutMembers.bulkPut([child('mine', 20), child('theirs', 21)]);
    const { loanId } = await addToCart({ customerId: 20, unitId: 101 }, deps);
    await saveLoan({ loanId, loanDate: '2026-11-25', memberId: 'mine' }, deps);
    expect((await db.loans.get(loanId))?.member_id).toBe('mine');
    const before = await snapshot(db);
    const error = await refusal(
      saveLoan({ loanId, loanDate: '2026-11-25', memberId: 'theirs' }, deps),
    );
    expect(error.message).toBe(syncMessages.memberNotFound);
    expect(await snapshot(db)).toEqual(before);
    // Dates alone leave the child as chosen; null is the borrower themselves.
    await saveLoan({ loanId, loanDate: '2026-11-26' }, deps);
    expect((await db.loans.get(loanId))?.member_id).toBe('mine');
    await saveLoan({ loanId, loanDate: '2026-11-26', memberId: null }, deps);
    expect((await db.loans.get(loanId))?.member_id).toBeNull();
  });

  it('handOut opens the loan, lends its units, and refuses an empty cart', async () => {
    const db = await seededDb();
    const { loanId, first, second } = await openLoan(db);
    expect(await db.loans.get(loanId)).toMatchObject({
      status: 'open',
      expected_return_date: '2026-11-28',
    });
    expect((await db.loanItems.bulkGet([first, second])).map((i) => i?.status)).toEqual([
      'lent',
      'lent',
    ]);
    expect((await db.units.bulkGet([101, 102])).map((u) => u?.status)).toEqual(['lent', 'lent']);
    const last = await db.outbox.orderBy('seq').last();
    expect(last).toMatchObject({
      type: 'loan.handOut',
      payload: { loanId, loanDate: '2026-11-21', expectedReturnDate: '2026-11-28' },
    });

    const deps = depsFor(db);
    const { loanItemId } = await addToCart({ customerId: 23, unitId: 103 }, deps);
    const draft = (await db.loanItems.get(loanItemId))?.loan_id ?? '';
    await removeFromCart({ loanItemId }, deps);
    const before = await snapshot(db);
    const error = await refusal(handOut({ loanId: draft, loanDate: '2026-11-21' }, deps));
    expect(error.message).toBe(syncMessages.emptyCart);
    expect(await snapshot(db)).toEqual(before);
  });

  it('handOut refuses a borrower flagged after the cart was made', async () => {
    const db = await seededDb();
    const deps = depsFor(db);
    const { loanId } = await addToCart({ customerId: 20, unitId: 101 }, deps);
    await db.hutUsers.update(20, { isFlagged: true, flag_reason: 'Mistet ski' });
    const before = await snapshot(db);
    const error = await refusal(handOut({ loanId, loanDate: '2026-11-21' }, deps));
    expect(error.message).toBe(staffMessages.borrowerFlagged);
    expect(error.remark).toBe('Mistet ski');
    expect(await snapshot(db)).toEqual(before);
  });

  it('receiveItem returns one unit; the last one closes the loan', async () => {
    const db = await seededDb();
    const { loanId, first, second, deps } = await openLoan(db);
    await receiveItem({ loanItemId: first }, deps);
    expect(await db.loanItems.get(first)).toMatchObject({ status: 'returned', returned_by: STAFF });
    expect((await db.units.get(101))?.status).toBe('available');
    expect((await db.loans.get(loanId))?.status).toBe('open');
    const again = await refusal(receiveItem({ loanItemId: first }, deps));
    expect(again.message).toBe(staffMessages.itemAlreadyReturned);
    await receiveItem({ loanItemId: second }, deps);
    expect((await db.loans.get(loanId))?.status).toBe('closed');
    const types = (await db.outbox.orderBy('seq').toArray()).map((e) => e.type);
    expect(types.slice(-2)).toEqual(['loanItem.receive', 'loanItem.receive']);
  });

  it('receiveAll returns every unit still out and closes the loan', async () => {
    const db = await seededDb();
    const { loanId, deps } = await openLoan(db);
    await receiveAll({ loanId }, deps);
    expect((await db.loans.get(loanId))?.status).toBe('closed');
    expect((await db.units.bulkGet([101, 102])).map((u) => u?.status)).toEqual([
      'available',
      'available',
    ]);
    expect(await db.outbox.orderBy('seq').last()).toMatchObject({
      type: 'loan.receiveAll',
      payload: { loanId },
    });
  });

  it('extendLoan moves the whole loan or one unit and keeps the history', async () => {
    const db = await seededDb();
    const { loanId, first, second, deps } = await openLoan(db);
    const { extensionId } = await extendLoan({ loanId, newDate: '2026-12-05' }, deps);
    expect(await db.extensions.get(extensionId)).toMatchObject({
      loan_id: loanId,
      loan_item_id: null,
      previous_date: '2026-11-28',
      new_date: '2026-12-05',
    });
    expect((await db.loanItems.get(second))?.expected_return_date).toBe('2026-12-05');
    await extendLoan({ loanId, loanItemId: first, newDate: '2026-12-10' }, deps);
    expect((await db.loanItems.get(first))?.expected_return_date).toBe('2026-12-10');
    expect((await db.loans.get(loanId))?.expected_return_date).toBe('2026-12-10');
    const before = await snapshot(db);
    const error = await refusal(extendLoan({ loanId, newDate: '2026-11-01' }, deps));
    expect(error.message).toBe(syncMessages.extensionBeforeLoan);
    // The server's bound too: at most one longest loan past the return date (or today).
    const far = await refusal(extendLoan({ loanId, newDate: '9999-12-31' }, deps));
    expect(far.message).toBe(syncMessages.extensionTooFar(LONGEST_LOAN_DAYS));
    expect(await snapshot(db)).toEqual(before);
  });

  it('activateUser needs the ID checkbox, then verifies the user', async () => {
    const db = await seededDb();
    const deps = depsFor(db);
    const before = await snapshot(db);
    const error = await refusal(activateUser({ userId: 21, idShown: false }, deps));
    expect(error.message).toBe(syncMessages.invalidReason);
    expect(await snapshot(db)).toEqual(before);
    await activateUser({ userId: 21, idShown: true }, deps);
    expect(await db.hutUsers.get(21)).toMatchObject({ isVerified: true, status: 'active' });
    expect(await db.outbox.toArray()).toMatchObject([
      { type: 'user.activate', payload: { userId: 21, reason: 'legitimasjon' } },
    ]);
  });
});
