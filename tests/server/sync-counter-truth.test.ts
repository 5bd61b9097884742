import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncExceptionSchema } from '../../src/shared/contracts/sync';
import { testDialects } from '../support/test-databases';
import { cart, counts, device, freeUnits, only, openSyncWorld, push, staff } from './sync-fixtures';
import type { SyncWorld } from './sync-fixtures';

/** docs/counter-truth.md: conflicting offline records become exceptions, never losses. */
describe.each(testDialects)('sync counter’s truth on %s', (dialect) => {
  let w: SyncWorld;
  beforeAll(async () => {
    w = await openSyncWorld(dialect);
  });
  afterAll(async () => {
    await w.database.destroy();
  });
  const actor = () => staff(w.users.ansatt);
  const itemStatus = async (id: string) =>
    (
      await w.db
        .selectFrom('loan_items')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;
  const loanStatus = async (id: string) =>
    (await w.db.selectFrom('loans').select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status;
  const unitStatus = async (id: number) =>
    (await w.db.selectFrom('units').select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status;

  it('a unit handed out while lent to someone else: old line closed as found, new loan recorded', async () => {
    const [unit = 0] = await freeUnits(w.db, w.hutA, 1);
    const tabletA = device(w.hutA, w.users.ansatt, 'tablet-a');
    const tabletB = device(w.hutA, w.users.ansatt, 'tablet-b');
    const first = cart(tabletA, w.users.familie, [unit]);
    await push(w.db, actor(), [...first.adds, first.handOut()]);
    // Tablet B, offline since before that loan, lends the same unit to someone else.
    const second = cart(tabletB, w.users.lise, [unit]);
    const results = await push(w.db, actor(), [...second.adds, second.handOut()]);
    const r = only(results.slice(1), 'exception');
    expect(r.kind).toBe('unit_already_lent');

    expect(await itemStatus(first.itemIds[0] ?? '')).toBe('returned_found');
    expect(await loanStatus(first.loanId)).toBe('closed');
    expect(await itemStatus(second.itemIds[0] ?? '')).toBe('lent');
    expect(await loanStatus(second.loanId)).toBe('open');
    expect(await unitStatus(unit)).toBe('lent');
    const exception = syncExceptionSchema.parse(r.rows.exceptions?.[0]);
    expect(exception).toMatchObject({
      id: r.exceptionId,
      company_id: w.hutA,
      status: 'open',
      device_id: 'tablet-b',
      actor_id: w.users.ansatt,
      details: {
        unitId: unit,
        loanId: second.loanId,
        previousLoanId: first.loanId,
        previousLoanItemId: first.itemIds[0],
        previousCustomerId: w.users.familie,
      },
    });
    expect(r.rows.loans?.map((l) => l.id).sort()).toEqual([first.loanId, second.loanId].sort());

    // Tablet A then syncs a return of the old line: nothing to undo, the unit stays with Lise.
    const late = tabletA({
      type: 'loanItem.receive',
      payload: { loanItemId: first.itemIds[0] ?? '' },
    });
    const back = only(await push(w.db, actor(), [late]), 'exception');
    expect(back.kind).toBe('return_not_on_loan');
    expect(await unitStatus(unit)).toBe('lent');
    expect(await itemStatus(first.itemIds[0] ?? '')).toBe('returned_found');
  });

  it('a return of a unit not on loan is a no-op success, noted', async () => {
    const op = device(w.hutA, w.users.ansatt);
    const c = cart(op, w.users.familie, await freeUnits(w.db, w.hutA, 2));
    await push(w.db, actor(), [...c.adds, c.handOut()]);
    const receive = () =>
      op({ type: 'loanItem.receive', payload: { loanItemId: c.itemIds[0] ?? '' } });
    only(await push(w.db, actor(), [receive()]), 'applied');
    const before = await counts(w.db);
    const twice = only(await push(w.db, actor(), [receive()]), 'exception');
    expect(twice.kind).toBe('return_not_on_loan');
    expect(twice.rows.loan_items?.[0]?.status).toBe('returned');
    const after = await counts(w.db);
    expect(after).toEqual({
      ...before,
      applied_ops: before.applied_ops + 1,
      sync_exceptions: before.sync_exceptions + 1,
      change_log: before.change_log + 1,
    });

    only(
      await push(w.db, actor(), [op({ type: 'loan.receiveAll', payload: { loanId: c.loanId } })]),
      'applied',
    );
    expect(await loanStatus(c.loanId)).toBe('closed');
    const again = op({ type: 'loan.receiveAll', payload: { loanId: c.loanId } });
    expect(only(await push(w.db, actor(), [again]), 'exception').kind).toBe('return_not_on_loan');
    expect(await loanStatus(c.loanId)).toBe('closed');
  });

  it('a loan to a borrower flagged since the tablet’s last pull is recorded, with an exception', async () => {
    const op = device(w.hutA, w.users.ansatt);
    const c = cart(op, w.users.lise, await freeUnits(w.db, w.hutA, 1));
    await push(w.db, actor(), c.adds);
    await w.db
      .updateTable('company_user')
      .set({ is_flagged: 1, flag_reason: 'Mistet en sykkel.' })
      .where('user_id', '=', w.users.lise)
      .where('company_id', '=', w.hutA)
      .execute();
    const r = only(await push(w.db, actor(), [c.handOut()]), 'exception');
    expect(r.kind).toBe('borrower_flagged');
    expect(r.rows.exceptions?.[0]?.details).toMatchObject({
      customerId: w.users.lise,
      flagReason: 'Mistet en sykkel.',
    });
    expect(await loanStatus(c.loanId)).toBe('open');
    await w.db
      .updateTable('company_user')
      .set({ is_flagged: 0, flag_reason: null })
      .where('user_id', '=', w.users.lise)
      .where('company_id', '=', w.hutA)
      .execute();
  });

  it('a retired unit or deleted product handed out is recorded, the unit stays retired', async () => {
    const op = device(w.hutA, w.users.ansatt);
    const [retired = 0, ofDeleted = 0] = await freeUnits(w.db, w.hutA, 2);
    const c = cart(op, w.users.familie, [retired, ofDeleted]);
    await push(w.db, actor(), c.adds);
    await w.db.updateTable('units').set({ status: 'retired' }).where('id', '=', retired).execute();
    const product = await w.db
      .selectFrom('units')
      .select('product_id')
      .where('id', '=', ofDeleted)
      .executeTakeFirstOrThrow();
    await w.db
      .updateTable('products')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', product.product_id)
      .execute();

    const r = only(await push(w.db, actor(), [c.handOut()]), 'exception');
    expect(r.kind).toBe('unit_retired');
    const kinds = r.rows.exceptions?.map((e) => [
      e.kind,
      e.details.unitId,
      e.details.productDeleted,
    ]);
    expect(kinds?.sort()).toEqual(
      [
        ['unit_retired', retired, false],
        ['unit_retired', ofDeleted, true],
      ].sort(),
    );
    expect(await itemStatus(c.itemIds[0] ?? '')).toBe('lent');
    expect(await unitStatus(retired)).toBe('retired');

    only(
      await push(w.db, actor(), [op({ type: 'loan.receiveAll', payload: { loanId: c.loanId } })]),
      'applied',
    );
    expect(await unitStatus(retired)).toBe('retired');
    await w.db
      .updateTable('products')
      .set({ deleted_at: null })
      .where('id', '=', product.product_id)
      .execute();
  });

  it('names the first anomaly and returns them all when one hand-out raises several', async () => {
    const [unit = 0] = await freeUnits(w.db, w.hutA, 1);
    const earlier = cart(device(w.hutA, w.users.ansatt), w.users.familie, [unit]);
    await push(w.db, actor(), [...earlier.adds, earlier.handOut()]);
    const flagged = cart(device(w.hutA, w.users.ansatt), w.users.flagget, [unit]);
    const results = await push(w.db, actor(), [...flagged.adds, flagged.handOut()]);
    const r = only(results.slice(1), 'exception');
    expect(r.exceptionId).toBe(r.rows.exceptions?.[0]?.id);
    expect(r.rows.exceptions?.map((e) => e.kind).sort()).toEqual([
      'borrower_flagged',
      'unit_already_lent',
    ]);
    const stored = await w.db
      .selectFrom('sync_exceptions')
      .select('kind')
      .where('op_id', '=', r.opId)
      .execute();
    expect(stored).toHaveLength(2);
  });
});
