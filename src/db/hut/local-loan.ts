import { localIsoDate } from '../../shared/domain/dates/dates';
import { LONGEST_LOAN_DAYS, latestExtension } from '../../shared/domain/loan-rules';
import { isOnShelf } from '../../shared/domain/shelf';
import { staffErrorCodes as e, staffMessages as s } from '../../shared/texts/staff';
import { syncMessages as m, syncRejectCodes as codes } from '../../shared/texts/sync';
import type { SyncOpOf } from '../../shared/contracts/sync-ops';
import { CommandError } from '../commands/command-error';
import type { LoanItemRow, LoanRow, UnitRow } from './hut-types';
import { handOutServes } from '../../shared/domain/reservations';
import type { LocalOpContext } from './local-context';
import { findLocalPerson } from './local-person';

type SavePayload = SyncOpOf<'loan.save'>['payload'];
type HandOutPayload = SyncOpOf<'loan.handOut'>['payload'];
type ExtendPayload = SyncOpOf<'loan.extend'>['payload'];

/** The op's loan at this hut, or a refusal (strict) / nothing to do (replay). */
export async function localLoan(ctx: LocalOpContext, id: string): Promise<LoanRow | undefined> {
  const loan = await ctx.db.loans.get(id);
  if (loan?.company_id === ctx.op.companyId) return loan;
  if (ctx.strict) throw new CommandError(codes.notFound, m.loanNotFound);
  return undefined;
}

function checkDates(p: { loanDate: string; expectedReturnDate: string }): void {
  if (p.expectedReturnDate < p.loanDate) {
    throw new CommandError(codes.invalidDate, m.returnBeforeLoan);
  }
}

/** Saves a draft's dates; the cart lines follow the loan's return date (SPEC §4). */
export async function localLoanSave(ctx: LocalOpContext, p: SavePayload): Promise<void> {
  const loan = await localLoan(ctx, p.loanId);
  if (!loan) return;
  if (loan.status !== 'draft') {
    if (ctx.strict) throw new CommandError(codes.loanNotDraft, m.loanNotDraft);
    return;
  }
  if (ctx.strict) checkDates(p);
  if (ctx.strict && p.memberId) {
    const child = await ctx.db.hutMembers.get(p.memberId);
    if (child?.user_id !== loan.customer_id) {
      throw new CommandError(codes.notFound, m.memberNotFound);
    }
  }
  await ctx.db.loans.update(loan.id, {
    loan_date: p.loanDate,
    expected_return_date: p.expectedReturnDate,
    ...(p.memberId === undefined ? {} : { member_id: p.memberId }),
    updated_at: ctx.now,
  });
  await ctx.db.loanItems
    .where('loan_id')
    .equals(loan.id)
    .filter((item) => item.status === 'in_cart')
    .modify({ expected_return_date: p.expectedReturnDate, updated_at: ctx.now });
}

/**
 * Utlever: the draft becomes an open loan and its units leave the shelf. A unit the device
 * thinks is out elsewhere is still handed out (the counter's truth); the server records it.
 */
export async function localLoanHandOut(ctx: LocalOpContext, p: HandOutPayload): Promise<void> {
  const { db, now } = ctx;
  const loan = await localLoan(ctx, p.loanId);
  if (!loan) return;
  if (loan.status !== 'draft') {
    if (ctx.strict) throw new CommandError(codes.loanNotDraft, m.loanNotDraft);
    return;
  }
  const cart = await db.loanItems
    .where('loan_id')
    .equals(loan.id)
    .filter((item) => item.status === 'in_cart')
    .toArray();
  if (ctx.strict) {
    if (cart.length === 0) throw new CommandError(codes.emptyCart, m.emptyCart);
    checkDates(p);
    const customer = await findLocalPerson(db, loan.customer_id);
    if (!customer) throw new CommandError(codes.notFound, m.customerNotFound);
    if (customer.isFlagged) {
      throw new CommandError(e.borrowerFlagged, s.borrowerFlagged, customer.flag_reason);
    }
  }
  for (const item of cart) {
    await db.loanItems.update(item.id, {
      status: 'lent',
      expected_return_date: p.expectedReturnDate,
      updated_at: now,
    });
    const unit = await db.units.get(item.unit_id);
    if (unit && isOnShelf(unit.status)) {
      await db.units.update(unit.id, { status: 'lent', updated_at: now });
    }
  }
  await db.loans.update(loan.id, {
    status: 'open',
    loan_date: p.loanDate,
    expected_return_date: p.expectedReturnDate,
    updated_at: now,
  });
  await pickUpReservations(ctx, loan, cart, p);
}

/** The borrower's reservations this hand-out serves are picked up (the server's rule too). */
async function pickUpReservations(
  ctx: LocalOpContext,
  loan: LoanRow,
  cart: readonly LoanItemRow[],
  p: HandOutPayload,
): Promise<void> {
  const units = (await ctx.db.units.bulkGet(cart.map((i) => i.unit_id))).filter(
    (u): u is UnitRow => u !== undefined,
  );
  await ctx.db.reservations
    .where('pickup_date')
    .between(p.loanDate, p.expectedReturnDate, true, true)
    .filter(
      (r) =>
        r.status === 'active' &&
        handOutServes(
          r,
          { customerId: loan.customer_id, loanDate: p.loanDate, dueDate: p.expectedReturnDate },
          units,
        ),
    )
    .modify({ status: 'picked_up', loan_id: loan.id, updated_at: ctx.now });
}

/** A new return date for the whole loan or one unit, with its history row. */
export async function localLoanExtend(ctx: LocalOpContext, p: ExtendPayload): Promise<void> {
  const { db, now, op } = ctx;
  const loan = await localLoan(ctx, p.loanId);
  if (!loan || (await db.extensions.get(p.extensionId))) {
    if (loan && ctx.strict) throw new CommandError(codes.idConflict, m.idConflict);
    return;
  }
  const refuse = (code: string, message: string) => {
    if (ctx.strict) throw new CommandError(code, message);
  };
  if (loan.status !== 'open') return refuse(codes.loanNotOpen, m.loanNotOpen);
  if (p.expectedReturnDate < loan.loan_date)
    return refuse(codes.invalidDate, m.extensionBeforeLoan);
  // The server's rule (ops/loan-extend.ts), with this device's today.
  if (p.expectedReturnDate > latestExtension(loan.expected_return_date, localIsoDate(now))) {
    return refuse(codes.invalidDate, m.extensionTooFar(LONGEST_LOAN_DAYS));
  }
  const lent = await db.loanItems
    .where('loan_id')
    .equals(loan.id)
    .filter((item) => item.status === 'lent')
    .toArray();

  let previous = loan.expected_return_date;
  if (p.loanItemId === null) {
    for (const item of lent) {
      await db.loanItems.update(item.id, {
        expected_return_date: p.expectedReturnDate,
        updated_at: now,
      });
    }
    await db.loans.update(loan.id, { expected_return_date: p.expectedReturnDate, updated_at: now });
  } else {
    const item = lent.find((i) => i.id === p.loanItemId);
    if (!item) {
      const known = await db.loanItems.get(p.loanItemId);
      return known?.loan_id === loan.id
        ? refuse(codes.itemNotLent, m.itemNotLent)
        : refuse(codes.notFound, m.loanItemNotFound);
    }
    previous = item.expected_return_date;
    await db.loanItems.update(item.id, {
      expected_return_date: p.expectedReturnDate,
      updated_at: now,
    });
    // The loan is due when its last unit still out is due.
    const due = lent
      .map((i) => (i.id === item.id ? p.expectedReturnDate : i.expected_return_date))
      .reduce((a, b) => (a > b ? a : b));
    await db.loans.update(loan.id, { expected_return_date: due, updated_at: now });
  }
  await db.extensions.add({
    id: p.extensionId,
    loan_id: loan.id,
    loan_item_id: p.loanItemId,
    previous_date: previous,
    new_date: p.expectedReturnDate,
    created_by: op.actorId,
    created_at: now,
  });
}
