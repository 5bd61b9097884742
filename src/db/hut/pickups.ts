import { isLendable } from '../../shared/domain/shelf';
import { unitSizeName, unservedReservations } from '../../shared/domain/reservations';
import type { UtstyrsbodDb } from '../database';
import type { PersonKey, ReservationRow, UnitRow } from './hut-types';

/** A reservation to be picked up today, with the units that could go to it now. */
export interface Pickup {
  reservation: ReservationRow;
  productName: string;
  /** Lendable units of the product (and size) in no cart, lowest number first. */
  freeUnitIds: number[];
}

/** Units on the shelf now: lendable and in nobody's cart. */
async function shelfUnits(db: UtstyrsbodDb, companyId: number, productId: number) {
  const [units, carted] = await Promise.all([
    db.units.filter((u) => u.company_id === companyId && u.product_id === productId).toArray(),
    db.loanItems.where('status').equals('in_cart').toArray(),
  ]);
  const inCart = new Set(carted.map((line) => line.unit_id));
  return units.filter((u) => isLendable(u.status) && !inCart.has(u.id)).sort((a, b) => a.id - b.id);
}

/** The day's active reservations at the hut, the earliest booked first. */
async function reservationsOn(db: UtstyrsbodDb, companyId: number, day: string) {
  const rows = await db.reservations.where('pickup_date').equals(day).toArray();
  return rows
    .filter((r) => r.company_id === companyId && r.status === 'active')
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
}

/** Dagens hentinger: today's reservations, each with the units free for it now (offline too). */
export async function todaysPickups(
  db: UtstyrsbodDb,
  companyId: number,
  today: string,
): Promise<Pickup[]> {
  const reservations = await reservationsOn(db, companyId, today);
  return Promise.all(
    reservations.map(async (reservation) => {
      const [product, shelf] = await Promise.all([
        db.hutProducts.get(reservation.product_id),
        shelfUnits(db, companyId, reservation.product_id),
      ]);
      return {
        reservation,
        productName: product?.name ?? '',
        freeUnitIds: shelf
          .filter((u) => reservation.size === null || unitSizeName(u) === reservation.size)
          .map((u) => u.id),
      };
    }),
  );
}

/** What handing out a unit today does to the day's reservations of others. */
export interface ReservationClash {
  /** Units of this size others have reserved today. */
  reserved: number;
  /** Units of this size on the shelf now, this one included. */
  free: number;
  /** The reservations it would leave unserved, with who booked them. */
  unserved: ReservationRow[];
  /** A unit of the product that could go instead without leaving any unserved. */
  instead: UnitRow | null;
}

/**
 * Before a unit goes into a cart: would the units left on the shelf today still serve every
 * reservation of the day (other than the borrower's own)? The same count the server makes after
 * the hand-out (unservedReservations), so the warning and the Avvik agree. Null: no clash.
 */
export async function reservationClash(
  db: UtstyrsbodDb,
  companyId: number,
  today: string,
  unit: UnitRow,
  borrower: PersonKey,
): Promise<ReservationClash | null> {
  const holds = (await reservationsOn(db, companyId, today)).filter(
    (r) => r.product_id === unit.product_id && r.user_id !== borrower,
  );
  if (holds.length === 0) return null;
  const shelf = await shelfUnits(db, companyId, unit.product_id);
  const leaving = (taken: UnitRow) =>
    unservedReservations(countBySize(shelf.filter((u) => u.id !== taken.id)), holds);
  const unserved = leaving(unit);
  if (unserved.length === 0) return null;
  const size = unitSizeName(unit);
  return {
    reserved: holds
      .filter((r) => r.size === null || r.size === size)
      .reduce((n, r) => n + r.quantity, 0),
    free:
      shelf.filter((u) => unitSizeName(u) === size).length +
      (shelf.some((u) => u.id === unit.id) ? 0 : 1),
    unserved: holds.filter((r) => unserved.includes(r.id)),
    instead: shelf.find((u) => u.id !== unit.id && leaving(u).length === 0) ?? null,
  };
}

function countBySize(units: readonly UnitRow[]): Map<string | null, number> {
  const counts = new Map<string | null, number>();
  for (const u of units) {
    const size = unitSizeName(u);
    counts.set(size, (counts.get(size) ?? 0) + 1);
  }
  return counts;
}
