import { isOnShelf } from '../../src/shared/domain/shelf';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../src/server/db/schema';
import type { StoredResult, SyncOp } from '../../src/shared/contracts/sync';
import type { SyncModel } from './sync-model';
import { normaliseModel, normaliseServer, parseStored, serverState } from './sync-model-check';
import type { ServerState } from './sync-model-check';

/** What a finished schedule is checked against. */
export interface FinalExpectations {
  huts: readonly number[];
  users: readonly number[];
  /** Every op the devices made. */
  ops: readonly SyncOp[];
  /** Every answer the server sent per op id, duplicates resolved to their original. */
  answers: ReadonlyMap<string, readonly StoredResult[]>;
}

/** After the drain: exactly once, equal to the model, invariants, stored originals. */
export async function checkFinal(
  db: Kysely<Database>,
  model: SyncModel,
  e: FinalExpectations,
): Promise<void> {
  const state = await serverState(db, e.huts, e.users);
  // One applied_ops row per op the devices made, and no other.
  const applied = state.applied.map((a) => a.op_id).sort();
  expect(applied, 'every op decided exactly once').toEqual(e.ops.map((op) => op.id).sort());
  expect(normaliseServer(state)).toEqual(normaliseModel(model, e.huts, e.users));
  checkInvariants(state);
  const stored = new Map(state.applied.map((a) => [a.op_id, parseStored(a.result_json)]));
  for (const [opId, answers] of e.answers) {
    for (const answer of answers) {
      expect(answer, `answer to ${opId} is the stored original`).toEqual(stored.get(opId));
    }
  }
}

/** Invariants that hold whatever the order of delivery (checked on the server's rows). */
export function checkInvariants(s: ServerState): void {
  const lentByUnit = new Map<number, number>();
  for (const item of s.items) {
    if (item.status === 'lent')
      lentByUnit.set(item.unit_id, (lentByUnit.get(item.unit_id) ?? 0) + 1);
    const back = item.status === 'returned' || item.status === 'returned_found';
    expect(item.returned_at !== null, `item ${item.id} ${item.status}: returned_at`).toBe(back);
  }
  for (const unit of s.units) {
    const lent = lentByUnit.get(unit.id) ?? 0;
    expect(lent, `unit ${unit.id}: at most one live loan item`).toBeLessThanOrEqual(1);
    // Off the shelf (repair, retired) sticks through a hand-out: only shelf units follow loans.
    if (isOnShelf(unit.status)) {
      expect(
        unit.status === 'lent',
        `unit ${unit.id} is 'lent' iff one open loan item holds it`,
      ).toBe(lent === 1);
    }
  }
  for (const loan of s.loans) {
    const mine = s.items.filter((i) => i.loan_id === loan.id);
    const outstanding = mine.filter((i) => i.status === 'lent' || i.status === 'in_cart');
    if (loan.status === 'closed') {
      expect(outstanding, `closed loan ${loan.id} holds nothing`).toEqual([]);
      expect(loan.closed_at, `closed loan ${loan.id}: closed_at`).not.toBeNull();
    }
    if (loan.status === 'open')
      expect(outstanding.length, `open loan ${loan.id} holds something`).toBeGreaterThan(0);
    if (loan.status === 'draft') expect(mine.every((i) => i.status === 'in_cart')).toBe(true);
  }
  // Every unit found at a later hand-out is reported once in the exception inbox.
  const found = s.items
    .filter((i) => i.status === 'returned_found')
    .map((i) => i.id)
    .sort();
  const reported = s.exceptions
    .filter((e) => e.kind === 'unit_already_lent')
    .map((e) => String((JSON.parse(e.details_json) as Record<string, unknown>).previousLoanItemId))
    .sort();
  expect(reported).toEqual(found);
}
