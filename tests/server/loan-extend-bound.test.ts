import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setFixedNow } from '../../src/server/db/clock';
import { syncMessages, syncRejectCodes } from '../../src/shared/contracts/sync';
import { LONGEST_LOAN_DAYS } from '../../src/shared/domain/loan-rules';
import { testDialects } from '../support/test-databases';
import {
  cart,
  counts,
  device,
  freeUnits,
  newId,
  openSyncWorld,
  push,
  staff,
} from './sync-fixtures';
import type { SyncWorld } from './sync-fixtures';

/**
 * loan.extend took any calendar date (9999-12-31). A new return date is at most one longest loan
 * (60 days) past the loan's return date, or past today for a loan already overdue; the tablet's
 * rule (src/db/hut/local-loan.ts) is the same.
 */
describe.each(testDialects)('loan.extend within one longest loan on %s', (dialect) => {
  let w: SyncWorld;
  beforeAll(async () => {
    w = await openSyncWorld(dialect);
  });
  afterAll(async () => {
    await w.database.destroy();
  });
  afterEach(() => setFixedNow(null));

  const actor = () => staff(w.users.ansatt);
  const due = async (loanId: string) =>
    (
      await w.db
        .selectFrom('loans')
        .select('expected_return_date')
        .where('id', '=', loanId)
        .executeTakeFirstOrThrow()
    ).expected_return_date;

  it('refuses a date further than 60 days past the return date, changing nothing', async () => {
    // Noon in Oslo on 10 June: the server's today.
    setFixedNow('2026-06-10T10:00:00.000Z');
    expect(LONGEST_LOAN_DAYS).toBe(60);
    const op = device(w.hutA, w.users.ansatt);
    const units = await freeUnits(w.db, w.hutA, 2);
    const c = cart(op, w.users.familie, units, {
      loanDate: '2026-06-10',
      expectedReturnDate: '2026-06-17',
    });
    await push(w.db, actor(), [...c.adds, c.handOut()]);
    const [line] = c.itemIds;
    if (!line) throw new Error('a line');
    const extend = (newDate: string, loanItemId: string | null = null) =>
      op({
        type: 'loan.extend',
        payload: {
          extensionId: newId(),
          loanId: c.loanId,
          loanItemId,
          expectedReturnDate: newDate,
        },
      });

    const before = await counts(w.db);
    const refused = await push(w.db, actor(), [
      extend('9999-12-31'),
      extend('2026-08-17'),
      extend('2026-08-17', line),
    ]);
    for (const r of refused) {
      expect(r).toMatchObject({
        outcome: 'rejected',
        code: syncRejectCodes.invalidDate,
        message: syncMessages.extensionTooFar(LONGEST_LOAN_DAYS),
      });
    }
    expect(await counts(w.db)).toEqual({ ...before, applied_ops: before.applied_ops + 3 });
    expect(await due(c.loanId)).toBe('2026-06-17');

    // 60 days past the return date is allowed, and then 60 past that.
    const applied = await push(w.db, actor(), [extend('2026-08-16'), extend('2026-10-15', line)]);
    expect(applied.map((r) => r.outcome)).toEqual(['applied', 'applied']);
    expect(await due(c.loanId)).toBe('2026-10-15');
  });

  it('measures an overdue loan from today', async () => {
    setFixedNow('2026-06-10T10:00:00.000Z');
    const op = device(w.hutA, w.users.ansatt);
    const c = cart(op, w.users.familie, await freeUnits(w.db, w.hutA, 1), {
      loanDate: '2026-04-01',
      expectedReturnDate: '2026-04-08',
    });
    await push(w.db, actor(), [...c.adds, c.handOut()]);
    const extend = (newDate: string) =>
      op({
        type: 'loan.extend',
        payload: {
          extensionId: newId(),
          loanId: c.loanId,
          loanItemId: null,
          expectedReturnDate: newDate,
        },
      });
    const [late, fine] = await push(w.db, actor(), [extend('2026-08-10'), extend('2026-08-09')]);
    expect(late).toMatchObject({ outcome: 'rejected', code: syncRejectCodes.invalidDate });
    expect(fine?.outcome).toBe('applied');
    expect(await due(c.loanId)).toBe('2026-08-09');
  });
});
