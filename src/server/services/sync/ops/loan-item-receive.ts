import { syncMessages as m, syncRejectCodes as codes } from '../../../../shared/contracts/sync';
import type { SyncOpOf } from '../../../../shared/contracts/sync';
import type { OpContext } from '../context';
import { reject } from '../context';
import { closeLoanIfDone, lockUnit, raiseException, requireLoan, returnLent } from '../loan-store';
import { toSyncLoan, toSyncLoanItem } from '../rows';
import { recordReturnReport } from '../unit-store';

type Payload = SyncOpOf<'loanItem.receive'>['payload'];

/**
 * Mottatt: one unit back from the borrower; the loan closes with its last unit. A report (damage,
 * missing parts, a remark) is recorded with it in the same transaction.
 */
export async function loanItemReceive(ctx: OpContext, p: Payload): Promise<void> {
  const found = await ctx.trx
    .selectFrom('loan_items')
    .innerJoin('loans', 'loans.id', 'loan_items.loan_id')
    .select(['loan_items.loan_id', 'loan_items.unit_id', 'loans.company_id'])
    .where('loan_items.id', '=', p.loanItemId)
    .executeTakeFirst();
  if (found?.company_id !== ctx.companyId) throw reject(codes.notFound, m.loanItemNotFound);
  // Unit before loan (lock-order.ts: LOCK_ORDER); a line's unit never changes.
  await lockUnit(ctx, found.unit_id);
  const loan = await requireLoan(ctx, found.loan_id);
  // Under the loan's lock: another device may have just received it.
  const [returned] = await returnLent(ctx, { column: 'id', value: p.loanItemId });
  if (returned) {
    await closeLoanIfDone(ctx, loan.id);
  } else {
    // Received twice, or found at a later hand-out: nothing to undo, but staff should know.
    const item = await ctx.trx
      .selectFrom('loan_items')
      .selectAll()
      .where('id', '=', p.loanItemId)
      .executeTakeFirstOrThrow();
    ctx.out.put('loans', toSyncLoan(loan), false);
    ctx.out.put('loan_items', toSyncLoanItem(item), false);
    await raiseException(ctx, 'return_not_on_loan', {
      loanId: loan.id,
      loanItemId: item.id,
      unitId: item.unit_id,
      itemStatus: item.status,
    });
  }
  // The unit is at the counter either way: what staff saw of it is kept.
  if (p.report) {
    await recordReturnReport(
      ctx,
      { unitId: found.unit_id, loanId: loan.id, loanItemId: p.loanItemId },
      p.report,
    );
  }
}
