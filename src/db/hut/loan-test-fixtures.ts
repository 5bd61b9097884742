import type { UtstyrsbodDb } from '../database';
import type { LoanItemRow, LoanRow } from './hut-types';
import { HUT, STAFF, seededDb } from './test-hut';

/** Today in the loan query tests (the command fixtures' clock is 2026-11-21 too). */
export const TODAY = '2026-11-21';

const stamp = (day: string) => `${day}T09:00:00.000Z`;

export function loan(id: string, extra: Partial<LoanRow> = {}): LoanRow {
  return {
    id,
    number: null,
    company_id: HUT,
    customer_id: 20,
    member_id: null,
    status: 'open',
    loan_date: '2026-11-14',
    expected_return_date: '2026-11-21',
    created_by: STAFF,
    created_at: stamp('2026-11-14'),
    updated_at: stamp('2026-11-14'),
    closed_at: null,
    ...extra,
  };
}

export function item(id: string, loanId: string, unitId: number, extra: Partial<LoanItemRow> = {}) {
  return {
    id,
    loan_id: loanId,
    unit_id: unitId,
    status: 'lent',
    expected_return_date: '2026-11-21',
    returned_at: null,
    returned_by: null,
    created_at: stamp('2026-11-14'),
    updated_at: stamp('2026-11-14'),
    ...extra,
  } satisfies LoanItemRow;
}

/**
 * The seeded hut with: loan 5 due today (Familie Hansen, units 101 and 201), loan 6 overdue
 * (Familie Olsen, 102 out, 103 back), loan 3 closed, a draft of Ny Bruker, and another hut's loan.
 */
export async function loansDb(): Promise<UtstyrsbodDb> {
  const db = await seededDb();
  await db.loans.bulkPut([
    loan('due-today', { number: 5 }),
    loan('overdue', {
      number: 6,
      customer_id: 23,
      loan_date: '2026-11-04',
      expected_return_date: '2026-11-18',
      created_at: stamp('2026-11-04'),
    }),
    loan('closed', {
      number: 3,
      status: 'closed',
      loan_date: '2026-11-01',
      expected_return_date: '2026-11-08',
      created_at: stamp('2026-11-01'),
      closed_at: stamp('2026-11-07'),
    }),
    loan('draft', { status: 'draft', customer_id: 21, created_at: stamp('2026-11-21') }),
    loan('other-hut', { number: 9, company_id: 99, expected_return_date: '2026-11-01' }),
  ]);
  await db.loanItems.bulkPut([
    item('a', 'due-today', 101),
    item('b', 'due-today', 201),
    item('c', 'overdue', 102, { expected_return_date: '2026-11-18' }),
    item('d', 'overdue', 103, {
      status: 'returned',
      expected_return_date: '2026-11-18',
      returned_at: stamp('2026-11-16'),
      returned_by: STAFF,
    }),
    item('e', 'closed', 103, { status: 'returned', returned_at: stamp('2026-11-07') }),
    item('f', 'draft', 103, { status: 'in_cart', expected_return_date: '2026-11-28' }),
  ]);
  await db.units.bulkUpdate([
    { key: 101, changes: { status: 'lent' } },
    { key: 201, changes: { status: 'lent' } },
    { key: 102, changes: { status: 'lent' } },
  ]);
  await db.extensions.put({
    id: 'ext-1',
    loan_id: 'overdue',
    loan_item_id: null,
    previous_date: '2026-11-11',
    new_date: '2026-11-18',
    created_by: STAFF,
    created_at: stamp('2026-11-10'),
  });
  return db;
}
