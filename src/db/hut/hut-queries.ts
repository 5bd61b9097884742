import { CART_STATUS, cartStatusCode, type CartStatusCode } from '../../shared/domain/loan-rules';
import type { UtstyrsbodDb } from '../database';
import type { HutProductRow, LoanRow, UnitRow } from './hut-types';

/** A unit as the stock table shows it (SPEC §3 Item): its product and its cart status code. */
export interface StockUnit extends UnitRow {
  name: string;
  category_id: number | null;
  /** SPEC §4: 1 in this cart, 0 available, -1 lent out, 2 otherwise (also: in another cart). */
  status_cart: CartStatusCode;
}

/** The borrower's draft at the hut (the cart), if any. */
export async function findDraft(
  db: UtstyrsbodDb,
  companyId: number,
  customerId: number,
): Promise<LoanRow | undefined> {
  return db.loans
    .where('customer_id')
    .equals(customerId)
    .filter((loan) => loan.status === 'draft' && loan.company_id === companyId)
    .first();
}

/**
 * The hut's units with their cart status for the given cart (null: no lender chosen). A unit in
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
  const cartOf = new Map(carted.map((line) => [line.unit_id, line.loan_id]));
  return units
    .filter((u) => u.company_id === companyId)
    .map((u) => {
      const product = productById.get(u.product_id);
      const cart = cartOf.get(u.id);
      const inThisCart = cart !== undefined && cart === cartLoanId;
      const code = cartStatusCode({ status: u.status, inCart: inThisCart });
      return {
        ...u,
        name: product?.name ?? '',
        category_id: product?.category_id ?? null,
        status_cart: cart !== undefined && !inThisCart ? CART_STATUS.unavailable : code,
      };
    });
}
