import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countAll } from '../../src/server/db/sql-helpers';
import type { SyncOpInput } from '../../src/shared/contracts/sync';
import { testDialects } from '../support/test-databases';
import { cart, counts, device, freeUnits, openSyncWorld, push, staff } from './sync-fixtures';
import type { SyncWorld } from './sync-fixtures';

/**
 * Deliveries that overlap: a device retrying while its first request still runs, and two
 * tablets recording the same unit. On PostgreSQL these run in parallel transactions.
 */
describe.each(testDialects)('sync concurrency on %s', (dialect) => {
  let w: SyncWorld;
  beforeAll(async () => {
    w = await openSyncWorld(dialect);
  });
  afterAll(async () => {
    await w.database.destroy();
  });
  const actor = () => staff(w.users.ansatt);

  it('applies the same op pushed twice at once exactly once', async () => {
    const units = await freeUnits(w.db, w.hutA, 10);
    for (const unit of units) {
      const c = cart(device(w.hutA, w.users.ansatt), w.users.familie, [unit]);
      const [add] = c.adds;
      if (!add) throw new Error('one line');
      const [a, b] = await Promise.all([push(w.db, actor(), [add]), push(w.db, actor(), [add])]);
      const outcomes = [a?.[0]?.outcome, b?.[0]?.outcome].sort();
      expect(outcomes).toEqual(['applied', 'duplicate']);
      const loser = [a?.[0], b?.[0]].find((r) => r?.outcome === 'duplicate');
      const winner = [a?.[0], b?.[0]].find((r) => r?.outcome === 'applied');
      expect(loser?.outcome === 'duplicate' && loser.original).toEqual(winner);
      const rows = await w.db
        .selectFrom('loans')
        .select(countAll().as('n'))
        .where('id', '=', c.loanId)
        .executeTakeFirstOrThrow();
      expect(rows.n).toBe(1);
    }
  });

  it('decides every op once when a whole batch is retried while the first is still running', async () => {
    const op = device(w.hutA, w.users.ansatt);
    const ops: SyncOpInput[] = [];
    const loans: string[] = [];
    for (const unit of await freeUnits(w.db, w.hutA, 8)) {
      const c = cart(op, w.users.familie, [unit]);
      loans.push(c.loanId);
      ops.push(...c.adds, c.handOut());
      ops.push(op({ type: 'loanItem.receive', payload: { loanItemId: c.itemIds[0] ?? '' } }));
    }
    const before = await counts(w.db);
    const [a, b] = await Promise.all([push(w.db, actor(), ops), push(w.db, actor(), ops)]);
    ops.forEach((o, i) => {
      const pair = [a?.[i]?.outcome, b?.[i]?.outcome];
      expect(
        pair.filter((x) => x === 'duplicate'),
        o.type,
      ).toHaveLength(1);
      expect(
        pair.filter((x) => x === 'applied'),
        o.type,
      ).toHaveLength(1);
    });
    const after = await counts(w.db);
    expect(after.applied_ops).toBe(before.applied_ops + ops.length);
    expect(after.loan_items).toBe(before.loan_items + loans.length);
    const closed = await w.db
      .selectFrom('loans')
      .select('status')
      .where('id', 'in', loans)
      .execute();
    expect(closed.every((l) => l.status === 'closed')).toBe(true);
  });

  it('keeps one live loan per unit when two tablets hand out the same unit at once', async () => {
    for (const unit of await freeUnits(w.db, w.hutA, 5)) {
      const one = cart(device(w.hutA, w.users.ansatt), w.users.familie, [unit]);
      const two = cart(device(w.hutA, w.users.ansatt), w.users.lise, [unit]);
      await push(w.db, actor(), [...one.adds, ...two.adds]);
      const results = await Promise.all([
        push(w.db, actor(), [one.handOut()]),
        push(w.db, actor(), [two.handOut()]),
      ]);
      expect(results.map((r) => r[0]?.outcome).sort()).toEqual(['applied', 'exception']);
      const items = await w.db
        .selectFrom('loan_items')
        .select('status')
        .where('unit_id', '=', unit)
        .where('loan_id', 'in', [one.loanId, two.loanId])
        .execute();
      expect(items.map((i) => i.status).sort()).toEqual(['lent', 'returned_found']);
      const exceptions = await w.db
        .selectFrom('sync_exceptions')
        .select('kind')
        .where(
          'op_id',
          'in',
          results.map((r) => r[0]?.opId ?? ''),
        )
        .execute();
      expect(exceptions).toEqual([{ kind: 'unit_already_lent' }]);
    }
  });

  it('stays consistent when three tablets lend and take back the same units in parallel', async () => {
    const units = await freeUnits(w.db, w.hutA, 4);
    const tablets = [w.users.familie, w.users.lise, w.users.flagget].map((customer) => {
      const op = device(w.hutA, w.users.ansatt);
      return [...units, ...units].flatMap((unit, i) => {
        const c = cart(op, customer, [unit]);
        const back =
          i % 2 === 0 ? [op({ type: 'loan.receiveAll', payload: { loanId: c.loanId } })] : [];
        return [...c.adds, c.handOut(), ...back];
      });
    });
    const results = await Promise.all(tablets.map((ops) => push(w.db, actor(), ops)));
    const outcomes = new Set(results.flat().map((r) => r.outcome));
    expect([...outcomes].every((o) => o === 'applied' || o === 'exception')).toBe(true);

    for (const unit of units) {
      const lent = await w.db
        .selectFrom('loan_items')
        .select('loan_id')
        .where('unit_id', '=', unit)
        .where('status', '=', 'lent')
        .execute();
      expect(lent.length).toBeLessThanOrEqual(1);
      const status = await w.db
        .selectFrom('units')
        .select('status')
        .where('id', '=', unit)
        .executeTakeFirstOrThrow();
      expect(status.status).toBe(lent.length === 1 ? 'lent' : 'available');
    }
    const openWithoutItems = await w.db
      .selectFrom('loans')
      .select('id')
      .where('status', '=', 'open')
      .where(
        'id',
        'not in',
        w.db.selectFrom('loan_items').select('loan_id').where('status', '=', 'lent'),
      )
      .execute();
    expect(openWithoutItems).toEqual([]);
  });
});
