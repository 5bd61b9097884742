import { syncMessages as m, syncRejectCodes as codes } from '../../../../shared/contracts/sync';
import type { SyncOpOf } from '../../../../shared/contracts/sync';
import type { LoanRow } from '../../../db/schema';
import type { OpContext } from '../context';
import { reject } from '../context';
import { resolveHutPerson } from '../hut-users';
import { lockLoan, updateLoan } from '../loan-store';
import { toSyncLoan, toSyncLoanItem } from '../rows';

type Payload = SyncOpOf<'cart.add'>['payload'];

/** Adds a unit to the borrower's cart, creating the draft loan (with the device's id) if new. */
export async function cartAdd(ctx: OpContext, p: Payload): Promise<void> {
  // The customer as the server knows them (a walk-in's ref or a merged record resolved),
  // locked before the loan: hut-users.ts.
  const person = await resolveHutPerson(ctx, p.customerId);
  const existing = await lockLoan(ctx, p.loanId);
  const customerId = existing ? checkDraft(ctx, existing, person?.id ?? null) : newCustomer(person);

  const unit = await ctx.trx
    .selectFrom('units')
    .select(['id', 'company_id'])
    .where('id', '=', p.unitId)
    .executeTakeFirst();
  if (unit?.company_id !== ctx.companyId) throw reject(codes.notFound, m.unitNotFound);

  if (existing) {
    const inCart = await ctx.trx
      .selectFrom('loan_items')
      .select('id')
      .where('loan_id', '=', existing.id)
      .where('unit_id', '=', p.unitId)
      .where('status', '=', 'in_cart')
      .executeTakeFirst();
    if (inCart) throw reject(codes.unitInCart, m.unitInCart);
  }

  // Writes only after every check but the line's id (below): a refusal rolls back the op.
  const loan = existing
    ? await updateLoan(ctx, existing.id, {})
    : await insertDraft(ctx, p, customerId);
  if (!existing) ctx.out.put('loans', toSyncLoan(loan));

  const item = await ctx.trx
    .insertInto('loan_items')
    .values({
      id: p.loanItemId,
      loan_id: loan.id,
      unit_id: p.unitId,
      status: 'in_cart',
      expected_return_date: loan.expected_return_date,
      returned_at: null,
      returned_by: null,
      created_at: ctx.now,
      updated_at: ctx.now,
    })
    // A line id already used (by any loan) is refused; the draft written above rolls back.
    .onConflict((oc) => oc.column('id').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!item) throw reject(codes.idConflict, m.idConflict);
  ctx.out.put('loan_items', toSyncLoanItem(item));
}

function checkDraft(ctx: OpContext, loan: LoanRow, customerId: number | null): number {
  // A loan id of another hut cannot be this device's new cart: the id is taken.
  if (loan.company_id !== ctx.companyId) throw reject(codes.idConflict, m.idConflict);
  if (loan.status !== 'draft') throw reject(codes.loanNotDraft, m.loanNotDraft);
  if (loan.customer_id !== customerId) {
    throw reject(codes.loanCustomerMismatch, m.loanCustomerMismatch);
  }
  return loan.customer_id;
}

/** A new cart's borrower: the hut's own people only (hut-users.ts: requireHutPerson). */
function newCustomer(person: { id: number; inHut: boolean } | null): number {
  if (!person?.inHut) throw reject(codes.notFound, m.customerNotFound);
  return person.id;
}

/** The server assigns the human loan number (`number`); it is read back, never set here. */
async function insertDraft(ctx: OpContext, p: Payload, customerId: number): Promise<LoanRow> {
  return ctx.trx
    .insertInto('loans')
    .values({
      id: p.loanId,
      company_id: ctx.companyId,
      customer_id: customerId,
      status: 'draft',
      loan_date: p.loanDate,
      expected_return_date: p.expectedReturnDate,
      created_by: ctx.actorId,
      created_at: ctx.now,
      updated_at: ctx.now,
      closed_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
