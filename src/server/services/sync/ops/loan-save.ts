import { syncMessages as m, syncRejectCodes as codes } from '../../../../shared/contracts/sync';
import type { SyncOpOf } from '../../../../shared/contracts/sync';
import type { OpContext } from '../context';
import { reject } from '../context';
import { loanItems, requireLoan, updateItem, updateLoan } from '../loan-store';

type Payload = SyncOpOf<'loan.save'>['payload'];

/**
 * Saves a draft's dates (the cart lines follow the loan's return date, SPEC §4) and, if given,
 * which of the borrower's children the loan is for.
 */
export async function loanSave(ctx: OpContext, p: Payload): Promise<void> {
  const loan = await requireLoan(ctx, p.loanId);
  if (loan.status !== 'draft') throw reject(codes.loanNotDraft, m.loanNotDraft);
  if (p.memberId) {
    // Only a child of the loan's own borrower (never someone else's child).
    const child = await ctx.trx
      .selectFrom('members')
      .select('user_id')
      .where('id', '=', p.memberId)
      .executeTakeFirst();
    if (child?.user_id !== loan.customer_id) throw reject(codes.notFound, m.memberNotFound);
  }
  await updateLoan(ctx, loan.id, {
    loan_date: p.loanDate,
    expected_return_date: p.expectedReturnDate,
    ...(p.memberId === undefined ? {} : { member_id: p.memberId }),
  });
  for (const item of await loanItems(ctx, loan.id)) {
    if (item.status === 'in_cart' && item.expected_return_date !== p.expectedReturnDate) {
      await updateItem(ctx, item.id, { expected_return_date: p.expectedReturnDate });
    }
  }
}
