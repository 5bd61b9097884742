import { sql } from 'kysely';
import { isOnShelf } from '../../../../shared/domain/shelf';
import { syncMessages as m, syncRejectCodes as codes } from '../../../../shared/contracts/sync';
import type { SyncOpOf } from '../../../../shared/contracts/sync';
import type { LoanRow, UnitRow } from '../../../db/schema';
import type { OpContext } from '../context';
import { reject } from '../context';
import {
  closeLoanIfDone,
  loanItems,
  loanLock,
  ownLoan,
  raiseException,
  returnItem,
  unitLock,
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
  const loan = await lockDraft(ctx, p.loanId);
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
  const units = new Map<number, LockedUnit>();
  for (const item of cart) {
    const unit = await lockUnitForHandOut(ctx, item.unit_id, loan.id);
    if (!unit) throw reject(codes.notFound, m.unitNotFound);
    units.set(unit.row.id, unit);
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

  if (loan.customer_flagged === 1) {
    await raiseException(ctx, 'borrower_flagged', {
      loanId: loan.id,
      customerId: loan.customer_id,
      flagReason: loan.customer_flag_reason,
    });
  }
  // Last: the reservations see every unit of this hand-out out (and the flag comes first).
  const rows = [...units.values()].map((u) => u.row);
  await settleReservations(ctx, loan, rows, p.loanDate, p.expectedReturnDate);
}

/**
 * The draft, locked as requireLoan locks it, with its borrower's flag read in the same
 * statement: a hand-out is the counter's most frequent op, and each statement of it is a round
 * trip inside the push's transaction (issue 12).
 */
async function lockDraft(ctx: OpContext, loanId: string) {
  const loan = await loanLock(ctx, loanId)
    .returning((eb) => [
      eb
        .selectFrom('users')
        .select('is_flagged')
        .whereRef('users.id', '=', 'loans.customer_id')
        .as('customer_flagged'),
      eb
        .selectFrom('users')
        .select('flag_reason')
        .whereRef('users.id', '=', 'loans.customer_id')
        .as('customer_flag_reason'),
    ])
    .executeTakeFirst();
  return ownLoan(ctx, loan);
}

/** A unit of the cart, locked (lockUnit), with what its hand-out checks besides its status. */
interface LockedUnit {
  row: UnitRow;
  productDeleted: boolean;
  /** A lent line of it on another loan: that loan has ended at the counter. */
  lentElsewhere: boolean;
}

async function lockUnitForHandOut(
  ctx: OpContext,
  unitId: number,
  loanId: string,
): Promise<LockedUnit | undefined> {
  const found = await unitLock(ctx, unitId)
    .returning((eb) => [
      eb
        .selectFrom('products')
        .select('deleted_at')
        .whereRef('products.id', '=', 'units.product_id')
        .as('product_deleted_at'),
      eb
        .exists(
          eb
            .selectFrom('loan_items')
            .select('loan_items.id')
            .whereRef('loan_items.unit_id', '=', 'units.id')
            // A literal, not a bound value: loan_items has a partial index `where status =
            // 'lent'`, and SQLite re-prepares a statement that compares that column with a
            // bound value each time it runs (about 100 µs here, measured; 5 with the literal).
            .where('loan_items.status', '=', sql.lit('lent'))
            .where('loan_items.loan_id', '!=', loanId),
        )
        .as('lent_elsewhere'),
    ])
    .executeTakeFirst();
  if (!found) return undefined;
  const { product_deleted_at, lent_elsewhere, ...row } = found;
  // PostgreSQL answers EXISTS with a boolean, SQLite with 1 or 0.
  return {
    row,
    productDeleted: product_deleted_at != null,
    lentElsewhere: Boolean(lent_elsewhere),
  };
}

async function handOutItem(
  ctx: OpContext,
  loan: LoanRow,
  item: LoanItemRow,
  { row: unit, productDeleted, lentElsewhere }: LockedUnit,
  dueDate: string,
): Promise<void> {
  // The unit is in the borrower's hands now, so any older loan of it has ended at the counter.
  const elsewhere = lentElsewhere
    ? await ctx.trx
        .selectFrom('loan_items')
        .innerJoin('loans', 'loans.id', 'loan_items.loan_id')
        .selectAll('loan_items')
        .select('loans.customer_id')
        .where('loan_items.unit_id', '=', unit.id)
        .where('loan_items.status', '=', 'lent')
        .where('loan_items.loan_id', '!=', loan.id)
        .orderBy('loan_items.id')
        .execute()
    : [];
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
