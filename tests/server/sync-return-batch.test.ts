import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCursor } from '../../src/server/db/change-log';
import { pushOps } from '../../src/server/services/sync';
import type { SyncOpInput } from '../../src/shared/contracts/sync';
import { testDialects } from '../support/test-databases';
import { Normaliser, snapshot, StatementCounter } from './sync-counter-batch-compare';
import {
  cart,
  device,
  freeUnits,
  newId,
  openSyncWorld,
  staff,
  type SyncWorld,
} from './sync-fixtures';

/**
 * The return batch (src/server/services/sync/return-batch.ts) writes a pile of returns in a few
 * statements instead of running each one's handler. It must leave exactly what the handlers
 * leave: two databases get the same pushes, one the usual way and one with the batches turned
 * off, and every answer, every row and the change log are compared; a return the batch cannot
 * take alone (received twice, another hut's, unknown, with a report) leaves the push to the
 * handlers.
 */
describe.each(testDialects)('return batch on %s: the same as op by op', (dialect) => {
  let batched: SyncWorld;
  let reference: SyncWorld;
  const known = new Set<string>();

  beforeAll(async () => {
    [batched, reference] = await Promise.all([openSyncWorld(dialect), openSyncWorld(dialect)]);
  });
  afterAll(async () => {
    await Promise.all([batched.database.destroy(), reference.database.destroy()]);
  });

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
    return {
      fast: a.normalise(fast),
      slow: b.normalise(slow),
      outcomes: fast.map((r) => r.outcome),
      statements: { fast: counted[0].count, slow: counted[1].count },
    };
  }

  it('pushes of returns give the same answers, rows, change log and Avvik', async () => {
    const hut = batched.hutA;
    const since = await latestCursor(batched.db);
    const normalisers: [Normaliser, Normaliser] = [
      new Normaliser(batched.db, known),
      new Normaliser(reference.db, known),
    ];
    const op = device(hut, batched.users.ansatt);
    const fresh = await freeUnits(batched.db, hut, 110);
    expect(await freeUnits(reference.db, hut, 110)).toEqual(fresh);
    const take = (n: number) => fresh.splice(0, n);

    // 100 loans of one unit and four of two, handed out the same way in both databases.
    const single = Array.from({ length: 100 }, () => cart(op, batched.users.familie, take(1)));
    const double = Array.from({ length: 4 }, () => cart(op, batched.users.ny, take(2)));
    const handOut = [...single, ...double].flatMap((c) => [...c.adds, c.handOut()]);
    for (let i = 0; i < handOut.length; i += 100) {
      const lent = await pushBoth(handOut.slice(i, i + 100), normalisers);
      expect(lent.fast).toEqual(lent.slow);
    }
    const receive = (loanItemId: string) =>
      op({ type: 'loanItem.receive', payload: { loanItemId } });
    const lines = (c: (typeof single)[number]) => c.itemIds;
    const one = (n: number) => single.splice(0, n).flatMap(lines);

    // A unit lent and then put in repair by staff: it comes back and stays in repair.
    const [inRepair] = single.splice(0, 1);
    const repairUnit = await batched.db
      .selectFrom('loan_items')
      .select('unit_id')
      .where('id', '=', inRepair?.itemIds[0] ?? '')
      .executeTakeFirstOrThrow();
    for (const db of [batched.db, reference.db]) {
      await db
        .updateTable('units')
        .set({ status: 'repair', status_reason: 'Ødelagt glidelås' })
        .where('id', '=', repairUnit.unit_id)
        .execute();
    }

    // Whole two-unit loans, half of one (it stays open), single loans, the unit in repair.
    const [d0, d1, d2, d3] = double;
    const clean = await pushBoth(
      [
        ...[d0?.itemIds[1], d1?.itemIds[0], d0?.itemIds[0]].map((id) => receive(id ?? '')),
        ...one(3).map(receive),
        receive(inRepair?.itemIds[0] ?? ''),
        receive(d1?.itemIds[1] ?? ''),
        receive(d2?.itemIds[0] ?? ''),
      ],
      normalisers,
    );
    expect(clean.fast).toEqual(clean.slow);
    expect(clean.outcomes.every((o) => o === 'applied')).toBe(true);
    expect(clean.statements.fast).toBeLessThan(clean.statements.slow / 3);

    // The same push again: every answer a replay, the handlers' way.
    const replayOps = [receive(d2?.itemIds[1] ?? ''), ...one(4).map(receive)];
    for (const round of [1, 2]) {
      const again = await pushBoth(replayOps, normalisers);
      expect(again.fast, `round ${String(round)}`).toEqual(again.slow);
    }

    // Each kind of return the batch leaves to the handlers, alone among clean ones.
    const seeded = await batched.db
      .selectFrom('loan_items')
      .innerJoin('loans', 'loans.id', 'loan_items.loan_id')
      .select(['loan_items.id', 'loans.company_id'])
      .where('loan_items.status', '=', 'lent')
      .where('loans.company_id', '=', batched.hutB)
      .orderBy('loan_items.id')
      .executeTakeFirst();
    const received = d0?.itemIds[0] ?? '';
    const twice = one(1)[0] ?? '';
    const trouble: SyncOpInput[][] = [
      [receive(received)],
      [receive(twice), receive(twice)],
      [receive(newId())],
      ...(seeded ? [[receive(seeded.id)]] : []),
      [
        op({
          type: 'loanItem.receive',
          payload: {
            loanItemId: one(1)[0] ?? '',
            report: { noteId: newId(), damaged: true, text: 'Sprukket', missingParts: [] },
          },
        }),
      ],
    ];
    for (const [i, odd] of trouble.entries()) {
      const mixed = await pushBoth(
        [...one(2).map(receive), ...odd, ...one(2).map(receive)],
        normalisers,
      );
      expect(mixed.fast, `trouble ${String(i)}`).toEqual(mixed.slow);
    }

    // A long push, more than one transaction's worth: one transaction, a dozen statements.
    const long = [...one(single.length).map(receive), receive(d3?.itemIds[0] ?? '')];
    expect(long.length).toBeGreaterThan(50);
    const all = await pushBoth(long, normalisers);
    expect(all.fast).toEqual(all.slow);
    expect(all.outcomes.every((o) => o === 'applied')).toBe(true);
    expect(all.statements.fast).toBeLessThan(20);
    expect(all.statements.slow).toBeGreaterThan(long.length * 5);

    const [a, b] = normalisers;
    expect(a.normalise(await snapshot(batched.db, since))).toEqual(
      b.normalise(await snapshot(reference.db, since)),
    );
    // The unit in repair stayed so; a two-unit loan half back stays open.
    const rows = await batched.db
      .selectFrom('loans')
      .select(['id', 'status'])
      .where('id', 'in', [d0?.loanId ?? '', d2?.loanId ?? '', d3?.loanId ?? ''])
      .orderBy('id')
      .execute();
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      [d0?.loanId ?? '']: 'closed',
      [d2?.loanId ?? '']: 'closed',
      [d3?.loanId ?? '']: 'open',
    });
    const repaired = await batched.db
      .selectFrom('units')
      .select('status')
      .where('id', '=', repairUnit.unit_id)
      .executeTakeFirstOrThrow();
    expect(repaired.status).toBe('repair');
  });
});
