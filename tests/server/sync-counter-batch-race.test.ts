import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineStatus } from '../../src/server/db/sql-helpers';
import type { SyncOpInput } from '../../src/shared/contracts/sync';
import { backendPid, untilBlockedBy } from '../support/pg-blocking';
import { testDialects } from '../support/test-databases';
import {
  cart,
  device,
  freeUnits,
  openSyncWorld,
  push,
  staff,
  type SyncWorld,
} from './sync-fixtures';

/**
 * Long pushes of carts and hand-outs (the counter batch's single transaction: run-batch.ts,
 * runCounterPush) sent at once. Two that hand out at one hut are put one after the other by the
 * hut's booking lock (on SQLite by its one writer): the later one finds its ops decided, or a
 * unit out, and leaves them to the handlers. Each op is decided once, and a unit two tablets
 * hand out is out on one loan, with an Avvik for the other. What can change under the batch
 * while it waits (a unit retired by another tablet) is raced on PostgreSQL below.
 */
describe.each(testDialects)('counter batch pushes at once on %s', (dialect) => {
  let w: SyncWorld;
  beforeAll(async () => {
    w = await openSyncWorld(dialect);
  });
  afterAll(async () => {
    await w.database.destroy();
  });

  /** Carts of one unit each for the hut's families, every one handed out: 2 ops per unit. */
  function queue(deviceId: string, units: readonly number[]): SyncOpInput[] {
    const op = device(w.hutA, w.users.ansatt, deviceId);
    const families = [w.users.familie, w.users.ny, w.users.lise];
    return units.flatMap((unit, i) => {
      const c = cart(op, families[i % families.length] ?? w.users.familie, [unit]);
      return [...c.adds, c.handOut()];
    });
  }

  it('the same long push delivered twice at once is applied once', async () => {
    const ops = queue('tablet-twice', await freeUnits(w.db, w.hutA, 30));
    const actor = staff(w.users.ansatt);
    const [first, second] = await Promise.all([push(w.db, actor, ops), push(w.db, actor, ops)]);
    ops.forEach((_, i) => {
      const outcomes = [first[i]?.outcome, second[i]?.outcome].sort();
      expect(outcomes, `op ${String(i)}`).toEqual(['applied', 'duplicate']);
    });
    const decided = await w.db
      .selectFrom('applied_ops')
      .select('op_id')
      .where(
        'op_id',
        'in',
        ops.map((op) => op.id),
      )
      .execute();
    expect(decided).toHaveLength(ops.length);
  });

  it('two tablets handing out the same unit at once: out on one loan, an Avvik for it', async () => {
    const [shared = 0, ...rest] = await freeUnits(w.db, w.hutA, 61);
    const a = queue('tablet-a', [shared, ...rest.slice(0, 30)]);
    const b = queue('tablet-b', [...rest.slice(30), shared]);
    const actor = staff(w.users.ansatt);
    const [ra, rb] = await Promise.all([push(w.db, actor, a), push(w.db, actor, b)]);
    const outcomes = [...ra, ...rb].map((r) => r.outcome);
    expect(outcomes.filter((o) => o === 'rejected' || o === 'duplicate')).toEqual([]);
    // The hand-out decided second finds the unit out and ends the other line at the counter.
    const exceptions = [...ra, ...rb].flatMap((r) => (r.outcome === 'exception' ? [r.kind] : []));
    expect(exceptions).toEqual(['unit_already_lent']);
    const lines = await w.db
      .selectFrom('loan_items')
      .select('status')
      .where('unit_id', '=', shared)
      .orderBy('status')
      .execute();
    expect(lines.map((l) => l.status)).toEqual(['lent', 'returned_found']);
    const lent = await w.db
      .selectFrom('loan_items')
      .select('unit_id')
      .where(
        'unit_id',
        'in',
        [shared, ...rest].map((u) => u),
      )
      .where('status', '=', lineStatus('lent'))
      .execute();
    expect(lent).toHaveLength(61);
  });

  // SQLite runs one writer at a time: nothing can change a unit between the read and the lock.
  it.runIf(dialect === 'postgres')(
    'a unit retired while the push waits for its lock is not handed out as if on the shelf',
    async () => {
      const units = await freeUnits(w.db, w.hutA, 20);
      const retired = units[10] ?? 0;
      const ops = queue('tablet-retire', units);
      // Another tablet retires the unit and has not committed yet when the push reads it; it
      // commits once the push waits for the unit's lock, which then shows the new row. The batch
      // must plan again on it (counter-batch.ts) and leave the hand-out to its handler.
      const started = await w.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('units')
          .set({ status: 'retired', status_reason: 'Knekt' })
          .where('id', '=', retired)
          .execute();
        const pid = await backendPid(trx);
        const pushing = push(w.db, staff(w.users.ansatt), ops);
        try {
          await untilBlockedBy(w.db, pid, 'the push');
        } catch (error) {
          await pushing;
          throw error;
        }
        // In an object: a promise returned alone would be awaited before the commit.
        return { pushing };
      });
      const answers = await started.pushing;
      const exceptions = answers.flatMap((r) => (r.outcome === 'exception' ? [r.kind] : []));
      expect(exceptions).toEqual(['unit_retired']);
      const unit = await w.db
        .selectFrom('units')
        .select('status')
        .where('id', '=', retired)
        .executeTakeFirstOrThrow();
      expect(unit.status).toBe('retired');
    },
  );
});
