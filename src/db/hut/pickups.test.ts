import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { addToCart, handOut } from '../commands';
import { depsFor } from '../commands/test-commands';
import type { ReservationRow } from './hut-types';
import { reservationClash, todaysPickups } from './pickups';
import { HUT, closeDbs, olsensBooking, withReservations } from './test-hut';

afterEach(closeDbs);

/** The command tests' clock: 21 November 2026. */
const TODAY = '2026-11-21';

function reservation(id: string, extra: Partial<ReservationRow> = {}): ReservationRow {
  return olsensBooking(id, TODAY, extra);
}

describe("the tablet's pickups and reservation check", () => {
  it("lists today's pickups with the units free for each, not other days'", async () => {
    const db = await withReservations(
      reservation('r1'),
      reservation('r2', { pickup_date: '2026-11-22' }),
      reservation('r3', { status: 'cancelled' }),
    );
    const pickups = await todaysPickups(db, HUT, TODAY);
    expect(pickups.map((p) => [p.reservation.id, p.productName, p.freeUnitIds])).toEqual([
      ['r1', 'Sykkel', [101]],
    ]);
  });

  it("fills an any-size pickup with units that take nothing from another's booking", async () => {
    const db = await withReservations(
      reservation('r1'),
      reservation('r2', { size: null, user_id: 20, created_at: '2026-11-11T10:00:00.000Z' }),
    );
    const [, anySize] = await todaysPickups(db, HUT, TODAY);
    // Unit 101 is the only size 20, which Olsen booked: it comes last.
    expect(anySize?.freeUnitIds).toEqual([102, 103, 101]);
  });

  it('warns before the last reserved unit goes to someone else, and offers another', async () => {
    const db = await withReservations(reservation('r1'));
    const unit = await db.units.get(101);
    if (!unit) throw new Error('fixture');
    const clash = await reservationClash(db, HUT, TODAY, unit, 20);
    expect(clash).toMatchObject({ reserved: 1, free: 1, instead: { id: 102 } });
    expect(clash?.unserved.map((r) => r.id)).toEqual(['r1']);
    // The person who reserved it, or another size, clashes with nothing.
    expect(await reservationClash(db, HUT, TODAY, unit, 23)).toBeNull();
    const other = await db.units.get(102);
    if (!other) throw new Error('fixture');
    expect(await reservationClash(db, HUT, TODAY, other, 20)).toBeNull();
  });

  it("marks the reservation picked up when its person's hand-out serves it", async () => {
    const db = await withReservations(reservation('r1'), reservation('r2', { product_id: 2 }));
    const deps = depsFor(db);
    const { loanId } = await addToCart({ customerId: 23, unitId: 101 }, deps);
    await handOut({ loanId, loanDate: TODAY }, deps);
    expect(await db.reservations.get('r1')).toMatchObject({ status: 'picked_up', loan_id: loanId });
    // Nothing of the other product went out: that one still waits.
    expect((await db.reservations.get('r2'))?.status).toBe('active');
  });
});
