import { isLendable, isOnShelf } from '../../shared/domain/shelf';
import {
  handOutServes,
  unitSizeName,
  unservedReservations,
} from '../../shared/domain/reservations';
import { isValidIsoDate } from '../../shared/domain/dates/dates';
import type { UtstyrsbodDb } from '../database';
import type { PersonKey, ReservationRow, UnitRow } from './hut-types';

/**
 * The hut's active reservations and units as the tablet holds them, counted per pickup day the
 * way the server counts after a hand-out (settleReservations with dayStock): a unit is there on
 * a day when it is on the shelf or lent and not out on a loan due back that day or later (a unit
 * in a cart still counts), and a hand-out takes its units away for every day of its loan.
 */
export interface HoldsView {
  /** Active reservations from the first day asked for on, earliest pickup then earliest booked. */
  reservations: ReservationRow[];
  /** The hut's units (every product). */
  units: UnitRow[];
  /** Unit id → the latest return date of its open loan lines. */
  lentUntil: Map<number, string>;
  /** Units in some cart. */
  carted: Set<number>;
}

/** Reads what the counts need: active reservations with a pickup day from `from` on. */
export async function loadHoldsView(
  db: UtstyrsbodDb,
  companyId: number,
  from: string,
  to = '9999-12-31',
): Promise<HoldsView> {
  const [rows, units, lent, carted] = await Promise.all([
    db.reservations.where('pickup_date').between(from, to, true, true).toArray(),
    db.units.filter((u) => u.company_id === companyId).toArray(),
    db.loanItems.where('status').equals('lent').toArray(),
    db.loanItems.where('status').equals('in_cart').toArray(),
  ]);
  const lentUntil = new Map<number, string>();
  for (const line of lent) {
    const until = lentUntil.get(line.unit_id);
    if (until === undefined || line.expected_return_date > until)
      lentUntil.set(line.unit_id, line.expected_return_date);
  }
  return {
    reservations: rows
      .filter((r) => r.company_id === companyId && r.status === 'active')
      .sort(
        (a, b) =>
          a.pickup_date.localeCompare(b.pickup_date) ||
          a.created_at.localeCompare(b.created_at) ||
          a.id.localeCompare(b.id),
      ),
    units,
    lentUntil,
    carted: new Set(carted.map((line) => line.unit_id)),
  };
}

/** Units of the product there on `day` (before any new hand-out). */
export function unitsThere(view: HoldsView, productId: number, day: string): UnitRow[] {
  return view.units.filter((u) => {
    if (u.product_id !== productId || !isOnShelf(u.status)) return false;
    const until = view.lentUntil.get(u.id);
    return until === undefined || until < day;
  });
}

/** Units on the shelf now that could go into a cart: lendable and in nobody's cart. */
export function shelfUnits(view: HoldsView, productId: number): UnitRow[] {
  return view.units
    .filter((u) => u.product_id === productId && isLendable(u.status) && !view.carted.has(u.id))
    .sort((a, b) => a.id - b.id);
}

export function countBySize(units: readonly UnitRow[]): Map<string | null, number> {
  const counts = new Map<string | null, number>();
  for (const u of units) {
    const size = unitSizeName(u);
    counts.set(size, (counts.get(size) ?? 0) + 1);
  }
  return counts;
}

/** A hand-out as the server will see it: whose loan, its days and its units. */
export interface HandOutPlan {
  borrower: PersonKey;
  loanDate: string;
  dueDate: string;
  units: readonly UnitRow[];
}

/**
 * The reservations of others a hand-out would leave unserved, by the server's rule: every
 * active reservation of a product handed out whose pickup day falls inside the loan, but those
 * the hand-out serves itself (handOutServes), counted per pickup day without the units going
 * out. Ordered by pickup day.
 */
export function unservedBy(view: HoldsView, plan: HandOutPlan): ReservationRow[] {
  const products = new Set(plan.units.map((u) => u.product_id));
  const leaving = new Set(plan.units.map((u) => u.id));
  const loan = { customerId: plan.borrower, loanDate: plan.loanDate, dueDate: plan.dueDate };
  const holds = view.reservations.filter(
    (r) =>
      products.has(r.product_id) &&
      r.pickup_date >= plan.loanDate &&
      r.pickup_date <= plan.dueDate &&
      !handOutServes(r, loan, plan.units),
  );
  const days = new Map<string, ReservationRow[]>();
  for (const r of holds) {
    const key = `${String(r.product_id)}|${r.pickup_date}`;
    days.set(key, [...(days.get(key) ?? []), r]);
  }
  const unserved: ReservationRow[] = [];
  for (const group of days.values()) {
    const first = group[0];
    if (!first) continue;
    const there = unitsThere(view, first.product_id, first.pickup_date).filter(
      (u) => !leaving.has(u.id),
    );
    const ids = unservedReservations(countBySize(there), group);
    unserved.push(...group.filter((r) => ids.includes(r.id)));
  }
  return unserved.sort((a, b) => a.pickup_date.localeCompare(b.pickup_date));
}

/**
 * "Reservert 30.11" in the stock table: for each unit free on the shelf now, the first coming
 * pickup day whose reservations could no longer all be served if this unit went out then (the
 * units of its size left would be too few). Units of a size with enough to spare are not marked.
 */
export async function reservedUnits(
  db: UtstyrsbodDb,
  companyId: number,
  today: string,
): Promise<Map<number, string>> {
  const view = await loadHoldsView(db, companyId, today);
  const marked = new Map<number, string>();
  const days = new Map<string, ReservationRow[]>();
  for (const r of view.reservations) {
    const key = `${String(r.product_id)}|${r.pickup_date}`;
    days.set(key, [...(days.get(key) ?? []), r]);
  }
  // view.reservations is ordered by pickup day, so the first day found for a unit is the first.
  for (const group of days.values()) {
    const first = group[0];
    if (!first) continue;
    const there = unitsThere(view, first.product_id, first.pickup_date);
    const before = unservedReservations(countBySize(there), group).length;
    const shelf = shelfUnits(view, first.product_id).filter((u) => !marked.has(u.id));
    const bySize = new Map<string | null, UnitRow[]>();
    for (const u of shelf) bySize.set(unitSizeName(u), [...(bySize.get(unitSizeName(u)) ?? []), u]);
    for (const units of bySize.values()) {
      const one = units[0];
      if (!one) continue;
      const without = there.filter((u) => u.id !== one.id);
      if (unservedReservations(countBySize(without), group).length > before)
        for (const u of units) marked.set(u.id, first.pickup_date);
    }
  }
  return marked;
}

/** A coming pickup for the dashboard's list. */
export interface ComingPickup {
  reservation: ReservationRow;
  productName: string;
}

/** Active reservations with a pickup day after today, the nearest first (offline too). */
export async function comingPickups(
  db: UtstyrsbodDb,
  companyId: number,
  today: string,
): Promise<ComingPickup[]> {
  const view = await loadHoldsView(db, companyId, today);
  const coming = view.reservations.filter((r) => r.pickup_date > today);
  const products = await db.hutProducts.bulkGet([...new Set(coming.map((r) => r.product_id))]);
  const names = new Map(products.flatMap((p) => (p ? [[p.id, p.name] as const] : [])));
  return coming.map((reservation) => ({
    reservation,
    productName: names.get(reservation.product_id) ?? '',
  }));
}

/** A reservation a loan as dated would leave unserved, for the cart's warning. */
export interface LoanClash {
  reservation: ReservationRow;
  productName: string;
}

/**
 * The cart's check with the dates in its form: what handing out the draft's units from
 * `loanDate` to `dueDate` would leave unserved (the server's rule, as unservedBy). Empty when
 * the dates are not a period yet (being typed).
 */
export async function loanClashes(
  db: UtstyrsbodDb,
  companyId: number,
  loanId: string,
  borrower: PersonKey,
  loanDate: string,
  dueDate: string,
): Promise<LoanClash[]> {
  if (!isValidIsoDate(loanDate) || !isValidIsoDate(dueDate) || dueDate < loanDate) return [];
  const lines = await db.loanItems
    .where('loan_id')
    .equals(loanId)
    .filter((line) => line.status === 'in_cart')
    .toArray();
  const units = (await db.units.bulkGet(lines.map((line) => line.unit_id))).filter(
    (u): u is UnitRow => u !== undefined,
  );
  if (units.length === 0) return [];
  const view = await loadHoldsView(db, companyId, loanDate, dueDate);
  const unserved = unservedBy(view, { borrower, loanDate, dueDate, units });
  const products = await db.hutProducts.bulkGet([...new Set(unserved.map((r) => r.product_id))]);
  const names = new Map(products.flatMap((p) => (p ? [[p.id, p.name] as const] : [])));
  return unserved.map((reservation) => ({
    reservation,
    productName: names.get(reservation.product_id) ?? '',
  }));
}
