import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/server/errors';
import { pushResultSchema, syncRejectCodes } from '../../src/shared/contracts/sync';
import { testDialects } from '../support/test-databases';
import {
  cart,
  counts,
  device,
  freeUnits,
  newId,
  only,
  openSyncWorld,
  push,
  staff,
} from './sync-fixtures';
import type { SyncWorld } from './sync-fixtures';

describe.each(testDialects)('sync push: replays and refusals on %s', (dialect) => {
  let w: SyncWorld;
  beforeAll(async () => {
    w = await openSyncWorld(dialect);
  });
  afterAll(async () => {
    await w.database.destroy();
  });
  const actor = () => staff(w.users.ansatt);

  it('answers a replayed batch with the stored results and writes nothing', async () => {
    const op = device(w.hutA, w.users.ansatt);
    const c = cart(op, w.users.familie, await freeUnits(w.db, w.hutA, 2));
    const batch = [
      ...c.adds,
      c.handOut(),
      op({ type: 'loanItem.receive', payload: { loanItemId: c.itemIds[0] ?? '' } }),
      // Refused by the rules: the refusal is a decision and is replayed too.
      op({ type: 'loan.receiveAll', payload: { loanId: newId() } }),
    ];
    const first = await push(w.db, actor(), batch);
    expect(first.map((r) => r.outcome)).toEqual([
      'applied',
      'applied',
      'applied',
      'applied',
      'rejected',
    ]);
    const before = await counts(w.db);

    const replay = await push(w.db, actor(), batch);
    expect(replay).toEqual(
      first.map((original) => ({ outcome: 'duplicate', opId: original.opId, original })),
    );
    for (const r of replay) pushResultSchema.parse(r);
    expect(await counts(w.db)).toEqual(before);
  });

  it('replays an op inside a later batch without applying it twice', async () => {
    const op = device(w.hutA, w.users.ansatt);
    const c = cart(op, w.users.familie, await freeUnits(w.db, w.hutA, 1));
    await push(w.db, actor(), c.adds);
    // The device lost the answer and retries the whole outbox, now with one more entry.
    const results = await push(w.db, actor(), [...c.adds, c.handOut()]);
    expect(results.map((r) => r.outcome)).toEqual(['duplicate', 'applied']);
    const items = await w.db
      .selectFrom('loan_items')
      .select('status')
      .where('loan_id', '=', c.loanId)
      .execute();
    expect(items).toEqual([{ status: 'lent' }]);
  });

  it('refuses a batch of more than 500 ops as a whole (422)', async () => {
    const op = device(w.hutA, w.users.ansatt);
    const ops = Array.from({ length: 501 }, () =>
      op({ type: 'loan.receiveAll', payload: { loanId: newId() } }),
    );
    await expect(push(w.db, actor(), ops)).rejects.toBeInstanceOf(ValidationError);
  });

  it('refuses an op id reused by a different op without revealing the first', async () => {
    const op = device(w.hutA, w.users.ansatt);
    const first = op({
      type: 'user.activate',
      payload: { userId: w.users.lise, reason: 'legitimasjon' },
    });
    await push(w.db, actor(), [first]);
    const other = device(
      w.hutA,
      w.users.ansatt,
    )({ type: 'loan.receiveAll', payload: { loanId: newId() } });
    const r = only(await push(w.db, actor(), [{ ...other, id: first.id }]), 'rejected');
    expect(r.code).toBe(syncRejectCodes.idConflict);
  });

  it('refuses a new cart whose line id is taken and keeps no draft of it, alone or in a batch', async () => {
    const op = device(w.hutA, w.users.ansatt);
    const [unit, other, third] = await freeUnits(w.db, w.hutA, 3);
    if (unit === undefined || other === undefined || third === undefined) {
      throw new Error('too few free units');
    }
    const first = cart(op, w.users.familie, [unit]);
    // The refused add writes its draft before the line's id is found taken: it must roll back,
    // both pushed alone and between two ops that apply.
    const clash = cart(op, w.users.familie, [other]);
    const clashingPayload = {
      ...clash.dates,
      loanId: clash.loanId,
      loanItemId: first.itemIds[0] ?? '',
      customerId: w.users.familie,
      unitId: other,
    };
    const clashing = op({ type: 'cart.add', payload: clashingPayload });
    const after = cart(op, w.users.familie, [third]);
    const results = await push(w.db, actor(), [...first.adds, clashing, ...after.adds]);
    expect(results.map((r) => r.outcome)).toEqual(['applied', 'rejected', 'applied']);
    expect(results[1]).toMatchObject({ code: syncRejectCodes.idConflict });
    const alone = op({ type: 'cart.add', payload: clashingPayload });
    expect(only(await push(w.db, actor(), [alone]), 'rejected').code).toBe(
      syncRejectCodes.idConflict,
    );
    const drafts = await w.db
      .selectFrom('loans')
      .select('id')
      .where('id', 'in', [first.loanId, clash.loanId, after.loanId])
      .execute();
    expect(drafts.map((d) => d.id).sort()).toEqual([first.loanId, after.loanId].sort());
  });

  it('answers an op sent twice in one push once, and the second time as its replay', async () => {
    const op = device(w.hutA, w.users.ansatt);
    const c = cart(op, w.users.familie, await freeUnits(w.db, w.hutA, 1));
    const [add] = c.adds;
    if (!add) throw new Error('no cart.add');
    const other = { ...op({ type: 'loan.receiveAll', payload: { loanId: newId() } }), id: add.id };
    const results = await push(w.db, actor(), [add, add, other]);
    const [applied, replayed, conflict] = results;
    expect(results.map((r) => r.outcome)).toEqual(['applied', 'duplicate', 'rejected']);
    expect(replayed).toEqual({ outcome: 'duplicate', opId: add.id, original: applied });
    expect(conflict).toMatchObject({ code: syncRejectCodes.idConflict });
    const stored = await w.db
      .selectFrom('applied_ops')
      .select('op_id')
      .where('op_id', '=', add.id)
      .execute();
    expect(stored).toHaveLength(1);
  });

  it('keeps nothing of an op refused in the middle of a push and goes on with the next', async () => {
    const op = device(w.hutA, w.users.ansatt);
    const [unit, other] = await freeUnits(w.db, w.hutA, 2);
    if (unit === undefined || other === undefined) throw new Error('too few free units');
    const c = cart(op, w.users.familie, [unit]);
    const [add] = c.adds;
    if (!add) throw new Error('no cart.add');
    // The same unit into the same cart again, as a second entry: refused by the rules.
    const again = op({
      type: 'cart.add',
      payload: {
        ...c.dates,
        loanId: c.loanId,
        loanItemId: newId(),
        customerId: w.users.familie,
        unitId: unit,
      },
    });
    const next = cart(op, w.users.familie, [other]);
    const before = await counts(w.db);
    const results = await push(w.db, actor(), [
      add,
      again,
      c.handOut(),
      ...next.adds,
      next.handOut(),
    ]);
    expect(results.map((r) => r.outcome)).toEqual([
      'applied',
      'rejected',
      'applied',
      'applied',
      'applied',
    ]);
    const refusal = results[1];
    expect(refusal).toMatchObject({ code: syncRejectCodes.unitInCart });
    const after = await counts(w.db);
    expect(after.lentUnits).toBe(before.lentUnits + 2);
    const lines = await w.db
      .selectFrom('loan_items')
      .select('unit_id')
      .where('loan_id', '=', c.loanId)
      .execute();
    expect(lines).toEqual([{ unit_id: unit }]);
    // The refusal is a decision like the others: stored, and replayed as it was.
    const replay = await push(w.db, actor(), [again]);
    expect(replay).toEqual([{ outcome: 'duplicate', opId: again.id, original: refusal }]);
  });
});
