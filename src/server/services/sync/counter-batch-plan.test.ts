import { describe, expect, it } from 'vitest';
import type { SyncOpOf } from '../../../shared/contracts/sync';
import type { UnitRow } from '../../db/schema';
import { counterOps, planCounterBatch, type CounterFacts } from './counter-batch-plan';

const HUT = 1;
const LOAN = '01900000-0000-7000-8000-000000000001';
const OTHER_LOAN = '01900000-0000-7000-8000-000000000002';
const line = (n: number) => `01900000-0000-7000-8000-1000000000${String(n).padStart(2, '0')}`;
const dates = { loanDate: '2026-11-27', expectedReturnDate: '2026-12-04' };

let seq = 0;
function base(type: string) {
  seq += 1;
  return {
    type,
    id: `01900000-0000-7000-8000-2000000000${String(seq).padStart(2, '0')}`,
    companyId: HUT,
    actorId: 7,
    deviceId: 'tablet',
    createdAt: '2026-11-27T10:00:00.000Z',
    seq,
  };
}
const add = (unitId: number, n: number, loanId = LOAN, customerId: number | string = 5) =>
  ({
    ...base('cart.add'),
    type: 'cart.add',
    payload: { loanId, loanItemId: line(n), customerId, unitId, ...dates },
  }) satisfies SyncOpOf<'cart.add'>;
const handOut = (loanId = LOAN, due = dates.expectedReturnDate) =>
  ({
    ...base('loan.handOut'),
    type: 'loan.handOut',
    payload: { loanId, loanDate: dates.loanDate, expectedReturnDate: due },
  }) satisfies SyncOpOf<'loan.handOut'>;

const unit = (id: number, status: UnitRow['status'] = 'available') => ({
  row: { id, status, product_id: 3 } as UnitRow,
  productDeleted: false,
  lentElsewhere: false,
});
function facts(change: Partial<CounterFacts> = {}): CounterFacts {
  return {
    people: [{ id: 5, ref: null, mergedInto: null, inHut: true, flagged: false }],
    units: new Map([
      [11, unit(11)],
      [12, unit(12)],
    ]),
    takenLoanIds: new Set(),
    takenLineIds: new Set(),
    hutLock: { hasActiveReservations: false },
    bookings: [],
    ...change,
  };
}

describe('the counter batch plan', () => {
  it('plans carts and their hand-out: lines lent with the hand-out’s date, units taken once', () => {
    const plan = planCounterBatch([add(12, 1), add(11, 2), handOut(LOAN, '2026-12-11')], facts());
    expect(plan?.loans.map((l) => [l.id, l.status, l.due, l.draft.due])).toEqual([
      [LOAN, 'open', '2026-12-11', dates.expectedReturnDate],
    ]);
    expect(plan?.lines.map((l) => [l.unitId, l.status, l.due])).toEqual([
      [12, 'lent', '2026-12-11'],
      [11, 'lent', '2026-12-11'],
    ]);
    expect(plan?.taken).toEqual([11, 12]);
    expect(plan?.steps.map((s) => s.kind)).toEqual(['cart', 'cart', 'handOut']);
  });

  it('takes only carts and hand-outs of one hut, each op once', () => {
    const first = add(11, 1);
    expect(counterOps([first, handOut()])).toHaveLength(2);
    expect(counterOps([first, first])).toBeNull();
    expect(counterOps([first, { ...add(12, 2), companyId: 2 }])).toBeNull();
    expect(counterOps([])).toBeNull();
  });

  it.each([
    [
      'a flagged borrower',
      [add(11, 1), handOut()],
      facts({ people: [{ ...person(), flagged: true }] }),
    ],
    ['a merged record', [add(11, 1)], facts({ people: [{ ...person(), mergedInto: 9 }] })],
    ['someone outside the hut', [add(11, 1)], facts({ people: [{ ...person(), inHut: false }] })],
    ['nobody', [add(11, 1, LOAN, 99)], facts()],
    ['another hut’s unit (or none)', [add(13, 1)], facts()],
    [
      'a retired unit',
      [add(11, 1), handOut()],
      facts({ units: new Map([[11, unit(11, 'retired')]]) }),
    ],
    [
      'a unit still out',
      [add(11, 1), handOut()],
      facts({ units: new Map([[11, { ...unit(11), lentElsewhere: true }]]) }),
    ],
    [
      'a unit marked lent on no loan',
      [add(11, 1), handOut()],
      facts({ units: new Map([[11, unit(11, 'lent')]]) }),
    ],
    [
      'a deleted product',
      [add(11, 1), handOut()],
      facts({ units: new Map([[11, { ...unit(11), productDeleted: true }]]) }),
    ],
    ['a loan id taken', [add(11, 1)], facts({ takenLoanIds: new Set([LOAN]) })],
    ['a line id taken', [add(11, 1)], facts({ takenLineIds: new Set([line(1)]) })],
    ['a line id twice', [add(11, 1), add(12, 1)], facts()],
    ['a unit twice in a cart', [add(11, 1), add(11, 2)], facts()],
    [
      'a unit in two hand-outs',
      [add(11, 1), add(11, 2, OTHER_LOAN), handOut(), handOut(OTHER_LOAN)],
      facts(),
    ],
    ['a line after the hand-out', [add(11, 1), handOut(), add(12, 2)], facts()],
    [
      'another borrower on the cart',
      [add(11, 1), add(12, 2, LOAN, 6)],
      facts({ people: [person(), { ...person(), id: 6 }] }),
    ],
    ['a draft of an earlier push', [handOut()], facts()],
    [
      'a booking to settle',
      [add(11, 1), handOut()],
      facts({ bookings: [{ productId: 3, pickupDate: dates.expectedReturnDate }] }),
    ],
  ])('leaves %s to the handlers', (_, ops, given) => {
    expect(planCounterBatch(ops, given)).toBeNull();
  });

  it('hands out beside bookings of other products or other days', () => {
    const bookings = [
      { productId: 4, pickupDate: dates.loanDate },
      { productId: 3, pickupDate: '2026-12-24' },
      { productId: 3, pickupDate: '2026-11-20' },
    ];
    expect(planCounterBatch([add(11, 1), handOut()], facts({ bookings }))).not.toBeNull();
  });

  it('finds a walk-in by the ref the tablet gave them', () => {
    const ref = '01900000-0000-7000-8000-300000000001';
    const plan = planCounterBatch(
      [add(11, 1, LOAN, ref)],
      facts({ people: [{ ...person(), id: 8, ref }] }),
    );
    expect(plan?.loans[0]?.customerId).toBe(8);
  });
});

function person() {
  return { id: 5, ref: null, mergedInto: null, inHut: true, flagged: false };
}
