import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/schema';
import { dayAvailability } from '../../src/server/services/reservations';
import { lockHut } from '../../src/server/services/reservations/rules';
import { pullChanges } from '../../src/server/services/sync';
import { unitSizeName } from '../../src/shared/domain/reservations';
import { backendPid, untilBlockedBy } from '../support/pg-blocking';
import { testDialects } from '../support/test-databases';
import {
  cart,
  device,
  newId,
  openSyncWorld,
  push,
  staff,
  today,
  type SyncWorld,
} from './sync-fixtures';

/**
 * Reservations at the counter (issue: booking ahead), on both databases: the hut's tablets pull
 * them; a hand-out to the person who reserved picks the reservation up with the loan; a hand-out
 * to someone else that leaves too few units for the day is still recorded (the counter's truth)
 * and raises one Avvik naming the reservation, with who to call.
 */
describe.each(testDialects)('reservations at the counter on %s', (dialect) => {
  let w: SyncWorld;
  beforeAll(async () => {
    w = await openSyncWorld(dialect);
  });
  afterAll(async () => {
    await w.database.destroy();
  });

  /** Free units of the hut (on the shelf, never lent) grouped by product and size name. */
  async function sizeGroups(db: Kysely<Database>) {
    const units = await db
      .selectFrom('units')
      .select(['id', 'product_id', 'size', 'max_size', 'unit'])
      .where('company_id', '=', w.hutA)
      .where('status', '=', 'available')
      .where('size', 'is not', null)
      .where('id', 'not in', db.selectFrom('loan_items').select('unit_id'))
      .orderBy('id')
      .execute();
    const groups = new Map<string, { productId: number; size: string; unitIds: number[] }>();
    for (const u of units) {
      const size = unitSizeName(u) ?? '';
      const key = `${String(u.product_id)}|${size}`;
      const g = groups.get(key) ?? { productId: u.product_id, size, unitIds: [] };
      g.unitIds.push(u.id);
      groups.set(key, g);
    }
    return [...groups.values()].filter((g) => g.unitIds.length >= 2);
  }

  async function reserve(
    user: number,
    productId: number,
    size: string,
    quantity: number,
    db: Kysely<Database> = w.db,
  ) {
    const id = newId();
    const at = new Date(Date.now() - 60_000).toISOString();
    await db
      .insertInto('reservations')
      .values({
        id,
        company_id: w.hutA,
        product_id: productId,
        size,
        quantity,
        pickup_date: today(),
        user_id: user,
        status: 'active',
        created_at: at,
        updated_at: at,
      })
      .execute();
    return id;
  }
  const reservation = (id: string) =>
    w.db.selectFrom('reservations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** The Avvik raised for a broken reservation. */
  const brokenFor = (id: string) =>
    w.db
      .selectFrom('sync_exceptions')
      .select('details_json')
      .where('kind', '=', 'reservation_broken')
      .where('details_json', 'like', `%${id}%`)
      .execute();

  it('picks up the reservation of the person the units go to, and the tablets learn it', async () => {
    const [group] = await sizeGroups(w.db);
    if (!group) throw new Error('seed: a size with two free units');
    const id = await reserve(w.users.lise, group.productId, group.size, 1);
    const snapshot = await pullChanges(w.db, staff(w.users.ansatt), w.hutA);
    const since = snapshot.cursor;
    expect(snapshot.changes?.reservations).toContainEqual(
      expect.objectContaining({ id, status: 'active', user_name: 'Lise Hansen' }),
    );

    const op = device(w.hutA, w.users.ansatt);
    const c = cart(op, w.users.lise, group.unitIds.slice(0, 1));
    const results = await push(w.db, staff(w.users.ansatt), [...c.adds, c.handOut()]);
    expect(results.map((r) => r.outcome)).toEqual(['applied', 'applied']);
    expect(await reservation(id)).toMatchObject({ status: 'picked_up', loan_id: c.loanId });
    const delta = await pullChanges(w.db, staff(w.users.ansatt), w.hutA, since);
    expect(delta.changes?.reservations).toEqual([
      expect.objectContaining({ id, status: 'picked_up', loan_id: c.loanId }),
    ]);
  });

  it("records a hand-out that breaks another's reservation, with one Avvik naming it", async () => {
    const groups = await sizeGroups(w.db);
    const group = groups[groups.length - 1];
    if (!group) throw new Error('seed: a size with two free units');
    // The family has every unit of the size for today; the tablet (offline) lends one to Lise.
    const free = (await dayAvailability(w.db, w.hutA, group.productId, today())).sizes.find(
      (s) => s.size === group.size,
    )?.free;
    if (!free) throw new Error('seed: units of the size free today');
    const id = await reserve(w.users.familie, group.productId, group.size, free);
    const op = device(w.hutA, w.users.ansatt);
    const first = cart(op, w.users.lise, group.unitIds.slice(0, 1));
    const results = await push(w.db, staff(w.users.ansatt), [...first.adds, first.handOut()]);
    expect(results.map((r) => r.outcome)).toEqual(['applied', 'exception']);
    const loan = await w.db
      .selectFrom('loans')
      .select('status')
      .where('id', '=', first.loanId)
      .executeTakeFirstOrThrow();
    expect(loan.status).toBe('open');
    const raised = await w.db
      .selectFrom('sync_exceptions')
      .selectAll()
      .where('kind', '=', 'reservation_broken')
      .execute();
    expect(raised).toHaveLength(1);
    expect(JSON.parse(raised[0]?.details_json ?? '{}')).toMatchObject({
      reservationId: id,
      loanId: first.loanId,
      productId: group.productId,
      size: group.size,
      reservedById: w.users.familie,
      reservedByName: 'Kari Nordmann',
      reservedByPhone: '40000003',
    });
    expect((await reservation(id)).status).toBe('active');

    // A second unit out deepens the shortage: the same reservation is not raised again.
    const second = cart(op, w.users.demo, group.unitIds.slice(1, 2));
    const again = await push(w.db, staff(w.users.ansatt), [...second.adds, second.handOut()]);
    expect(again.map((r) => r.outcome)).toEqual(['applied', 'applied']);
    const after = await w.db
      .selectFrom('sync_exceptions')
      .select('id')
      .where('kind', '=', 'reservation_broken')
      .execute();
    expect(after).toHaveLength(1);
  });

  it('settles a booking that commits while the hand-out waits for the hut', async () => {
    const [group] = await sizeGroups(w.db);
    if (!group) throw new Error('the demo hut lacks a product with sizes');
    const free = (await dayAvailability(w.db, w.hutA, group.productId, today())).sizes.find(
      (s) => s.size === group.size,
    )?.free;
    const [unit] = group.unitIds;
    if (free === undefined || unit === undefined) throw new Error('no free unit of the size');
    const c = cart(device(w.hutA, w.users.ansatt), w.users.lise, [unit]);
    await push(w.db, staff(w.users.ansatt), c.adds);
    // No booking at the hut yet: the hand-out learns of this one only from under the lock.
    await w.db.deleteFrom('reservations').where('company_id', '=', w.hutA).execute();

    let lending: ReturnType<typeof push> | undefined;
    let booked = '';
    await w.db.transaction().execute(async (trx) => {
      // A booking holds the hut's lock while the tablet's hand-out arrives.
      await lockHut(trx, w.hutA);
      // SQLite has one connection: the hand-out can only start once this commits.
      const pid = dialect === 'postgres' ? await backendPid(trx) : null;
      lending = push(w.db, staff(w.users.ansatt), [c.handOut()]);
      if (pid !== null) await untilBlockedBy(w.db, pid, 'the hand-out');
      booked = await reserve(w.users.familie, group.productId, group.size, free, trx);
    });
    if (!lending) throw new Error('the hand-out was sent');
    expect((await lending)[0]?.outcome).toBe('exception');
    expect(await brokenFor(booked)).toHaveLength(1);
  });

  it('raises the Avvik once when two tablets at once lend the units a reservation needed', async () => {
    // A hut that never saved booking rules has no settings row to lock: the hand-outs must
    // still be counted one after the other (on PostgreSQL they run in parallel transactions).
    await w.db.deleteFrom('hut_settings').where('company_id', '=', w.hutA).execute();
    const groups = await sizeGroups(w.db);
    let rounds = 0;
    for (const group of groups) {
      const free = (await dayAvailability(w.db, w.hutA, group.productId, today())).sizes.find(
        (s) => s.size === group.size,
      )?.free;
      const [a, b] = group.unitIds;
      if (free === undefined || free < 2 || a === undefined || b === undefined) continue;
      // One unit to spare: either hand-out alone leaves enough, both together do not.
      const id = await reserve(w.users.familie, group.productId, group.size, free - 1);
      const one = cart(device(w.hutA, w.users.ansatt), w.users.lise, [a]);
      const two = cart(device(w.hutA, w.users.ansatt), w.users.demo, [b]);
      await push(w.db, staff(w.users.ansatt), [...one.adds, ...two.adds]);
      const results = await Promise.all([
        push(w.db, staff(w.users.ansatt), [one.handOut()]),
        push(w.db, staff(w.users.ansatt), [two.handOut()]),
      ]);
      expect(results.map((r) => r[0]?.outcome).sort()).toEqual(['applied', 'exception']);
      expect(await brokenFor(id)).toHaveLength(1);
      rounds += 1;
    }
    expect(rounds).toBeGreaterThanOrEqual(3);
  });
});
