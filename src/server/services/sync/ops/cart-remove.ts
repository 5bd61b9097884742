import { syncMessages as m, syncRejectCodes as codes } from '../../../../shared/contracts/sync';
import type { SyncOpOf } from '../../../../shared/contracts/sync';
import type { OpContext } from '../context';
import { reject } from '../context';
import { requireLoan, updateLoan } from '../loan-store';

type Payload = SyncOpOf<'cart.remove'>['payload'];

/** Takes a line out of a draft's cart. Lines of a handed-out loan are returned, not removed. */
export async function cartRemove(ctx: OpContext, p: Payload): Promise<void> {
  const found = await findItem(ctx, p.loanItemId);
  const loan = await requireLoan(ctx, found.loan_id);
  // Read again under the loan's lock: a concurrent op on the same cart may have changed it.
  const item = await findItem(ctx, p.loanItemId);
  if (loan.status !== 'draft' || item.status !== 'in_cart') {
    throw reject(codes.loanNotDraft, m.loanNotDraft);
  }
  await ctx.trx.deleteFrom('loan_items').where('id', '=', item.id).execute();
  ctx.out.deleteLoanItem(item.id);
  await updateLoan(ctx, loan.id, {});
}

/** A line of the hut's loans; another hut's line is "not found", as an unknown one is. */
async function findItem(ctx: OpContext, id: string) {
  const item = await ctx.trx
    .selectFrom('loan_items')
    .innerJoin('loans', 'loans.id', 'loan_items.loan_id')
    .select(['loan_items.id', 'loan_items.loan_id', 'loan_items.status'])
    .where('loan_items.id', '=', id)
    .where('loans.company_id', '=', ctx.companyId)
    .executeTakeFirst();
  if (!item) throw reject(codes.notFound, m.loanItemNotFound);
  return item;
}
