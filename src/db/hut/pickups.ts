import {
  handOutServes,
  unitSizeName,
  unservedReservations,
} from '../../shared/domain/reservations';
import { defaultReturnDate } from '../../shared/domain/loan-rules';
import type { UtstyrsbodDb } from '../database';
import { findDraft } from './hut-queries';
import type { PersonKey, ReservationRow, UnitRow } from './hut-types';
import {
  countBySize,
  loadHoldsView,
  shelfUnits as freeOnShelf,
  unitsThere,
  unservedBy,
} from './reservation-holds';

/** A reservation to be picked up today, with the units that could go to it now. */
export interface Pickup {
  reservation: ReservationRow;
  productName: string;
  /** Lendable units of the product (and size) in no cart, lowest number first. */
  freeUnitIds: number[];
}

/** Dagens hentinger: today's reservations, each with the units free for it now (offline too). */
export async function todaysPickups(
  db: UtstyrsbodDb,
  companyId: number,
  today: string,
): Promise<Pickup[]> {
  const view = await loadHoldsView(db, companyId, today, today);
  // The day's bookings, the earliest booked first.
  const reservations = view.reservations;
  const products = await db.hutProducts.bulkGet([
    ...new Set(reservations.map((r) => r.product_id)),
  ]);
  const names = new Map(products.flatMap((p) => (p ? [[p.id, p.name] as const] : [])));
  return reservations.map((reservation) => {
    const others = reservations.filter(
      (r) => r.id !== reservation.id && r.product_id === reservation.product_id,
    );
    const there = unitsThere(view, reservation.product_id, today);
    // Units that take nothing from anyone else's booking first (an "any size" pickup does
    // not take the size another family booked while other sizes are there).
    const costs = (u: UnitRow) =>
      unservedReservations(countBySize(there.filter((t) => t.id !== u.id)), others).length;
    return {
      reservation,
      productName: names.get(reservation.product_id) ?? '',
      freeUnitIds: freeOnShelf(view, reservation.product_id)
        .filter((u) => reservation.size === null || unitSizeName(u) === reservation.size)
        .sort((a, b) => costs(a) - costs(b) || a.id - b.id)
        .map((u) => u.id),
    };
  });
}

/** What putting a unit in a cart does to the reservations of others during the loan. */
export interface ReservationClash {
  /** The first pickup day it would leave a reservation unserved. */
  day: string;
  /**
   * Units reserved that day that this unit could serve: of its size, or of any size (then every
   * booking of the product that day, as they all draw on the same units).
   */
  reserved: number;
  /** Units there that day that could serve those reservations, this one included. */
  free: number;
  /** The reservations it would leave unserved, with who booked them, by pickup day. */
  unserved: ReservationRow[];
  /** A unit of the product that could go instead without leaving any unserved. */
  instead: UnitRow | null;
  /** The loan's days the check counted: the cart's dates, or today and the default return. */
  loanDate: string;
  dueDate: string;
}

/** The units in a draft's cart. */
async function cartUnits(db: UtstyrsbodDb, loanId: string): Promise<UnitRow[]> {
  const lines = await db.loanItems
    .where('loan_id')
    .equals(loanId)
    .filter((line) => line.status === 'in_cart')
    .toArray();
  return (await db.units.bulkGet(lines.map((line) => line.unit_id))).filter(
    (u): u is UnitRow => u !== undefined,
  );
}

/**
 * Before a unit goes into a cart: would the loan, as the cart stands (its dates, or today and
 * the default return date for a new cart), leave a reservation of someone else unserved on any
 * pickup day inside it? The same count the server makes after the hand-out
 * (settleReservations: every day of the loan, dayStock, unservedReservations, handOutServes),
 * so the warning and the Avvik agree. Only what this unit adds counts: a cart that already
 * breaks a booking (staff went on anyway) is not asked about again. Null: no clash.
 */
export async function reservationClash(
  db: UtstyrsbodDb,
  companyId: number,
  today: string,
  unit: UnitRow,
  borrower: PersonKey,
): Promise<ReservationClash | null> {
  const draft = await findDraft(db, companyId, borrower);
  const loanDate = draft?.loan_date ?? today;
  const dueDate = draft?.expected_return_date ?? defaultReturnDate(loanDate);
  const view = await loadHoldsView(db, companyId, loanDate, dueDate);
  if (!view.reservations.some((r) => r.product_id === unit.product_id)) return null;
  const cart = (draft ? await cartUnits(db, draft.id) : []).filter(
    (u) => u.product_id === unit.product_id,
  );
  const plan = (units: UnitRow[]) => ({ borrower, loanDate, dueDate, units });
  const before = new Set(unservedBy(view, plan(cart)).map((r) => r.id));
  const added = (taken: UnitRow) =>
    unservedBy(view, plan([...cart, taken])).filter((r) => !before.has(r.id));
  const unserved = added(unit);
  const first = unserved[0];
  if (!first) return null;

  const day = first.pickup_date;
  const size = unitSizeName(unit);
  const loan = { customerId: borrower, loanDate, dueDate };
  const holds = view.reservations.filter(
    (r) =>
      r.product_id === unit.product_id &&
      r.pickup_date === day &&
      !handOutServes(r, loan, [...cart, unit]),
  );
  const mine = holds.filter((r) => r.size === null || r.size === size);
  // A booking of any size draws on every unit of the product: count all of them, not one size.
  const whole = mine.some((r) => r.size === null);
  const leaving = new Set(cart.map((u) => u.id));
  const there = unitsThere(view, unit.product_id, day).filter((u) => !leaving.has(u.id));
  return {
    day,
    reserved: (whole ? holds : mine).reduce((n, r) => n + r.quantity, 0),
    free: whole ? there.length : there.filter((u) => unitSizeName(u) === size).length,
    unserved,
    instead:
      freeOnShelf(view, unit.product_id).find((u) => u.id !== unit.id && added(u).length === 0) ??
      null,
    loanDate,
    dueDate,
  };
}
