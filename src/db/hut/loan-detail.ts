import {
  loanDisplayStatus,
  loanItemDisplayStatus,
  type LoanDisplayStatus,
  type LoanItemDisplayStatus,
} from '../../shared/domain/loan-rules';
import type { UtstyrsbodDb } from '../database';
import type { ExtensionRow, HutUserRow, LoanRow, ReminderRow } from './hut-types';
import { readLoanContext, unitName } from './loan-overview';

/** A unit on a loan as the 'Lån' modal lists it. */
export interface LoanDetailItem {
  id: string;
  unitId: number;
  name: string;
  size: string | null;
  maxSize: string | null;
  status: LoanItemDisplayStatus;
  dueDate: string;
  returnedAt: string | null;
  /** SPEC §4: only a unit still out (lent or overdue) can be received. */
  canReceive: boolean;
  /** What a return checks off ("ski, staver"); [] when the product lists none. */
  parts: string[];
}

export interface LoanDetail {
  loan: LoanRow;
  display: LoanDisplayStatus;
  customer: HutUserRow | null;
  items: LoanDetailItem[];
  /** Oldest first: the history of return-date changes. */
  extensions: ExtensionRow[];
  /** Oldest first: the reminders that went out (the day before due, overdue). */
  reminders: ReminderRow[];
}

/** One loan of the hut with its customer, units and extensions; null when it is not here. */
export async function loanDetail(
  db: UtstyrsbodDb,
  companyId: number,
  loanId: string,
  today: string,
): Promise<LoanDetail | null> {
  const loan = await db.loans.get(loanId);
  if (loan?.company_id !== companyId) return null;
  const [ctx, extensions, reminders] = await Promise.all([
    readLoanContext(db, [loan.id]),
    db.extensions.where('loan_id').equals(loan.id).toArray(),
    db.reminders.where('loan_id').equals(loan.id).toArray(),
  ]);
  const items = (ctx.itemsByLoan.get(loan.id) ?? [])
    .map((item): LoanDetailItem => {
      const unit = ctx.units.get(item.unit_id);
      const status = loanItemDisplayStatus(item, today);
      return {
        id: item.id,
        unitId: item.unit_id,
        name: unitName(ctx, item.unit_id) || `#${item.unit_id}`,
        size: unit?.size ?? null,
        maxSize: unit?.max_size ?? null,
        status,
        dueDate: item.expected_return_date,
        returnedAt: item.returned_at,
        canReceive: status === 'lent' || status === 'overdue',
        parts: (unit && ctx.products.get(unit.product_id)?.parts) ?? [],
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'nb') || a.unitId - b.unitId);
  return {
    loan,
    display: loanDisplayStatus(loan, today),
    customer: ctx.users.get(loan.customer_id) ?? null,
    items,
    extensions: extensions.sort((a, b) => a.created_at.localeCompare(b.created_at)),
    reminders: reminders.sort((a, b) => a.created_at.localeCompare(b.created_at)),
  };
}
