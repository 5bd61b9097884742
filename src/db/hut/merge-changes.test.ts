import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { SyncChanges, SyncLoanItem } from '../../shared/contracts/sync-rows';
import type { UtstyrsbodDb } from '../database';
import { LOAN_ITEM_STATUSES } from '../../shared/domain/statuses';
import type { LoanRow } from './hut-types';
import { hutDataTables, hutTables } from './local-context';
import { mergeChanges } from './merge-changes';
import { writeOpResults, writeServerRows } from './server-rows';
import { child, closeDbs, HUT, seededDb, STAFF, unit, user } from './test-hut';

afterEach(closeDbs);

const stamp = '2026-11-20T08:00:00.000Z';

const item = (id: string, unitId: number, status: SyncLoanItem['status']): SyncLoanItem => ({
  id,
  loan_id: 'L1',
  unit_id: unitId,
  status,
  expected_return_date: '2026-12-01',
  returned_at: null,
  returned_by: null,
  created_at: stamp,
  updated_at: stamp,
});

/** A loan this device made for a walk-in it registered (customer: the walk-in's ref). */
const walkInLoan = (id: string, ref: string): LoanRow => ({
  id,
  number: null,
  company_id: HUT,
  customer_id: ref,
  status: 'draft',
  loan_date: '2026-11-20',
  expected_return_date: '2026-12-01',
  created_by: STAFF,
  created_at: stamp,
  updated_at: stamp,
  closed_at: null,
  member_id: null,
});

/** A hut with two walk-ins registered on this device and a loan for each. */
async function hutWithWalkIns(): Promise<UtstyrsbodDb> {
  const db = await seededDb();
  await db.hutUsers.bulkPut([
    { ...user(0, 'Gjest En'), id: 'w1' },
    { ...user(0, 'Gjest To'), id: 'w2' },
  ]);
  await db.loans.bulkPut([walkInLoan('LW1', 'w1'), walkInLoan('LW2', 'w2')]);
  return db;
}

async function tables(db: UtstyrsbodDb) {
  const all = await Promise.all(hutDataTables(db).map((table) => table.toArray()));
  return Object.fromEntries(hutDataTables(db).map((table, i) => [table.name, all[i]]));
}

/** Dexie follows native awaits inside the scope only when it is an `async` function. */
const inTransaction = (db: UtstyrsbodDb, write: () => Promise<void>) =>
  db.transaction('rw', hutTables(db), async () => {
    await write();
  });

/** Writing each result in turn, as the sync did before it merged them. */
async function oneByOne(results: readonly SyncChanges[]) {
  const db = await hutWithWalkIns();
  await inTransaction(db, async () => {
    for (const rows of results) await writeServerRows(db, rows, false);
  });
  return tables(db);
}

async function merged(results: readonly SyncChanges[]) {
  const db = await hutWithWalkIns();
  await inTransaction(db, () => writeOpResults(db, results));
  return tables(db);
}

describe('op results merged into one write', () => {
  it('keeps the last row of an id, and a delete only of rows written before it', () => {
    const { changes } = mergeChanges([
      { units: [unit(101, 1, { status: 'lent' })], loan_items: [item('a', 101, 'in_cart')] },
      { deleted: { loan_items: ['a'] }, units: [unit(101, 1)] },
      { loan_items: [item('b', 102, 'in_cart')] },
      { deleted: { loan_items: ['b'] } },
      { loan_items: [item('b', 102, 'in_cart')] },
    ]);
    expect(changes.units).toEqual([unit(101, 1)]);
    expect(changes.loan_items).toEqual([item('b', 102, 'in_cart')]);
    expect(changes.deleted).toEqual({ loan_items: ['a', 'b'] });
  });

  it('leaves the tables as writing each in turn: deletes, children, walk-ins', async () => {
    const results: SyncChanges[] = [
      { loan_items: [item('a', 101, 'in_cart')], units: [unit(101, 1, { status: 'lent' })] },
      { users: [user(30, 'Gjest En', { ref: 'w1' })], members: [child('m1', 30, 'Ada')] },
      { deleted: { loan_items: ['a'] }, units: [unit(101, 1)] },
      // Sent, then gone within the batch: the walk-in's row still gives way to it.
      { users: [user(31, 'Gjest To', { ref: 'w2' })], members: [child('m2', 31, 'Bo')] },
      { deleted: { users: [31] } },
      { members: [child('m3', 30, 'Cia')] },
    ];
    const expected = await oneByOne(results);
    expect(await merged(results)).toEqual(expected);
    expect(expected.hutUsers?.some((u) => 'id' in u && u.id === 'w2')).toBe(false);
    expect(expected.loans?.map((l) => ('customer_id' in l ? l.customer_id : null))).toEqual([
      30, 31,
    ]);
  });

  it('leaves the tables as writing each in turn, for random batches', async () => {
    let seed = 12345;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const statuses = LOAN_ITEM_STATUSES;
    const step = (): SyncChanges => {
      const unitId = 101 + random(3);
      const itemId = `i${random(4)}`;
      const userId = 40 + random(3);
      switch (random(6)) {
        case 0:
          return {
            loan_items: [item(itemId, unitId, statuses[random(statuses.length)] ?? 'lent')],
          };
        case 1:
          return { deleted: { loan_items: [itemId] } };
        case 2:
          return { units: [unit(unitId, 1, { size: String(random(50)) })] };
        case 3:
          return {
            users: [user(userId, `Person ${userId}`, { ref: random(2) === 0 ? 'w1' : null })],
            members: [child(`c${random(4)}`, userId, `Barn ${random(9)}`)],
          };
        case 4:
          return { deleted: { users: [userId] } };
        default:
          return { members: [child(`c${random(4)}`, userId, `Barn ${random(9)}`)] };
      }
    };
    for (let batch = 0; batch < 25; batch += 1) {
      const results = Array.from({ length: 1 + random(12) }, step);
      expect(await merged(results), JSON.stringify(results)).toEqual(await oneByOne(results));
    }
  });
});
