import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushResult } from '../../src/shared/contracts/sync';
import { syncMessages, syncRejectCodes } from '../../src/shared/contracts/sync';
import { testDialects } from '../support/test-databases';
import {
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
import type { OpBody, SyncWorld } from './sync-fixtures';

/** What a refusal tells: everything but the op's own id. */
const answer = (r: PushResult | undefined) =>
  r?.outcome === 'rejected'
    ? { outcome: r.outcome, code: r.code, message: r.message, fields: r.fields }
    : { outcome: r?.outcome };

/**
 * A hut is a wall: an op naming a row of another hut (a loan, a line, a note, a unit) gets the
 * answer an id no row has would get, so a push cannot tell which ids exist elsewhere.
 */
describe.each(testDialects)('ids of another hut in sync ops on %s', (dialect) => {
  let w: SyncWorld;
  /** Hut B's rows, from the seed. */
  let theirs: { loan: string; line: string; note: string; unit: number };
  beforeAll(async () => {
    w = await openSyncWorld(dialect);
    const line = await w.db
      .selectFrom('loan_items')
      .innerJoin('loans', 'loans.id', 'loan_items.loan_id')
      .select(['loan_items.id', 'loan_items.loan_id'])
      .where('loans.company_id', '=', w.hutB)
      .executeTakeFirstOrThrow();
    const [unit] = await freeUnits(w.db, w.hutB, 1);
    if (unit === undefined) throw new Error('seed: a free unit in hut B');
    // A note of hut B, written by its own staff (demo is admin there).
    const noteId = newId();
    const added = await push(w.db, staff(w.users.demo), [
      device(
        w.hutB,
        w.users.demo,
      )({
        type: 'note.add',
        payload: { noteId, unitId: unit, text: 'Ripe i sålen' },
      }),
    ]);
    expect(added.map((r) => r.outcome)).toEqual(['applied']);
    theirs = { loan: line.loan_id, line: line.id, note: noteId, unit };
  });
  afterAll(async () => {
    await w.database.destroy();
  });

  /** The op with another hut's id and with an id nobody has answer alike; nothing changes. */
  const sameAsUnknown = async (foreign: OpBody, unknown: OpBody) => {
    const op = device(w.hutA, w.users.ansatt);
    const before = await counts(w.db);
    const results = await push(w.db, staff(w.users.ansatt), [op(foreign), op(unknown)]);
    expect(results.map((r) => r.outcome)).toEqual(['rejected', 'rejected']);
    expect(answer(results[0])).toEqual(answer(results[1]));
    expect(await counts(w.db)).toEqual({ ...before, applied_ops: before.applied_ops + 2 });
    return results[0];
  };

  const dates = () => ({ loanDate: today(), expectedReturnDate: inDays(7) });
  const cartAdd = (
    loanId: string,
    customerId: number,
    unitId: number,
    loanItemId = newId(),
  ): OpBody => ({
    type: 'cart.add',
    payload: { loanId, loanItemId, customerId, unitId, ...dates() },
  });

  it('cart.add: another hut’s loan id answers as an unknown one does', async () => {
    const sofie = await w.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'sofie.pedersen@eksempel.no')
      .executeTakeFirstOrThrow();
    const [unit] = await freeUnits(w.db, w.hutA, 1);
    if (unit === undefined) throw new Error('a free unit');
    // A borrower from outside the hut.
    const outsider = await sameAsUnknown(
      cartAdd(theirs.loan, sofie.id, unit),
      cartAdd(newId(), sofie.id, unit),
    );
    expect(answer(outsider)).toMatchObject({
      code: syncRejectCodes.notFound,
      message: syncMessages.customerNotFound,
    });
    // A unit not the hut's.
    const foreignUnit = await sameAsUnknown(
      cartAdd(theirs.loan, w.users.familie, theirs.unit),
      cartAdd(newId(), w.users.familie, theirs.unit),
    );
    expect(answer(foreignUnit)).toMatchObject({
      code: syncRejectCodes.notFound,
      message: syncMessages.unitNotFound,
    });
    // A line id that is taken.
    await sameAsUnknown(
      cartAdd(theirs.loan, w.users.familie, unit, theirs.line),
      cartAdd(newId(), w.users.familie, unit, theirs.line),
    );
    // Where an unknown id would make the cart, another hut's is a taken id, as a taken line id is.
    const op = device(w.hutA, w.users.ansatt);
    const [taken] = await push(w.db, staff(w.users.ansatt), [
      op(cartAdd(theirs.loan, w.users.familie, unit)),
    ]);
    expect(answer(taken)).toEqual({
      outcome: 'rejected',
      code: syncRejectCodes.idConflict,
      message: syncMessages.idConflict,
      fields: undefined,
    });
  });

  it('cart.remove: another hut’s line answers as an unknown one does', async () => {
    const r = await sameAsUnknown(
      { type: 'cart.remove', payload: { loanItemId: theirs.line } },
      { type: 'cart.remove', payload: { loanItemId: newId() } },
    );
    expect(answer(r)).toMatchObject({ message: syncMessages.loanItemNotFound });
  });

  it('the other ops naming a loan, a line, a note or a unit answer as for an unknown id', async () => {
    const loanOps = (loanId: string): OpBody[] => [
      { type: 'loan.save', payload: { loanId, ...dates() } },
      { type: 'loan.handOut', payload: { loanId, ...dates() } },
      { type: 'loan.receiveAll', payload: { loanId } },
      {
        type: 'loan.extend',
        payload: { extensionId: newId(), loanId, loanItemId: null, expectedReturnDate: inDays(14) },
      },
    ];
    const mine = loanOps(theirs.loan);
    const unknown = loanOps(newId());
    for (const [i, foreign] of mine.entries()) {
      const other = unknown[i];
      if (!other) throw new Error('paired ops');
      await sameAsUnknown(foreign, other);
    }
    await sameAsUnknown(
      { type: 'loanItem.receive', payload: { loanItemId: theirs.line } },
      { type: 'loanItem.receive', payload: { loanItemId: newId() } },
    );
    await sameAsUnknown(
      { type: 'note.delete', payload: { noteId: theirs.note } },
      { type: 'note.delete', payload: { noteId: newId() } },
    );
    await sameAsUnknown(
      {
        type: 'unit.setStatus',
        payload: { unitId: theirs.unit, status: 'available', reason: null },
      },
      {
        type: 'unit.setStatus',
        payload: { unitId: 2_000_000_000, status: 'available', reason: null },
      },
    );
  });
});
