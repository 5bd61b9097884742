import type { ExpressionBuilder } from 'kysely';
import { isOnShelf } from '../../../../shared/domain/shelf';
import { syncMessages as m, syncRejectCodes as codes } from '../../../../shared/contracts/sync';
import type { SyncOpOf } from '../../../../shared/contracts/sync';
import type { Database, LoanRow } from '../../../db/schema';
import type { OpContext } from '../context';
import { reject } from '../context';
import {
  closeLoanIfDone,
  loanItems,
  loanLock,
  lockLoan,
  ownLoan,
  raiseException,
  returnFound,
  sortByUnit,
  updateLoan,
  updateUnit,
} from '../loan-store';
import { toSyncLoan, toSyncLoanItem } from '../rows';
import { lockHutForHandOut } from '../../reservations/rules';
import { settleReservations } from './hand-out-reservations';
import { takeUnit, type LockedUnit } from './hand-out-units';
import type { LoanItemRow } from '../rows';
import { lineStatus } from '../../../db/sql-helpers';

type Payload = SyncOpOf<'loan.handOut'>['payload'];

/**
 * Utlever: the draft becomes an open loan and its units leave the shelf. The handover at the
 * counter is the truth (docs/counter-truth.md): it is always recorded, and whatever contradicts the server's
 * picture becomes an exception instead of a refusal.
 *
 * Mirrored, for drafts made in the same batch, by the counter batch (counter-batch-plan.ts): a
 * rule changed here is changed there (tests/server/sync-counter-batch.test.ts compares them).
 */
export async function loanHandOut(ctx: OpContext, p: Payload): Promise<void> {
  // The hut's booking lock before any loan or unit (lock-order.ts: LOCK_ORDER), unless the
  // transaction took it before its first op (index.ts: lockBeforeOps).
  const hut =
    ctx.lockedHuts.get(ctx.companyId) ?? (await lockHutForHandOut(ctx.trx, ctx.companyId, ctx.now));
  // Opened in its first statement, as nearly every hand-out finds its draft; or locked as it is.
  const opened = await openDraft(ctx, p);
  const loan = opened ?? (await lockDraft(ctx, p.loanId));
  if (!opened && loan.status !== 'draft') {
    // Handed out already (by another device or the online screen): report it, change nothing.
    ctx.out.put('loans', toSyncLoan(loan), false);
    for (const item of await loanItems(ctx, loan.id)) {
      ctx.out.put('loan_items', toSyncLoanItem(item), false);
    }
    return;
  }
  const cart = await lendCart(ctx, loan.id, p.expectedReturnDate);
  if (cart.length === 0) throw reject(codes.emptyCart, m.emptyCart);

  // Every unit before any older loan (items come sorted by unit id): lock-order.ts.
  const units = new Map<number, LockedUnit>();
  for (const item of cart) {
    const unit = await takeUnit(ctx, item.unit_id, loan.id);
    if (!unit) throw reject(codes.notFound, m.unitNotFound);
    units.set(unit.row.id, unit);
  }
  for (const item of cart) {
    const unit = units.get(item.unit_id);
    if (unit) await handOutItem(ctx, loan, item, unit);
  }
  // A draft committed after openDraft's snapshot was taken (PostgreSQL) is opened here.
  if (!opened) await updateLoan(ctx, loan.id, openValues(p));

  if (loan.customer_flagged === 1) {
    await raiseException(ctx, 'borrower_flagged', {
      loanId: loan.id,
      customerId: loan.customer_id,
      flagReason: loan.customer_flag_reason,
    });
  }
  // Last: the reservations see every unit of this hand-out out (and the flag comes first).
  if (!hut.hasActiveReservations) return;
  const rows = [...units.values()].map((u) => u.row);
  await settleReservations(ctx, loan, rows, p.loanDate, p.expectedReturnDate);
}

const openValues = (p: Payload) =>
  ({
    status: 'open',
    loan_date: p.loanDate,
    expected_return_date: p.expectedReturnDate,
  }) as const;

/**
 * The hut's draft, opened (and so locked), with its borrower's flag read in the same statement:
 * a hand-out is the counter's most frequent op, and each statement of it is a round trip inside
 * the push's transaction (issue 12). Nothing comes back for any other loan, or none.
 */
async function openDraft(ctx: OpContext, p: Payload) {
  const loan = await ctx.trx
    .updateTable('loans')
    .set({ ...openValues(p), updated_at: ctx.now })
    .where('id', '=', p.loanId)
    .where('company_id', '=', ctx.companyId)
    .where('status', '=', 'draft')
    .returningAll()
    .returning(borrowerFlag)
    .executeTakeFirst();
  if (loan) ctx.out.put('loans', toSyncLoan(loan));
  return loan;
}

/** The loan locked as requireLoan locks it, with its borrower's flag (see openDraft). */
async function lockDraft(ctx: OpContext, loanId: string) {
  return ownLoan(ctx, await loanLock(ctx, loanId).returning(borrowerFlag).executeTakeFirst());
}

/** The flag the loan's own hut set on its borrower: another hut's flag does not hold here. */
function borrowerFlag(eb: ExpressionBuilder<Database, 'loans'>) {
  const borrower = () =>
    eb
      .selectFrom('company_user as cu')
      .whereRef('cu.user_id', '=', 'loans.customer_id')
      .whereRef('cu.company_id', '=', 'loans.company_id');
  return [
    borrower().select('cu.is_flagged').as('customer_flagged'),
    borrower().select('cu.flag_reason').as('customer_flag_reason'),
  ];
}

/**
 * The cart's lines, lent with the new due date in one statement (one round trip for the whole
 * cart: issue 12), sorted by unit as loanItems sorts them: the units are locked in that order.
 * The loan's lock keeps every other op off these lines meanwhile.
 */
async function lendCart(ctx: OpContext, loanId: string, dueDate: string): Promise<LoanItemRow[]> {
  const lines = await ctx.trx
    .updateTable('loan_items')
    .set({ status: 'lent', expected_return_date: dueDate, updated_at: ctx.now })
    .where('loan_id', '=', loanId)
    .where('status', '=', lineStatus('in_cart'))
    .returningAll()
    .execute();
  for (const line of sortByUnit(lines)) ctx.out.put('loan_items', toSyncLoanItem(line));
  return lines;
}

async function handOutItem(
  ctx: OpContext,
  loan: LoanRow,
  item: LoanItemRow,
  { row: unit, takenOut, productDeleted, lentElsewhere }: LockedUnit,
): Promise<void> {
  // The unit is in the borrower's hands now, so any older loan of it has ended at the counter.
  const elsewhere = lentElsewhere
    ? await ctx.trx
        .selectFrom('loan_items')
        .innerJoin('loans', 'loans.id', 'loan_items.loan_id')
        .selectAll('loan_items')
        .select('loans.customer_id')
        .where('loan_items.unit_id', '=', unit.id)
        .where('loan_items.status', '=', lineStatus('lent'))
        .where('loan_items.loan_id', '!=', loan.id)
        .orderBy('loan_items.id')
        .execute()
    : [];
  for (const other of elsewhere) {
    await returnFound(ctx, other);
    // Locked after this loan's units (lock-order.ts: a loan handed out comes after units).
    await lockLoan(ctx, other.loan_id);
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

  if (takenOut) return;
  // Not taken by its lock: checked again on the locked row, which another transaction may have
  // changed between the two statements (PostgreSQL locks no row an UPDATE does not match).
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
