import type { SyncOpOf } from '../../../../shared/contracts/sync';
import type { OpContext } from '../context';
import { closeLoanIfDone, lockUnit, raiseException, requireLoan, returnLent } from '../loan-store';
import { toSyncLoan } from '../rows';
import { lineStatus } from '../../../db/sql-helpers';

type Payload = SyncOpOf<'loan.receiveAll'>['payload'];

/** Motta alle: every unit still out on the loan comes back and the loan closes. */
export async function loanReceiveAll(ctx: OpContext, p: Payload): Promise<void> {
  // Units before the loan (lock-order.ts: LOCK_ORDER); a line's unit never changes.
  const lentUnits = await ctx.trx
    .selectFrom('loan_items')
    .innerJoin('loans', 'loans.id', 'loan_items.loan_id')
    .select('loan_items.unit_id')
    .where('loan_items.loan_id', '=', p.loanId)
    .where('loans.company_id', '=', ctx.companyId)
    .where('loan_items.status', '=', lineStatus('lent'))
    .orderBy('loan_items.unit_id')
    .execute();
  for (const item of lentUnits) await lockUnit(ctx, item.unit_id);
  const loan = await requireLoan(ctx, p.loanId);
  const returned = await returnLent(ctx, { column: 'loan_id', value: loan.id });
  if (returned.length === 0) {
    // Already back (another device, or a draft never handed out): a no-op, but noted.
    ctx.out.put('loans', toSyncLoan(loan), false);
    await raiseException(ctx, 'return_not_on_loan', { loanId: loan.id, loanStatus: loan.status });
    return;
  }
  await closeLoanIfDone(ctx, loan.id);
}
