import { localIsoDate } from '../../shared/domain/dates/dates';
import { loanDisplayStatus, type LoanDisplayStatus } from '../../shared/domain/loan-rules';
import type { UtstyrsbodDb } from '../database';
import type {
  HutProductRow,
  HutMemberRow,
  HutUserRow,
  LoanItemRow,
  LoanRow,
  PersonKey,
  UnitRow,
} from './hut-types';

/** One line of Utlånsoversikt (SPEC §2): the loan with what the table and filters need. */
export interface LoanOverviewRow {
  id: string;
  /** null until the loan has reached the server (shown as provisional). */
  number: number | null;
  status: string;
  display: LoanDisplayStatus;
  customerId: PersonKey;
  /** The borrower of record. */
  customerName: string;
  /** The child the loan is for (the customer stays the borrower); null: themselves. */
  memberName: string | null;
  customerPhone: string | null;
  customerEmail: string;
  /** Product names with a count when a product is on the loan more than once. */
  products: string[];
  /** The numbers of the loan's units (as their labels print them), for the search. */
  unitIds: number[];
  loanDate: string;
  dueDate: string;
  /** yyyy-MM-dd (device time) the loan closed, or the last unit came back; null when none has. */
  returnedDate: string | null;
  /** Some units are back but the loan is still out. */
  partlyReturned: boolean;
  itemCount: number;
  /** Units still with the borrower. */
  outstanding: number;
  createdAt: string;
}

/** The hut's rows needed to describe loans, read once per live query. */
export interface LoanContext {
  users: Map<PersonKey, HutUserRow>;
  members: Map<string, HutMemberRow>;
  units: Map<number, UnitRow>;
  products: Map<number, HutProductRow>;
  itemsByLoan: Map<string, LoanItemRow[]>;
}

export async function readLoanContext(db: UtstyrsbodDb, loanIds?: string[]): Promise<LoanContext> {
  const [users, members, units, products, items] = await Promise.all([
    db.hutUsers.toArray(),
    db.hutMembers.toArray(),
    db.units.toArray(),
    db.hutProducts.toArray(),
    loanIds ? db.loanItems.where('loan_id').anyOf(loanIds).toArray() : db.loanItems.toArray(),
  ]);
  const itemsByLoan = new Map<string, LoanItemRow[]>();
  for (const item of items) {
    const list = itemsByLoan.get(item.loan_id);
    if (list) list.push(item);
    else itemsByLoan.set(item.loan_id, [item]);
  }
  return {
    users: new Map(users.map((u) => [u.id, u])),
    members: new Map(members.map((m) => [m.id, m])),
    units: new Map(units.map((u) => [u.id, u])),
    products: new Map(products.map((p) => [p.id, p])),
    itemsByLoan,
  };
}

/** The product name of a unit ('' when the product is not known on this device). */
export function unitName(ctx: LoanContext, unitId: number): string {
  const unit = ctx.units.get(unitId);
  return (unit && ctx.products.get(unit.product_id)?.name) ?? '';
}

function productList(ctx: LoanContext, items: LoanItemRow[]): string[] {
  const counts = new Map<string, number>();
  for (const item of items) {
    const name = unitName(ctx, item.unit_id) || `#${item.unit_id}`;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts].map(([name, n]) => (n > 1 ? `${name} ×${n}` : name));
}

function returnedDate(loan: LoanRow, items: LoanItemRow[]): string | null {
  const dates = items.flatMap((i) => (i.returned_at ? [i.returned_at] : []));
  if (loan.closed_at) dates.push(loan.closed_at);
  return dates.length > 0 ? localIsoDate(dates.reduce((a, b) => (a > b ? a : b))) : null;
}

export function toOverviewRow(ctx: LoanContext, loan: LoanRow, today: string): LoanOverviewRow {
  const items = ctx.itemsByLoan.get(loan.id) ?? [];
  const customer = ctx.users.get(loan.customer_id);
  return {
    id: loan.id,
    number: loan.number,
    status: loan.status,
    display: loanDisplayStatus(loan, today),
    customerId: loan.customer_id,
    customerName: customer?.name ?? `#${loan.customer_id}`,
    memberName:
      (loan.member_id === null ? undefined : ctx.members.get(loan.member_id))?.name ?? null,
    customerPhone: customer?.phone ?? null,
    customerEmail: customer?.email ?? '',
    products: productList(ctx, items),
    unitIds: items.map((i) => i.unit_id),
    loanDate: loan.loan_date,
    dueDate: loan.expected_return_date,
    returnedDate: returnedDate(loan, items),
    partlyReturned: loan.status !== 'closed' && items.some((i) => i.returned_at !== null),
    itemCount: items.length,
    outstanding: items.filter((i) => i.status === 'lent').length,
    createdAt: loan.created_at,
  };
}

/** Newest first; a loan not yet numbered is the newest of all. */
export function compareNewestFirst(a: LoanOverviewRow, b: LoanOverviewRow): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return (b.number ?? Number.MAX_SAFE_INTEGER) - (a.number ?? Number.MAX_SAFE_INTEGER);
}

/** Every loan of the hut (drafts, open and closed), for Utlånsoversikt and the dashboard. */
export async function loanOverview(
  db: UtstyrsbodDb,
  companyId: number,
  today: string,
): Promise<LoanOverviewRow[]> {
  const loans = await db.loans.filter((loan) => loan.company_id === companyId).toArray();
  const ctx = await readLoanContext(db);
  return loans.map((loan) => toOverviewRow(ctx, loan, today)).sort(compareNewestFirst);
}
