import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueSnapshot } from '../../src/server/services/catalogue/snapshot';
import { latestCursor } from '../../src/server/db/change-log';
import { pullChanges } from '../../src/server/services/sync';
import { pullResponseSchema } from '../../src/shared/contracts/sync';
import { testDialects } from '../support/test-databases';
import { cart, device, freeUnits, openSyncWorld, push, staff } from './sync-fixtures';
import type { SyncWorld } from './sync-fixtures';

describe.each(testDialects)('sync pull on %s', (dialect) => {
  let w: SyncWorld;
  beforeAll(async () => {
    w = await openSyncWorld(dialect);
  });
  afterAll(async () => {
    await w.database.destroy();
  });
  const pull = async (hut: number, since?: number) =>
    pullResponseSchema.parse(await pullChanges(w.db, staff(w.users.demo), hut, since));

  it('starts with a full snapshot of the hut, and nothing of other huts', async () => {
    const snap = await pull(w.hutA);
    expect(snap.full).toBe(true);
    expect(snap.cursor).toBe(await latestCursor(w.db));
    const c = snap.changes ?? {};
    const units = await w.db
      .selectFrom('units')
      .select('id')
      .where('company_id', '=', w.hutA)
      .execute();
    expect(c.units).toHaveLength(units.length);
    expect(c.units?.every((u) => u.company_id === w.hutA)).toBe(true);
    expect(c.loans?.length).toBeGreaterThan(0);
    expect(c.loans?.every((l) => l.company_id === w.hutA)).toBe(true);
    const loanIds = new Set(c.loans?.map((l) => l.id));
    expect(c.loan_items?.every((i) => loanIds.has(i.loan_id))).toBe(true);
    expect(c.extensions?.every((e) => loanIds.has(e.loan_id))).toBe(true);
    const productIds = new Set(c.units?.map((u) => u.product_id));
    expect(c.products?.map((p) => p.id).sort((a, b) => a - b)).toEqual(
      [...productIds].sort((a, b) => a - b),
    );
    const user = (id: number) => c.users?.find((u) => u.id === id);
    expect(user(w.users.familie)).toMatchObject({
      role: 'borrower',
      isVerified: true,
      isFlagged: false,
    });
    expect(user(w.users.ny)).toMatchObject({ isVerified: false });
    expect(user(w.users.flagget)).toMatchObject({ isFlagged: true });
    expect(user(w.users.flagget)?.flag_reason).toBeTruthy();
    expect(user(w.users.ansatt)?.role).toBe('staff');
    const sofie = await w.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'sofie.pedersen@eksempel.no')
      .executeTakeFirstOrThrow();
    expect(user(sofie.id)).toBeUndefined();
  });

  it('answers an up-to-date device with the cursor only', async () => {
    const { cursor } = await pull(w.hutA);
    const response = await pullChanges(w.db, staff(w.users.demo), w.hutA, cursor);
    expect(response).toEqual({ cursor, full: false });
    expect(JSON.stringify(response).length).toBeLessThan(40);
  });

  it('sends the hut’s changes since the cursor, then nothing', async () => {
    const start = (await pull(w.hutA)).cursor;
    const op = device(w.hutA, w.users.ansatt);
    const units = await freeUnits(w.db, w.hutA, 2);
    const c = cart(op, w.users.familie, units);
    await push(w.db, staff(w.users.ansatt), [
      ...c.adds,
      op({ type: 'cart.remove', payload: { loanItemId: c.itemIds[1] ?? '' } }),
      c.handOut(),
    ]);
    // Another hut's work is not part of this hut's delta.
    const other = cart(
      device(w.hutB, w.users.demo),
      w.users.familie,
      await freeUnits(w.db, w.hutB, 1),
    );
    await push(w.db, staff(w.users.demo), [...other.adds, other.handOut()]);

    const delta = await pull(w.hutA, start);
    expect(delta.full).toBe(false);
    expect(delta.changes?.loans?.map((l) => l.id)).toEqual([c.loanId]);
    expect(delta.changes?.loans?.[0]?.status).toBe('open');
    expect(delta.changes?.loan_items?.map((i) => [i.id, i.status])).toEqual([
      [c.itemIds[0], 'lent'],
    ]);
    expect(delta.changes?.units?.map((u) => [u.id, u.status])).toEqual([[units[0], 'lent']]);
    expect(delta.changes?.products?.map((p) => p.id)).toHaveLength(1);
    expect(delta.changes?.deleted).toEqual({ loan_items: [c.itemIds[1]] });
    expect(delta.changes?.users).toBeUndefined();

    const inB = await pull(w.hutB, start);
    expect(inB.changes?.loans?.map((l) => l.id)).toEqual([other.loanId]);

    expect(await pull(w.hutA, delta.cursor)).toEqual({ cursor: delta.cursor, full: false });
  });

  it('shows an activation to every hut the user belongs to', async () => {
    await w.db
      .insertInto('company_user')
      .values({
        company_id: w.hutB,
        user_id: w.users.ny,
        role: 'borrower',
        created_at: new Date().toISOString(),
      })
      .execute();
    const start = (await pull(w.hutB)).cursor;
    await push(w.db, staff(w.users.ansatt), [
      device(
        w.hutA,
        w.users.ansatt,
      )({
        type: 'user.activate',
        payload: { userId: w.users.ny, reason: 'legitimasjon' },
      }),
    ]);
    const delta = await pull(w.hutB, start);
    expect(delta.changes?.users).toEqual([
      expect.objectContaining({ id: w.users.ny, isVerified: true, role: 'borrower' }),
    ]);
  });

  it('sends exceptions in the delta and a full snapshot for a cursor it never issued', async () => {
    const start = (await pull(w.hutA)).cursor;
    const op = device(w.hutA, w.users.ansatt);
    const c = cart(op, w.users.familie, await freeUnits(w.db, w.hutA, 1));
    await push(w.db, staff(w.users.ansatt), [
      ...c.adds,
      c.handOut(),
      op({ type: 'loan.receiveAll', payload: { loanId: c.loanId } }),
      op({ type: 'loan.receiveAll', payload: { loanId: c.loanId } }),
    ]);
    const delta = await pull(w.hutA, start);
    expect(delta.changes?.exceptions?.map((e) => e.kind)).toEqual(['return_not_on_loan']);
    expect(delta.changes?.loans?.[0]?.status).toBe('closed');

    const future = await pull(w.hutA, delta.cursor + 1000);
    expect(future.full).toBe(true);
    expect(future.changes?.exceptions?.length).toBeGreaterThan(0);
    expect((await pull(w.hutA, 0)).full).toBe(true);
  });

  it('keeps the public catalogue delta in step: a hand-out marks its product', async () => {
    const start = await latestCursor(w.db);
    const [unit = 0] = await freeUnits(w.db, w.hutA, 1);
    const c = cart(device(w.hutA, w.users.ansatt), w.users.familie, [unit]);
    await push(w.db, staff(w.users.ansatt), [...c.adds, c.handOut()]);
    const product = await w.db
      .selectFrom('units')
      .select('product_id')
      .where('id', '=', unit)
      .executeTakeFirstOrThrow();
    const catalogue = await catalogueSnapshot(
      w.db,
      { since: start, county: undefined, maxProducts: 1_000_000 },
      await latestCursor(w.db),
    );
    expect(catalogue.products.map((p) => p.id)).toContain(product.product_id);
  });
});
