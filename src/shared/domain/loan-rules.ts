import { addDaysToIsoDate } from './dates/dates';
import { isLendable } from './shelf';
import {
  LOAN_ITEM_STATUSES,
  type LoanItemStatus,
  type LoanStatus,
  type UnitStatus,
} from './statuses';

/**
 * Loan rules of SPEC §4 and §9, shared by the counter screens, the service worker and the server
 * so an offline tablet derives exactly what the server will.
 */

/** SPEC §9: default (and typical) loan period. */
export const DEFAULT_LOAN_DAYS = 7;

/**
 * The longest loan: the most days a hut may set as its loan length (its booking rules), and the
 * most days one extension may move a return date.
 */
export const LONGEST_LOAN_DAYS = 60;

/**
 * The latest return date an extension may set: one longest loan past the loan's return date, or
 * past today for a loan already overdue. The server checks it with its own today, which is never
 * earlier than the day the tablet made the extension (an op is applied after it is made), so what
 * the tablet's rule (src/db/hut/local-loan.ts) allowed, the server allows too.
 */
export function latestExtension(dueDate: string, today: string): string {
  return addDaysToIsoDate(dueDate > today ? dueDate : today, LONGEST_LOAN_DAYS);
}

/** SPEC §4: the return date defaults to the loan date plus 7 days and follows the loan date. */
export function defaultReturnDate(loanDate: string): string {
  return addDaysToIsoDate(loanDate, DEFAULT_LOAN_DAYS);
}

/** SPEC §9: overdue is expected_return_date before today (yyyy-MM-dd, so text order works). */
export function isPastDue(expectedReturnDate: string, today: string): boolean {
  return expectedReturnDate < today;
}

/** The status filter's derived 'overdue': only a loan that is still out can be late. */
export type LoanDisplayStatus = LoanStatus | 'overdue';

export function loanDisplayStatus(
  loan: { status: string; expected_return_date: string },
  today: string,
): LoanDisplayStatus {
  if (loan.status === 'open' && isPastDue(loan.expected_return_date, today)) return 'overdue';
  return loan.status === 'draft' || loan.status === 'closed' ? loan.status : 'open';
}

/** SPEC §4 loan item states: 'lent out', 'overdue' and the returned ones. */
export type LoanItemDisplayStatus = LoanItemStatus | 'overdue';

export function loanItemDisplayStatus(
  item: { status: string; expected_return_date: string },
  today: string,
): LoanItemDisplayStatus {
  if (item.status === 'lent' && isPastDue(item.expected_return_date, today)) return 'overdue';
  const known = LOAN_ITEM_STATUSES.find((s) => s === item.status);
  return known ?? 'returned';
}

/** Items still with the borrower (or still in the cart) keep a loan from closing. */
export function isItemOutstanding(status: string): boolean {
  return status === 'lent' || status === 'in_cart';
}

/** SPEC §4 cart status codes: 1 added, 0 available to loan, -1 loaned out, else unavailable. */
export const CART_STATUS = { added: 1, available: 0, lent: -1, unavailable: 2 } as const;
export type CartStatusCode = (typeof CART_STATUS)[keyof typeof CART_STATUS];

export function cartStatusCode(unit: { status: UnitStatus; inCart: boolean }): CartStatusCode {
  if (unit.inCart) return CART_STATUS.added;
  if (isLendable(unit.status)) return CART_STATUS.available;
  if (unit.status === 'lent') return CART_STATUS.lent;
  return CART_STATUS.unavailable;
}

/** Only an available unit (code 0) lets the loan button work. */
export function canAddToCart(code: number): boolean {
  return code === CART_STATUS.available;
}
