import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncMessages, syncRejectCodes } from '../../src/shared/contracts/sync';
import { testDialects } from '../support/test-databases';
import {
  cart,
  counts,
  device,
  freeUnits,
  inDays,
  newId,
  openSyncWorld,
  push,
  staff,
  today,
} from './sync-fixtures';
import type { SyncWorld } from './sync-fixtures';

describe.each(testDialects)('sync push: refusals on %s', (dialect) => {
  let w: SyncWorld;
  beforeAll(async () => {
    w = await openSyncWorld(dialect);
  });
  afterAll(async () => {
    await w.database.destroy();
  });
  const actor = () => staff(w.users.ansatt);

  it('refuses malformed entries one by one, with Norwegian messages, storing nothing', async () => {
    const op = device(w.hutA, w.users.ansatt);
    const good = op({
      type: 'user.activate',
      payload: { userId: w.users.lise, reason: 'legitimasjon' },
    });
    const badDate = op({
      type: 'loan.save',
      payload: { loanId: newId(), loanDate: '2026-02-30', expectedReturnDate: '2026-02-01' },
    });
    const badId = { ...op({ type: 'loan.receiveAll', payload: { loanId: newId() } }), id: 'abc' };
    const v4Id = { ...good, id: '9b2f4a6e-1c3d-4e5f-8a7b-6c5d4e3f2a1b' };
    const before = await counts(w.db);
    const results = await push(w.db, actor(), [null, 'x', badDate, badId, v4Id, good]);
    expect(results.map((r) => r.outcome)).toEqual([
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'applied',
    ]);
    const refusals = results.filter((r) => r.outcome === 'rejected');
    expect(refusals.map((r) => r.opId)).toEqual(['', '', badDate.id, 'abc', v4Id.id]);
    for (const r of refusals) {
      expect(r).toMatchObject({ code: syncRejectCodes.invalidOp, message: syncMessages.invalidOp });
    }
    expect(refusals[2]?.fields).toEqual({
      'payload.loanDate': [syncMessages.invalidDate],
      'payload.expectedReturnDate': [syncMessages.returnBeforeLoan],
    });
    expect(refusals[3]?.fields?.id).toEqual([syncMessages.invalidId]);
    const after = await counts(w.db);
    expect(after.applied_ops).toBe(before.applied_ops + 1);
    expect(after.loans).toBe(before.loans);
  });

  it('refuses ops the rules forbid, changes nothing, and keeps later ops going', async () => {
    const op = device(w.hutA, w.users.ansatt);
    const otherHutUnit = (await freeUnits(w.db, w.hutB, 1))[0] ?? 0;
    const sofie = await w.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'sofie.pedersen@eksempel.no')
      .executeTakeFirstOrThrow();
    const open = cart(op, w.users.familie, await freeUnits(w.db, w.hutA, 1));
    await push(w.db, actor(), [...open.adds, open.handOut()]);
    const emptied = cart(op, w.users.familie, await freeUnits(w.db, w.hutA, 1));
    await push(w.db, actor(), [
      ...emptied.adds,
      op({ type: 'cart.remove', payload: { loanItemId: emptied.itemIds[0] ?? '' } }),
    ]);
    const closed = cart(op, w.users.familie, await freeUnits(w.db, w.hutA, 1));
    await push(w.db, actor(), [
      ...closed.adds,
      closed.handOut(),
      op({ type: 'loan.receiveAll', payload: { loanId: closed.loanId } }),
    ]);

    const dates = { loanDate: today(), expectedReturnDate: inDays(7) };
    const refused = [
      cart(op, sofie.id, await freeUnits(w.db, w.hutA, 1)).adds[0],
      cart(op, w.users.familie, [otherHutUnit]).adds[0],
      cart(op, w.users.familie, [999_999]).adds[0],
      op({ type: 'loan.handOut', payload: { loanId: newId(), ...dates } }),
      op({ type: 'loan.handOut', payload: { loanId: emptied.loanId, ...dates } }),
      op({ type: 'loan.save', payload: { loanId: open.loanId, ...dates } }),
      op({ type: 'cart.remove', payload: { loanItemId: open.itemIds[0] ?? '' } }),
      op({
        type: 'loan.extend',
        payload: {
          extensionId: newId(),
          loanId: closed.loanId,
          loanItemId: null,
          expectedReturnDate: inDays(30),
        },
      }),
      op({
        type: 'loan.extend',
        payload: {
          extensionId: newId(),
          loanId: open.loanId,
          loanItemId: null,
          expectedReturnDate: '2000-01-01',
        },
      }),
      op({ type: 'user.activate', payload: { userId: sofie.id, reason: 'legitimasjon' } }),
    ];
    const later = op({
      type: 'loan.extend',
      payload: {
        extensionId: newId(),
        loanId: open.loanId,
        loanItemId: null,
        expectedReturnDate: inDays(30),
      },
    });
    const before = await counts(w.db);
    const results = await push(w.db, actor(), [...refused.filter((o) => o !== undefined), later]);
    const codes = results.map((r) => (r.outcome === 'rejected' ? r.code : r.outcome));
    expect(codes).toEqual([
      'not_found',
      'not_found',
      'not_found',
      'not_found',
      'empty_cart',
      'loan_not_draft',
      'loan_not_draft',
      'loan_not_open',
      'invalid_date',
      'not_found',
      'applied',
    ]);
    const messages = results.flatMap((r) => (r.outcome === 'rejected' ? [r.message] : []));
    expect(messages.slice(0, 4)).toEqual([
      syncMessages.customerNotFound,
      syncMessages.unitNotFound,
      syncMessages.unitNotFound,
      syncMessages.loanNotFound,
    ]);
    const after = await counts(w.db);
    // Only the refusals' decisions and the one valid extension (with its loan and unit line).
    expect(after).toEqual({
      ...before,
      applied_ops: before.applied_ops + 11,
      loan_extensions: before.loan_extensions + 1,
      change_log: before.change_log + 3,
    });
  });
});
