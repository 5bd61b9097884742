import { isOnShelf } from '../../../../shared/domain/shelf';
import { syncMessages as m, syncRejectCodes as codes } from '../../../../shared/contracts/sync';
import type { SyncOpOf } from '../../../../shared/contracts/sync';
import type { LoanRow, UnitRow } from '../../../db/schema';
import type { OpContext } from '../context';
import { reject } from '../context';
import {
  closeLoanIfDone,
  loanItems,
  lockUnit,
  raiseException,
  requireLoan,
  returnItem,
  updateItem,
  updateLoan,
  updateUnit,
} from '../loan-store';
import { toSyncLoan, toSyncLoanItem } from '../rows';
import { lockHutForHandOut } from '../../reservations/rules';
import { settleReservations } from './hand-out-reservations';
import type { LoanItemRow } from '../rows';

type Payload = SyncOpOf<'loan.handOut'>['payload'];

/**
 * Utlever: the draft becomes an open loan and its units leave the shelf. The handover at the
 * counter is the truth (docs/counter-truth.md): it is always recorded, and whatever contradicts the server's
 * picture becomes an exception instead of a refusal.
 */
export async function loanHandOut(ctx: OpContext, p: Payload): Promise<void> {
  // The hut's booking lock before any loan or unit (loan-store.ts: lock order), unless the
  // transaction took it before its first op (index.ts: lockBeforeOps).
  if (!ctx.lockedHuts.has(ctx.companyId)) {
    await lockHutForHandOut(ctx.trx, ctx.companyId, ctx.now);
  }
  const loan = await requireLoan(ctx, p.loanId);
  const items = await loanItems(ctx, loan.id);
  if (loan.status !== 'draft') {
    // Handed out already (by another device or the online screen): report it, change nothing.
    ctx.out.put('loans', toSyncLoan(loan), false);
    for (const item of items) ctx.out.put('loan_items', toSyncLoanItem(item), false);
    return;
  }
  const cart = items.filter((item) => item.status === 'in_cart');
  if (cart.length === 0) throw reject(codes.emptyCart, m.emptyCart);

  // Every unit before any older loan (items come sorted by unit id): see loan-store.ts.
  const units = new Map<number, UnitRow>();
  for (const item of cart) {
    const unit = await lockUnit(ctx, item.unit_id);
    if (!unit) throw reject(codes.notFound, m.unitNotFound);
    units.set(unit.id, unit);
  }
  for (const item of cart) {
    const unit = units.get(item.unit_id);
    if (unit) await handOutItem(ctx, loan, item, unit, p.expectedReturnDate);
  }
  await updateLoan(ctx, loan.id, {
    status: 'open',
    loan_date: p.loanDate,
    expected_return_date: p.expectedReturnDate,
  });

  const customer = await ctx.trx
    .selectFrom('users')
    .select(['id', 'is_flagged', 'flag_reason'])
    .where('id', '=', loan.customer_id)
    .executeTakeFirstOrThrow();
  if (customer.is_flagged === 1) {
    await raiseException(ctx, 'borrower_flagged', {
      loanId: loan.id,
      customerId: customer.id,
      flagReason: customer.flag_reason,
    });
  }
  // Last: the reservations see every unit of this hand-out out (and the flag comes first).
  await settleReservations(ctx, loan, [...units.values()], p.loanDate, p.expectedReturnDate);
}

async function handOutItem(
  ctx: OpContext,
  loan: LoanRow,
  item: LoanItemRow,
  unit: UnitRow,
  dueDate: string,
): Promise<void> {
  const product = await ctx.trx
    .selectFrom('products')
    .select('deleted_at')
    .where('id', '=', unit.product_id)
    .executeTakeFirst();

  // The unit is in the borrower's hands now, so any older loan of it has ended at the counter.
  const elsewhere = await ctx.trx
    .selectFrom('loan_items')
    .innerJoin('loans', 'loans.id', 'loan_items.loan_id')
    .selectAll('loan_items')
    .select('loans.customer_id')
    .where('loan_items.unit_id', '=', unit.id)
    .where('loan_items.status', '=', 'lent')
    .where('loan_items.loan_id', '!=', loan.id)
    .orderBy('loan_items.id')
    .execute();
  for (const other of elsewhere) {
    await returnItem(ctx, other, 'returned_found');
    await closeLoanIfDone(ctx, other.loan_id);
    await raiseException(ctx, 'unit_already_lent', {
      unitId: unit.id,
      loanId: loan.id,
      loanItemId: item.id,
      previousLoanId: other.loan_id,
      previousLoanItemId: other.id,
      previousCustomerId: other.customer_id,
    });
  }

  await updateItem(ctx, item.id, { status: 'lent', expected_return_date: dueDate });
  const productDeleted = product?.deleted_at != null;
  if (isOnShelf(unit.status) && !productDeleted) {
    await updateUnit(ctx, unit.id, { status: 'lent' });
    return;
  }
  // Retirement sticks: the unit stays out of the catalogue's counts; staff decide in Avvik.
  await raiseException(ctx, 'unit_retired', {
    unitId: unit.id,
    loanId: loan.id,
    loanItemId: item.id,
    unitStatus: unit.status,
    productDeleted,
  });
}
