import { syncMessages as m, syncRejectCodes as codes } from '../../../../shared/contracts/sync';
import type { SyncOpOf } from '../../../../shared/contracts/sync';
import type { LoanRow } from '../../../db/schema';
import type { OpContext } from '../context';
import { reject, type OpRejected } from '../context';
import { resolveHutPerson } from '../hut-users';
import { loanLock, updateLoan } from '../loan-store';
import { toSyncLoan, toSyncLoanItem } from '../rows';
import { lineStatus } from '../../../db/sql-helpers';

type Payload = SyncOpOf<'cart.add'>['payload'];

/**
 * Adds a unit to the borrower's cart, creating the draft loan (with the device's id) if new.
 * Mirrored for a batch of carts by the counter batch (counter-batch-plan.ts): a rule changed
 * here is changed there (tests/server/sync-counter-batch.test.ts compares the two).
 * A cart's first line is the counter's most frequent op, and every statement of it is a round
 * trip inside the push's transaction (issue 12): the new draft is inserted without looking for
 * it first, and the line's insert checks the unit.
 */
export async function cartAdd(ctx: OpContext, p: Payload): Promise<void> {
  // The customer as the server knows them (a walk-in's ref or a merged record resolved),
  // locked before the loan (lock-order.ts: LOCK_ORDER).
  const person = await resolveHutPerson(ctx, p.customerId);
  const created = person?.inHut ? await insertDraft(ctx, p, person.id) : undefined;
  const loan = created ?? (await existingDraft(ctx, p, person));
  if (created) ctx.out.put('loans', toSyncLoan(created));

  // The unit and the line's id are checked by the line's insert itself: a refusal there rolls
  // back the draft written above with the rest of the op.
  const item = await insertLine(ctx, p, loan);
  if (!item) throw await lineRefusal(ctx, p.unitId);
  ctx.out.put('loan_items', toSyncLoanItem(item));
}

/**
 * No new draft was written (the loan id is taken, or the borrower is not the hut's): the cart
 * the id names, locked, for the same borrower and still a draft. Another hut's loan is one this
 * hut does not know (unknownLoan), so the answer says nothing about it.
 */
async function existingDraft(
  ctx: OpContext,
  p: Payload,
  person: { id: number; inHut: boolean } | null,
): Promise<LoanRow> {
  const existing = await loanLock(ctx, p.loanId)
    .where('company_id', '=', ctx.companyId)
    .executeTakeFirst();
  if (!existing) throw await unknownLoan(ctx, p, person);
  checkDraft(existing, person?.id ?? null);
  const inCart = await ctx.trx
    .selectFrom('loan_items')
    .select('id')
    .where('loan_id', '=', existing.id)
    .where('unit_id', '=', p.unitId)
    .where('status', '=', lineStatus('in_cart'))
    .executeTakeFirst();
  if (inCart) throw reject(codes.unitInCart, m.unitInCart);
  return updateLoan(ctx, existing.id, {});
}

/**
 * The refusal of a cart whose loan id the hut does not know, the same whether no loan has the id
 * or another hut's does: exactly what the op answers when its new draft is written and then
 * refused (a borrower from outside the hut, a unit not the hut's, a line id taken). Only where
 * that draft would have been kept is another hut's id told apart, as the device's id being taken
 * (id_conflict, the answer to any id it made that is already used).
 */
async function unknownLoan(
  ctx: OpContext,
  p: Payload,
  person: { id: number; inHut: boolean } | null,
): Promise<OpRejected> {
  // A new cart's borrower: the hut's own people only (hut-users.ts: requireHutPerson).
  if (!person?.inHut) return reject(codes.notFound, m.customerNotFound);
  const unit = await ctx.trx
    .selectFrom('units')
    .select('id')
    .where('id', '=', p.unitId)
    .where('company_id', '=', ctx.companyId)
    .executeTakeFirst();
  return unit ? reject(codes.idConflict, m.idConflict) : reject(codes.notFound, m.unitNotFound);
}

/**
 * The line, inserted only when the unit is the hut's: nothing comes back for a unit of
 * another hut (or none) or for a line id already used by any loan (lineRefusal tells which).
 * Columns left out are null; PostgreSQL would read a bare null in the SELECT as text.
 */
async function insertLine(ctx: OpContext, p: Payload, loan: LoanRow) {
  return ctx.trx
    .insertInto('loan_items')
    .columns([
      'id',
      'loan_id',
      'unit_id',
      'status',
      'expected_return_date',
      'created_at',
      'updated_at',
    ])
    .expression((eb) =>
      eb
        .selectFrom('units')
        .select((u) => [
          u.val(p.loanItemId).as('id'),
          u.val(loan.id).as('loan_id'),
          'units.id as unit_id',
          u.val('in_cart').as('status'),
          u.val(loan.expected_return_date).as('expected_return_date'),
          u.val(ctx.now).as('created_at'),
          u.val(ctx.now).as('updated_at'),
        ])
        .where('units.id', '=', p.unitId)
        .where('units.company_id', '=', ctx.companyId),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Why insertLine wrote nothing: the unit is not the hut's, or the line id is taken. */
async function lineRefusal(ctx: OpContext, unitId: number): Promise<OpRejected> {
  const unit = await ctx.trx
    .selectFrom('units')
    .select('company_id')
    .where('id', '=', unitId)
    .executeTakeFirst();
  return unit?.company_id === ctx.companyId
    ? reject(codes.idConflict, m.idConflict)
    : reject(codes.notFound, m.unitNotFound);
}

/** The hut's own loan the op names: still a draft, and the same borrower's. */
function checkDraft(loan: LoanRow, customerId: number | null): void {
  if (loan.status !== 'draft') throw reject(codes.loanNotDraft, m.loanNotDraft);
  if (loan.customer_id !== customerId) {
    throw reject(codes.loanCustomerMismatch, m.loanCustomerMismatch);
  }
}

/** The server assigns the human loan number (`number`); it is read back, never set here. */
async function insertDraft(
  ctx: OpContext,
  p: Payload,
  customerId: number,
): Promise<LoanRow | undefined> {
  return (
    ctx.trx
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
      // Taken: the device's cart (or another's id), looked at by existingDraft.
      .onConflict((oc) => oc.column('id').doNothing())
      .returningAll()
      .executeTakeFirst()
  );
}
