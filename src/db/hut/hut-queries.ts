import { CART_STATUS, cartStatusCode, type CartStatusCode } from '../../shared/domain/loan-rules';
import type { UtstyrsbodDb } from '../database';
import type { HutProductRow, LoanRow, PersonKey, UnitRow } from './hut-types';

/** A unit as the stock table shows it (SPEC §3 Item): its product and its cart status code. */
export interface StockUnit extends UnitRow {
  name: string;
  category_id: number | null;
  /** SPEC §4: 1 in this cart, 0 available, -1 lent out, 2 otherwise (also: in another cart). */
  status_cart: CartStatusCode;
  /** In another borrower's cart: why an otherwise available unit cannot be added. */
  in_other_cart: boolean;
  /** The loan item id when the unit is in this cart (what Fjern removes), else null. */
  cart_line_id: string | null;
}

/** The borrower's draft at the hut (the cart), if any. */
export async function findDraft(
  db: UtstyrsbodDb,
  companyId: number,
  customerId: PersonKey,
): Promise<LoanRow | undefined> {
  return db.loans
    .where('customer_id')
    .equals(customerId)
    .filter((loan) => loan.status === 'draft' && loan.company_id === companyId)
    .first();
}

/**
 * The hut's units with their cart status for the given cart (null: no borrower chosen). A unit in
 * another borrower's cart cannot be added here either, so it counts as unavailable.
 */
export async function stockForCart(
  db: UtstyrsbodDb,
  companyId: number,
  cartLoanId: string | null,
): Promise<StockUnit[]> {
  const [units, products, carted] = await Promise.all([
    db.units.toArray(),
    db.hutProducts.toArray(),
    db.loanItems.where('status').equals('in_cart').toArray(),
  ]);
  const productById = new Map<number, HutProductRow>(products.map((p) => [p.id, p]));
  const lineOf = new Map(carted.map((line) => [line.unit_id, line]));
  return units
    .filter((u) => u.company_id === companyId)
    .map((u) => {
      const product = productById.get(u.product_id);
      const line = lineOf.get(u.id);
      const inThisCart = line !== undefined && line.loan_id === cartLoanId;
      const inOtherCart = line !== undefined && !inThisCart;
      const code = cartStatusCode({ status: u.status, inCart: inThisCart });
      return {
        ...u,
        name: product?.name ?? '',
        category_id: product?.category_id ?? null,
        status_cart: inOtherCart ? CART_STATUS.unavailable : code,
        in_other_cart: inOtherCart,
        cart_line_id: inThisCart ? line.id : null,
      };
    });
}

/** One unit in a draft's cart, with what the cart page shows of it. */
export interface CartLine {
  /** The loan item id (what Fjern removes). */
  id: string;
  unit_id: number;
  name: string;
  size: string | null;
  max_size: string | null;
  /** What goes with it ("ski, staver"): checked off at hand-out; [] when none are listed. */
  parts: string[];
}

/** The units in a draft's cart, ordered by name then unit. */
export async function cartLines(db: UtstyrsbodDb, loanId: string): Promise<CartLine[]> {
  const items = await db.loanItems
    .where('loan_id')
    .equals(loanId)
    .filter((item) => item.status === 'in_cart')
    .toArray();
  const units = await db.units.bulkGet(items.map((item) => item.unit_id));
  const productIds = units.flatMap((u) => (u ? [u.product_id] : []));
  const products = new Map(
    (await db.hutProducts.bulkGet(productIds)).flatMap((p) => (p ? [[p.id, p] as const] : [])),
  );
  return items
    .map((item, i) => {
      const unit = units[i];
      return {
        id: item.id,
        unit_id: item.unit_id,
        name: (unit && products.get(unit.product_id)?.name) ?? '',
        size: unit?.size ?? null,
        max_size: unit?.max_size ?? null,
        parts: (unit && products.get(unit.product_id)?.parts) ?? [],
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'nb') || a.unit_id - b.unit_id);
}

/** Whether the hut's tables hold its data yet (first pull done), and the last sync failure. */
export interface HutDataState {
  ready: boolean;
  lastError: string | null;
}

export async function hutDataState(
  db: UtstyrsbodDb,
  companyId: number | null,
): Promise<HutDataState> {
  if (companyId === null) return { ready: false, lastError: null };
  const state = await db.syncState.get(companyId);
  return { ready: (state?.cursor ?? null) !== null, lastError: state?.lastError ?? null };
}

/**
 * What staff call a loan the server has not numbered yet: the end of its id (UUIDv7, random
 * there), so two tablets' offline loans never show the same provisional number.
 */
export function provisionalLoanNumber(loanId: string): string {
  return loanId.replace(/-/g, '').slice(-6).toUpperCase();
}

/** The loan number every screen shows: the server's, or the provisional one marked as such. */
export function loanNumberLabel(loan: { id: string; number: number | null }): string {
  return loan.number !== null
    ? String(loan.number)
    : `${provisionalLoanNumber(loan.id)} (foreløpig)`;
}
