import { isLendable, isOnShelf } from '../../shared/domain/shelf';
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
      const others = reservations.filter(
        (r) => r.id !== reservation.id && r.product_id === reservation.product_id,
      );
      const there = await unitsThereOn(db, companyId, reservation.product_id, today);
      // Units that take nothing from anyone else's booking first (an "any size" pickup does
      // not take the size another family booked while other sizes are there).
      const costs = (u: UnitRow) =>
        unservedReservations(countBySize(there.filter((t) => t.id !== u.id)), others).length;
      return {
        reservation,
        productName: product?.name ?? '',
        freeUnitIds: shelf
          .filter((u) => reservation.size === null || unitSizeName(u) === reservation.size)
          .sort((a, b) => costs(a) - costs(b) || a.id - b.id)
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
 * Units there on a day as the server counts them after a hand-out (dayStock): on the shelf or
 * lent, and not out on a loan due back that day or later (a unit in a cart still counts).
 */
async function unitsThereOn(db: UtstyrsbodDb, companyId: number, productId: number, day: string) {
  const [units, lent] = await Promise.all([
    db.units.filter((u) => u.company_id === companyId && u.product_id === productId).toArray(),
    db.loanItems.where('status').equals('lent').toArray(),
  ]);
  const out = new Set(lent.filter((i) => i.expected_return_date >= day).map((i) => i.unit_id));
  return units.filter((u) => isOnShelf(u.status) && !out.has(u.id));
}

/**
 * Before a unit goes into a cart: would the units left today still serve every reservation of
 * the day but those this hand-out serves (the borrower's own for this size or any)? The same
 * count the server makes after the hand-out (dayStock, unservedReservations, handOutServes), so
 * the warning and the Avvik agree for today. (The server also looks at the other days of the
 * loan; a booking days ahead is its Avvik to raise.) Null: no clash.
 */
export async function reservationClash(
  db: UtstyrsbodDb,
  companyId: number,
  today: string,
  unit: UnitRow,
  borrower: PersonKey,
): Promise<ReservationClash | null> {
  const size = unitSizeName(unit);
  const holds = (await reservationsOn(db, companyId, today)).filter(
    (r) =>
      r.product_id === unit.product_id &&
      !(r.user_id === borrower && (r.size === null || r.size === size)),
  );
  if (holds.length === 0) return null;
  const there = await unitsThereOn(db, companyId, unit.product_id, today);
  const leaving = (taken: UnitRow) =>
    unservedReservations(countBySize(there.filter((u) => u.id !== taken.id)), holds);
  const unserved = leaving(unit);
  if (unserved.length === 0) return null;
  const shelf = await shelfUnits(db, companyId, unit.product_id);
  return {
    reserved: holds
      .filter((r) => r.size === null || r.size === size)
      .reduce((n, r) => n + r.quantity, 0),
    free: there.filter((u) => unitSizeName(u) === size).length,
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
