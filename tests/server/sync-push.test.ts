import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushResultSchema, syncMessages } from '../../src/shared/contracts/sync';
import { testDialects } from '../support/test-databases';
import {
  cart,
  device,
  freeUnits,
  inDays,
  newId,
  only,
  openSyncWorld,
  push,
  staff,
  today,
} from './sync-fixtures';
import type { SyncWorld } from './sync-fixtures';

describe.each(testDialects)('sync push: each op on %s', (dialect) => {
  let w: SyncWorld;
  beforeAll(async () => {
    w = await openSyncWorld(dialect);
  });
  afterAll(async () => {
    await w.database.destroy();
  });

  const item = (id: string) =>
    w.db.selectFrom('loan_items').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const loan = (id: string) =>
    w.db.selectFrom('loans').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const unitStatus = async (id: number) =>
    (await w.db.selectFrom('units').select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status;

  it('adds to a new cart: the draft keeps the device’s ids and gets a server number', async () => {
    const op = device(w.hutA, w.users.ansatt);
    const units = await freeUnits(w.db, w.hutA, 2);
    const c = cart(op, w.users.familie, units);
    const results = await push(w.db, staff(w.users.ansatt), c.adds);
    expect(results.map((r) => r.outcome)).toEqual(['applied', 'applied']);
    for (const r of results) pushResultSchema.parse(r);

    const first = only(results.slice(0, 1), 'applied');
    const stored = await loan(c.loanId);
    expect(stored).toMatchObject({ status: 'draft', customer_id: w.users.familie });
    expect(stored.created_by).toBe(w.users.ansatt);
    expect(stored.number).toBeGreaterThan(1000);
    expect(first.rows.loans).toEqual([
      expect.objectContaining({ id: c.loanId, number: stored.number }),
    ]);
    expect(first.rows.loan_items).toEqual([
      expect.objectContaining({ id: c.itemIds[0], status: 'in_cart', unit_id: units[0] }),
    ]);
    // Carting does not take a unit off the shelf; only the hand-out does.
    expect(await unitStatus(units[0] ?? 0)).toBe('available');
    const logged = await w.db
      .selectFrom('change_log')
      .select(['entity', 'entity_id', 'company_id'])
      .where('entity_id', 'in', [c.loanId, ...c.itemIds])
      .execute();
    expect(logged.every((l) => l.company_id === w.hutA)).toBe(true);
    expect(new Set(logged.map((l) => l.entity))).toEqual(new Set(['loan', 'loan_item']));
  });

  it('runs a whole counter session in one batch, in device order', async () => {
    const op = device(w.hutA, w.users.ansatt);
    const units = await freeUnits(w.db, w.hutA, 3);
    const c = cart(op, w.users.familie, units);
    const [keep1, keep2, dropped] = c.itemIds;
    if (!keep1 || !keep2 || !dropped) throw new Error('three lines');
    const due = inDays(10);
    const ops = [
      ...c.adds,
      op({ type: 'cart.remove', payload: { loanItemId: dropped } }),
      op({
        type: 'loan.save',
        payload: { loanId: c.loanId, loanDate: today(), expectedReturnDate: inDays(9) },
      }),
      op({
        type: 'loan.handOut',
        payload: { loanId: c.loanId, loanDate: today(), expectedReturnDate: due },
      }),
      op({
        type: 'loan.extend',
        payload: {
          extensionId: newId(),
          loanId: c.loanId,
          loanItemId: null,
          expectedReturnDate: inDays(14),
        },
      }),
      op({
        type: 'loan.extend',
        payload: {
          extensionId: newId(),
          loanId: c.loanId,
          loanItemId: keep2,
          expectedReturnDate: inDays(21),
        },
      }),
      op({ type: 'loanItem.receive', payload: { loanItemId: keep1 } }),
      op({ type: 'loan.receiveAll', payload: { loanId: c.loanId } }),
    ];
    const results = await push(w.db, staff(w.users.ansatt), ops);
    expect(results.map((r) => r.opId)).toEqual(ops.map((o) => o.id));
    expect(results.every((r) => r.outcome === 'applied')).toBe(true);
    const rows = results.map((r) => (r.outcome === 'applied' ? r.rows : {}));

    expect(rows[3]?.deleted).toEqual({ loan_items: [dropped] });
    expect(
      await w.db.selectFrom('loan_items').where('id', '=', dropped).select('id').execute(),
    ).toEqual([]);
    expect(rows[4]?.loans?.[0]?.expected_return_date).toBe(inDays(9));
    expect(rows[5]?.loans?.[0]).toMatchObject({ status: 'open', expected_return_date: due });
    expect(rows[5]?.units?.map((u) => u.status)).toEqual(['lent', 'lent']);
    expect(rows[6]?.extensions?.[0]).toMatchObject({ previous_date: due, new_date: inDays(14) });
    expect(rows[7]?.extensions?.[0]).toMatchObject({ loan_item_id: keep2, new_date: inDays(21) });
    // The loan is due when its last unit still out is due.
    expect(rows[7]?.loans?.[0]?.expected_return_date).toBe(inDays(21));
    expect(rows[8]?.loan_items?.[0]).toMatchObject({ id: keep1, status: 'returned' });
    expect(rows[8]?.loans).toBeUndefined();
    expect(rows[9]?.loans?.[0]).toMatchObject({ status: 'closed' });

    const final = await loan(c.loanId);
    expect(final.status).toBe('closed');
    expect(final.closed_at).not.toBeNull();
    expect((await item(keep1)).returned_by).toBe(w.users.ansatt);
    expect((await item(keep2)).status).toBe('returned');
    expect(await unitStatus(units[0] ?? 0)).toBe('available');
    expect(await unitStatus(units[1] ?? 0)).toBe('available');
    const extensions = await w.db
      .selectFrom('loan_extensions')
      .select('id')
      .where('loan_id', '=', c.loanId)
      .execute();
    expect(extensions).toHaveLength(2);
  });

  it('activates a user who showed ID, and changes nothing the second time', async () => {
    const op = device(w.hutA, w.users.ansatt);
    const activate = op({
      type: 'user.activate',
      payload: { userId: w.users.ny, reason: 'legitimasjon' },
    });
    const r = only(await push(w.db, staff(w.users.ansatt), [activate]), 'applied');
    expect(r.rows.users).toEqual([
      expect.objectContaining({
        id: w.users.ny,
        isVerified: true,
        status: 'active',
        role: 'borrower',
      }),
    ]);
    const user = await w.db
      .selectFrom('users')
      .select(['is_verified', 'status'])
      .where('id', '=', w.users.ny)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ is_verified: 1, status: 'active' });

    const before = await w.db.selectFrom('change_log').select('id').execute();
    const again = op({
      type: 'user.activate',
      payload: { userId: w.users.ny, reason: 'legitimasjon' },
    });
    only(await push(w.db, staff(w.users.ansatt), [again]), 'applied');
    expect(await w.db.selectFrom('change_log').select('id').execute()).toHaveLength(before.length);
  });

  it('lets a network admin act for any hut', async () => {
    const op = device(w.hutB, w.users.admin);
    const units = await freeUnits(w.db, w.hutB, 1);
    const c = cart(op, w.users.familie, units);
    const results = await push(w.db, { userId: w.users.admin, isNetworkAdmin: true }, [
      ...c.adds,
      c.handOut(),
    ]);
    expect(results.map((r) => r.outcome)).toEqual(['applied', 'applied']);
    expect((await loan(c.loanId)).company_id).toBe(w.hutB);
  });

  it('answers a hand-out of a loan already out with its current rows, changing nothing', async () => {
    const op = device(w.hutA, w.users.ansatt);
    const c = cart(op, w.users.familie, await freeUnits(w.db, w.hutA, 1));
    await push(w.db, staff(w.users.ansatt), [...c.adds, c.handOut()]);
    const before = await loan(c.loanId);
    const r = only(await push(w.db, staff(w.users.ansatt), [c.handOut()]), 'applied');
    expect(r.rows.loans?.[0]?.status).toBe('open');
    expect(await loan(c.loanId)).toEqual(before);
  });

  it('names the op types in Norwegian when the type is unknown', async () => {
    const op = device(w.hutA, w.users.ansatt);
    const bad = { ...op({ type: 'loan.receiveAll', payload: { loanId: newId() } }), type: 'x' };
    const r = only(await push(w.db, staff(w.users.ansatt), [bad]), 'rejected');
    expect(r.fields?.type).toEqual([syncMessages.unknownType]);
  });
});
