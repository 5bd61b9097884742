import { isLendable } from '../../shared/domain/shelf';
import { staffErrorCodes as e, staffMessages as s } from '../../shared/texts/staff';
import { syncMessages as m, syncRejectCodes as codes } from '../../shared/texts/sync';
import type { SyncOpOf } from '../../shared/contracts/sync-ops';
import { CommandError } from '../commands/command-error';
import type { LocalOpContext } from './local-context';
import type { LoanItemRow, LoanRow, UnitRow } from './hut-types';
import { findLocalPerson } from './local-person';

type AddPayload = SyncOpOf<'cart.add'>['payload'];
type RemovePayload = SyncOpOf<'cart.remove'>['payload'];

/** A unit into the borrower's cart, making the draft loan (with this device's id) if new. */
export async function localCartAdd(ctx: LocalOpContext, p: AddPayload): Promise<void> {
  const { db, op, now } = ctx;
  const [existing, loan] = await Promise.all([
    db.loanItems.get(p.loanItemId),
    db.loans.get(p.loanId),
  ]);
  if (existing) {
    if (ctx.strict) throw new CommandError(codes.idConflict, m.idConflict);
    return;
  }
  if (ctx.strict) await checkCartAdd(ctx, p, loan);
  else if (loan && loan.status !== 'draft') return;

  await Promise.all([
    loan
      ? db.loans.update(loan.id, { updated_at: now })
      : db.loans.add({
          id: p.loanId,
          number: null,
          company_id: op.companyId,
          customer_id: p.customerId,
          member_id: null,
          status: 'draft',
          loan_date: p.loanDate,
          expected_return_date: p.expectedReturnDate,
          created_by: op.actorId,
          created_at: now,
          updated_at: now,
          closed_at: null,
        }),
    db.loanItems.add({
      id: p.loanItemId,
      loan_id: p.loanId,
      unit_id: p.unitId,
      status: 'in_cart',
      expected_return_date: loan?.expected_return_date ?? p.expectedReturnDate,
      returned_at: null,
      returned_by: null,
      created_at: now,
      updated_at: now,
    }),
  ]);
}

async function checkCartAdd(
  ctx: LocalOpContext,
  p: AddPayload,
  loan: Pick<LoanRow, 'status' | 'customer_id' | 'company_id'> | undefined,
): Promise<void> {
  const { db, op } = ctx;
  if (loan) {
    if (loan.company_id !== op.companyId) throw new CommandError(codes.idConflict, m.idConflict);
    if (loan.status !== 'draft') throw new CommandError(codes.loanNotDraft, m.loanNotDraft);
    if (loan.customer_id !== p.customerId) {
      throw new CommandError(codes.loanCustomerMismatch, m.loanCustomerMismatch);
    }
  }
  const [customer, unit, inCarts] = await Promise.all([
    findLocalPerson(db, p.customerId),
    db.units.get(p.unitId),
    cartLinesOf(ctx, p.unitId),
  ]);
  if (!customer) throw new CommandError(codes.notFound, m.customerNotFound);
  if (customer.isFlagged) {
    throw new CommandError(e.borrowerFlagged, s.borrowerFlagged, customer.flag_reason);
  }
  if (unit?.company_id !== op.companyId) throw new CommandError(codes.notFound, m.unitNotFound);
  checkUnitAvailable(unit, inCarts, p.loanId);
  if (p.expectedReturnDate < p.loanDate) {
    throw new CommandError(codes.invalidDate, m.returnBeforeLoan);
  }
}

/** The cart lines that hold the unit now. */
function cartLinesOf(ctx: LocalOpContext, unitId: number): Promise<LoanItemRow[]> {
  return ctx.db.loanItems
    .where('unit_id')
    .equals(unitId)
    .filter((line) => line.status === 'in_cart')
    .toArray();
}

/** SPEC §4: only status code 0 (available, in no cart) may go into a cart. */
function checkUnitAvailable(unit: UnitRow, inCarts: readonly LoanItemRow[], loanId: string): void {
  if (inCarts.some((line) => line.loan_id === loanId)) {
    throw new CommandError(codes.unitInCart, m.unitInCart);
  }
  if (inCarts.length > 0) throw new CommandError(e.unitInOtherCart, s.unitInOtherCart);
  if (unit.status === 'lent') throw new CommandError(e.unitLent, s.unitLent);
  if (!isLendable(unit.status)) throw new CommandError(e.unitUnavailable, s.unitUnavailable);
}

/** A line out of a draft's cart. */
export async function localCartRemove(ctx: LocalOpContext, p: RemovePayload): Promise<void> {
  const { db } = ctx;
  const item = await db.loanItems.get(p.loanItemId);
  const loan = item ? await db.loans.get(item.loan_id) : undefined;
  if (!item || !loan) {
    if (ctx.strict) throw new CommandError(codes.notFound, m.loanItemNotFound);
    return;
  }
  if (loan.status !== 'draft' || item.status !== 'in_cart') {
    if (ctx.strict) throw new CommandError(codes.loanNotDraft, m.loanNotDraft);
    return;
  }
  await Promise.all([
    db.loanItems.delete(item.id),
    db.loans.update(loan.id, { updated_at: ctx.now }),
  ]);
}
