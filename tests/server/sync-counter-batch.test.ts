import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/server/db/seed-random';
import { latestCursor } from '../../src/server/db/change-log';
import { pushOps } from '../../src/server/services/sync';
import type { SyncOpInput } from '../../src/shared/contracts/sync';
import { testDialects } from '../support/test-databases';
import { Normaliser, snapshot, StatementCounter } from './sync-counter-batch-compare';
import { CounterStories } from './sync-counter-batch-stories';
import {
  cart,
  device,
  freeUnits,
  newId,
  openSyncWorld,
  staff,
  today,
  type SyncWorld,
} from './sync-fixtures';

/**
 * The counter batch (src/server/services/sync/counter-batch.ts) writes a push of carts and
 * hand-outs in a few statements instead of running each op's handler. It must leave exactly
 * what the handlers leave: two databases get the same random pushes, one the usual way and one
 * with the counter batch turned off, and every answer and every row written is compared.
 */
describe.each(testDialects)('counter batch on %s: the same as op by op', (dialect) => {
  let batched: SyncWorld;
  let reference: SyncWorld;
  const known = new Set<string>();

  beforeAll(async () => {
    [batched, reference] = await Promise.all([openSyncWorld(dialect), openSyncWorld(dialect)]);
  });
  afterAll(async () => {
    await Promise.all([batched.database.destroy(), reference.database.destroy()]);
  });

  /** Both databases, the same ops; the answers normalised for comparing. */
  async function pushBoth(ops: readonly SyncOpInput[], normalisers: [Normaliser, Normaliser]) {
    for (const id of JSON.stringify(ops).match(/[0-9a-f-]{36}/g) ?? []) known.add(id);
    const actor = staff(batched.users.ansatt);
    const counted = [new StatementCounter(), new StatementCounter()] as const;
    const fast = await pushOps(batched.db.withPlugin(counted[0]), actor, { ops: [...ops] });
    const slow = await pushOps(
      reference.db.withPlugin(counted[1]),
      actor,
      { ops: [...ops] },
      { counterBatch: false },
    );
    const [a, b] = normalisers;
    await Promise.all([a.readNumbers(), b.readNumbers()]);
    const statements = { fast: counted[0].count, slow: counted[1].count };
    return { fast: a.normalise(fast), slow: b.normalise(slow), statements };
  }

  /** The last fresh unit, with every fresh unit of its product taken out of `fresh`. */
  async function setAside(fresh: number[]): Promise<{ id: number; product_id: number }> {
    const unit = await batched.db
      .selectFrom('units')
      .select(['id', 'product_id'])
      .where('id', '=', fresh[fresh.length - 1] ?? 0)
      .executeTakeFirstOrThrow();
    const ofProduct = await batched.db
      .selectFrom('units')
      .select('id')
      .where('product_id', '=', unit.product_id)
      .execute();
    for (const { id } of ofProduct) {
      const at = fresh.indexOf(id);
      if (at >= 0) fresh.splice(at, 1);
    }
    return unit;
  }

  /** A unit whose product is deleted, in both databases. */
  async function productDeleted(fresh: number[]): Promise<number> {
    const unit = await setAside(fresh);
    for (const db of [batched.db, reference.db]) {
      await db
        .updateTable('products')
        .set({ deleted_at: new Date().toISOString() })
        .where('id', '=', unit.product_id)
        .execute();
    }
    return unit.id;
  }

  /** An active booking of the unit's product for today, the same in both databases. */
  async function bookBoth(unitId: number, userId: number): Promise<void> {
    const unit = await batched.db
      .selectFrom('units')
      .select(['product_id', 'company_id'])
      .where('id', '=', unitId)
      .executeTakeFirstOrThrow();
    const id = newId();
    known.add(id);
    const at = new Date(Date.now() - 60_000).toISOString();
    for (const db of [batched.db, reference.db]) {
      await db
        .insertInto('reservations')
        .values({
          id,
          company_id: unit.company_id,
          product_id: unit.product_id,
          size: null,
          quantity: 1,
          pickup_date: today(),
          user_id: userId,
          status: 'active',
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
  }

  it('random pushes of a counter give the same answers, rows, change log and Avvik', async () => {
    const hut = batched.hutA;
    const since = await latestCursor(batched.db);
    expect(await latestCursor(reference.db)).toBe(since);
    const normalisers: [Normaliser, Normaliser] = [
      new Normaliser(batched.db, known),
      new Normaliser(reference.db, known),
    ];
    const op = device(hut, batched.users.ansatt);
    // A walk-in registered at the counter, lent to by the ref the tablet gave them.
    const [walkIn, merged] = [newId(), newId()];
    const registered = await pushBoth(
      [
        op({
          type: 'user.register',
          payload: { ref: walkIn, name: 'Ola Disk', phone: '41234567' },
        }),
        op({
          type: 'user.register',
          payload: { ref: merged, name: 'Kari Disk', phone: '41234568' },
        }),
      ],
      normalisers,
    );
    expect(registered.fast).toEqual(registered.slow);
    // Avvik merged the second walk-in into a family the hut knew: lending to them reaches it.
    for (const db of [batched.db, reference.db]) {
      await db
        .updateTable('users')
        .set({ merged_into: batched.users.familie })
        .where('ref', '=', merged)
        .execute();
    }

    const fresh = await freeUnits(batched.db, hut, 265);
    expect(await freeUnits(reference.db, hut, 265)).toEqual(fresh);
    const unitIn = async (status: 'retired' | 'lent') =>
      (
        await batched.db
          .selectFrom('units')
          .select('id')
          .where('company_id', '=', hut)
          .where('status', '=', status)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id;
    const [otherHut = 0] = await freeUnits(batched.db, batched.hutB, 1);
    // One unit in repair, and one marked lent on no loan (hand-outs take it as on the shelf).
    const [repair = 0, strayLent = 0] = fresh.splice(-2, 2);
    for (const db of [batched.db, reference.db]) {
      await db
        .updateTable('units')
        .set({ status: 'repair', status_reason: 'Ødelagt glidelås' })
        .where('id', '=', repair)
        .execute();
      await db.updateTable('units').set({ status: 'lent' }).where('id', '=', strayLent).execute();
    }
    // A unit out on a seeded loan that staff put back in service (status available).
    const [stillLent, availableButOut] = await batched.db
      .selectFrom('units')
      .select('id')
      .where('company_id', '=', hut)
      .where('status', '=', 'lent')
      .orderBy('id')
      .limit(2)
      .execute();
    for (const db of [batched.db, reference.db]) {
      await db
        .updateTable('units')
        .set({ status: 'available' })
        .where('id', '=', availableButOut?.id ?? 0)
        .execute();
    }
    const walkInId = (
      await batched.db
        .selectFrom('users')
        .select('id')
        .where('ref', '=', walkIn)
        .executeTakeFirstOrThrow()
    ).id;
    // A unit whose product is deleted; the product's other units leave the fresh ones.
    const deleted = await productDeleted(fresh);
    // A unit a family will book for today: its hand-out picks the booking up.
    const booked = (await setAside(fresh)).id;
    const stories = new CounterStories(seededRandom(dialect === 'sqlite' ? 12 : 34), op, {
      borrowers: [batched.users.familie, batched.users.ny, batched.users.lise, walkIn],
      merged,
      walkIn: { ref: walkIn, id: walkInId },
      flagged: batched.users.flagget,
      outsiders: [batched.users.admin, 987_654],
      fresh,
      troubled: {
        retired: await unitIn('retired'),
        lent: stillLent?.id ?? 0,
        otherHut,
        none: 876_543,
        deleted,
        repair,
        strayLent,
        availableButOut: availableButOut?.id ?? 0,
      },
    });

    // Each kind of trouble alone in a push, then random pushes, with a long one now and then.
    const kinds = [...Array.from({ length: stories.troubles }, (_, trouble) => ({ trouble }))];
    const rounds: Parameters<CounterStories['push']>[0][] = [
      ...kinds,
      ...Array.from({ length: 7 }, () => 'mixed' as const),
    ];
    rounds.splice(3, 0, 'long');
    rounds.splice(12, 0, 'long');
    let batchedMixed = 0;
    for (const [round, kind] of rounds.entries()) {
      const long = kind === 'long';
      const ops = stories.push(kind);
      const { fast, slow, statements } = await pushBoth(ops, normalisers);
      expect(fast, `push ${String(round)}`).toEqual(slow);
      // The handlers take three statements or more per op; the batch a dozen for them all.
      if (long) expect(statements.fast, 'a long clean push').toBeLessThan(ops.length / 3);
      // A batch that is not the counter's reads a little and leaves it to the handlers.
      else if (statements.fast < statements.slow) batchedMixed += 1;
    }
    // Not every mixed push is the counter's everyday batch, but some are.
    expect(batchedMixed).toBeGreaterThanOrEqual(5);

    // Bookings at the hut: a hand-out that may pick one up (or break it) is the handlers';
    // hand-outs of other products go on in the batch.
    await bookBoth(booked, batched.users.familie);
    // Someone else's booking of the same product stays active after that hand-out.
    await bookBoth(booked, batched.users.lise);
    const pickedUp = cart(op, batched.users.familie, [booked]);
    const alongside = cart(op, batched.users.ny, fresh.splice(0, 2));
    const withBooking = await pushBoth(
      [...alongside.adds, ...pickedUp.adds, pickedUp.handOut(), alongside.handOut()],
      normalisers,
    );
    expect(withBooking.fast).toEqual(withBooking.slow);
    const beside = stories.push('long');
    const besideBooking = await pushBoth(beside, normalisers);
    expect(besideBooking.fast).toEqual(besideBooking.slow);
    expect(besideBooking.statements.fast).toBeLessThan(beside.length / 3);

    const [a, b] = normalisers;
    expect(a.normalise(await snapshot(batched.db, since))).toEqual(
      b.normalise(await snapshot(reference.db, since)),
    );
  });
});
