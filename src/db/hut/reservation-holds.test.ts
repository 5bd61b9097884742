import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { addToCart } from '../commands';
import { depsFor } from '../commands/test-commands';
import type { ReservationRow } from './hut-types';
import { item, loan } from './loan-test-fixtures';
import { reservationClash } from './pickups';
import { comingPickups, loanClashes, reservedUnits } from './reservation-holds';
import type { seededDb } from './test-hut';
import { HUT, closeDbs, olsensBooking, withReservations } from './test-hut';

afterEach(closeDbs);

/** The command tests' clock: Saturday 21 November 2026. */
const TODAY = '2026-11-21';
const MONDAY = '2026-11-23';

/** Familie Olsen (23) has booked a Sykkel in size 20 (unit 101 is the only one) for Monday. */
function reservation(id: string, extra: Partial<ReservationRow> = {}): ReservationRow {
  return olsensBooking(id, MONDAY, extra);
}

async function unit(db: Awaited<ReturnType<typeof seededDb>>, id: number) {
  const found = await db.units.get(id);
  if (!found) throw new Error('fixture');
  return found;
}

describe('reservations over the days of a loan, as the server counts them', () => {
  it('a pickup inside the default loan clashes, with the day, the counts and another unit', async () => {
    const db = await withReservations(reservation('r1'));
    const clash = await reservationClash(db, HUT, TODAY, await unit(db, 101), 20);
    expect(clash).toMatchObject({
      day: MONDAY,
      reserved: 1,
      free: 1,
      instead: { id: 102 },
      loanDate: TODAY,
      dueDate: '2026-11-28',
    });
    expect(clash?.unserved.map((r) => r.id)).toEqual(['r1']);
  });

  it('a pickup after the cart is due back, or the booker themselves, clashes with nothing', async () => {
    const db = await withReservations(reservation('r1'));
    // Familie Hansen's cart is due back on Sunday, before the pickup.
    await db.loans.put(
      loan('cart', { status: 'draft', loan_date: TODAY, expected_return_date: '2026-11-22' }),
    );
    expect(await reservationClash(db, HUT, TODAY, await unit(db, 101), 20)).toBeNull();
    expect(await reservationClash(db, HUT, TODAY, await unit(db, 101), 23)).toBeNull();
  });

  it('a unit lent now but back before the pickup still counts for it', async () => {
    const db = await withReservations(reservation('r1', { size: null, quantity: 2 }));
    // 102 is out until Sunday: on Monday 101, 102 and 103 are there for the two booked.
    await db.loans.put(
      loan('out', { loan_date: '2026-11-14', expected_return_date: '2026-11-22' }),
    );
    await db.loanItems.put(item('out-1', 'out', 102, { expected_return_date: '2026-11-22' }));
    await db.units.update(102, { status: 'lent' });
    expect(await reservationClash(db, HUT, TODAY, await unit(db, 101), 20)).toBeNull();
    // Due back on the pickup day itself, it is not there: two left for two booked.
    await db.loanItems.put(item('out-1', 'out', 102, { expected_return_date: MONDAY }));
    const clash = await reservationClash(db, HUT, TODAY, await unit(db, 101), 20);
    // Any size: every bicycle there counts, not only size 20 ("2 av 2", never "2 av 1").
    expect(clash).toMatchObject({ reserved: 2, free: 2, instead: null });
  });

  it('a cart already holding a unit counts it as going out with the new one', async () => {
    const db = await withReservations(reservation('r1', { size: null, quantity: 2 }));
    const deps = depsFor(db);
    await addToCart({ customerId: 20, unitId: 102 }, deps);
    // With 102 already in Hansen's cart, 101 as well leaves one of three for two booked.
    const clash = await reservationClash(db, HUT, TODAY, await unit(db, 101), 20);
    expect(clash?.unserved.map((r) => r.id)).toEqual(['r1']);
  });

  it('marks the free units a coming pickup needs with its day, not those with some to spare', async () => {
    const db = await withReservations(
      reservation('r1'),
      reservation('r2', { product_id: 2, size: '120–130', pickup_date: '2026-11-30' }),
    );
    const marked = await reservedUnits(db, HUT, TODAY);
    expect(marked.get(101)).toBe(MONDAY);
    expect(marked.has(102)).toBe(false);
    expect(marked.has(103)).toBe(false);
  });

  it("the cart's dates: the reservation is unserved until the loan ends before the pickup", async () => {
    const db = await withReservations(reservation('r1'));
    const { loanId } = await addToCart({ customerId: 20, unitId: 101 }, depsFor(db));
    const clashes = await loanClashes(db, HUT, loanId, 20, TODAY, '2026-11-28');
    expect(clashes.map((c) => [c.reservation.id, c.productName])).toEqual([['r1', 'Sykkel']]);
    expect(await loanClashes(db, HUT, loanId, 20, TODAY, '2026-11-22')).toEqual([]);
    // Half-typed dates count nothing.
    expect(await loanClashes(db, HUT, loanId, 20, TODAY, '2026-11')).toEqual([]);
  });

  it("lists the coming days' pickups, nearest first, without today's or cancelled ones", async () => {
    const db = await withReservations(
      reservation('later', { pickup_date: '2026-11-30' }),
      reservation('monday'),
      reservation('today', { pickup_date: TODAY }),
      reservation('gone', { status: 'cancelled' }),
    );
    const coming = await comingPickups(db, HUT, TODAY);
    expect(coming.map((c) => [c.reservation.id, c.productName])).toEqual([
      ['monday', 'Sykkel'],
      ['later', 'Sykkel'],
    ]);
  });
});
