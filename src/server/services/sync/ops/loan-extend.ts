import { syncMessages as m, syncRejectCodes as codes } from '../../../../shared/contracts/sync';
import type { SyncOpOf } from '../../../../shared/contracts/sync';
import { LONGEST_LOAN_DAYS, latestExtension } from '../../../../shared/domain/loan-rules';
import { osloDateOf } from '../../../db/clock';
import type { LoanRow } from '../../../db/schema';
import type { OpContext } from '../context';
import { reject } from '../context';
import { loanItems, requireLoan, updateItem, updateLoan } from '../loan-store';
import { toSyncExtension, toSyncLoan } from '../rows';
import type { LoanItemRow } from '../rows';

type Payload = SyncOpOf<'loan.extend'>['payload'];

/**
 * Moves the return date of a whole loan or of one unit, and keeps the history (extended return
 * dates of SPEC §3). A promise to the borrower, not a physical event: a loan already closed
 * cannot be extended, nor a date set further than one longest loan ahead, so those are refused
 * rather than recorded.
 */
export async function loanExtend(ctx: OpContext, p: Payload): Promise<void> {
  const loan = await requireLoan(ctx, p.loanId);
  if (loan.status !== 'open') throw reject(codes.loanNotOpen, m.loanNotOpen);
  if (p.expectedReturnDate < loan.loan_date) throw reject(codes.invalidDate, m.extensionBeforeLoan);
  // A typing error (9999-12-31) is no promise: at most one longest loan further (loan-rules.ts).
  if (
    p.expectedReturnDate > latestExtension(loan.expected_return_date, osloDateOf(new Date(ctx.now)))
  ) {
    throw reject(codes.invalidDate, m.extensionTooFar(LONGEST_LOAN_DAYS));
  }
  const taken = await ctx.trx
    .selectFrom('loan_extensions')
    .select('id')
    .where('id', '=', p.extensionId)
    .executeTakeFirst();
  if (taken) throw reject(codes.idConflict, m.idConflict);

  const lent = (await loanItems(ctx, loan.id)).filter((item) => item.status === 'lent');
  const previous =
    p.loanItemId === null
      ? await extendLoan(ctx, loan, lent, p.expectedReturnDate)
      : await extendItem(ctx, loan, lent, p.loanItemId, p.expectedReturnDate);

  const extension = await ctx.trx
    .insertInto('loan_extensions')
    .values({
      id: p.extensionId,
      loan_id: loan.id,
      loan_item_id: p.loanItemId,
      previous_date: previous,
      new_date: p.expectedReturnDate,
      created_by: ctx.actorId,
      created_at: ctx.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  ctx.out.put('extensions', toSyncExtension(extension));
}

async function extendLoan(
  ctx: OpContext,
  loan: LoanRow,
  lent: readonly LoanItemRow[],
  newDate: string,
): Promise<string> {
  for (const item of lent) {
    if (item.expected_return_date !== newDate) {
      await updateItem(ctx, item.id, { expected_return_date: newDate });
    }
  }
  await updateLoan(ctx, loan.id, { expected_return_date: newDate });
  return loan.expected_return_date;
}

/** One unit only; the loan stays due when its last unit still out is due. */
async function extendItem(
  ctx: OpContext,
  loan: LoanRow,
  lent: readonly LoanItemRow[],
  itemId: string,
  newDate: string,
): Promise<string> {
  const item = lent.find((i) => i.id === itemId);
  if (!item) {
    const known = await ctx.trx
      .selectFrom('loan_items')
      .select('id')
      .where('id', '=', itemId)
      .where('loan_id', '=', loan.id)
      .executeTakeFirst();
    throw known
      ? reject(codes.itemNotLent, m.itemNotLent)
      : reject(codes.notFound, m.loanItemNotFound);
  }
  await updateItem(ctx, item.id, { expected_return_date: newDate });
  const due = lent
    .map((i) => (i.id === item.id ? newDate : i.expected_return_date))
    .reduce((a, b) => (a > b ? a : b));
  if (due !== loan.expected_return_date)
    await updateLoan(ctx, loan.id, { expected_return_date: due });
  else ctx.out.put('loans', toSyncLoan(loan), false);
  return item.expected_return_date;
}
