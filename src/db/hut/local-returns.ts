import { staffMessages as s } from '../../shared/texts/staff';
import { syncMessages as m, syncRejectCodes as codes } from '../../shared/texts/sync';
import type { SyncOpOf } from '../../shared/contracts/sync-ops';
import { CommandError } from '../commands/command-error';
import type { LoanItemRow } from './hut-types';
import type { LocalOpContext } from './local-context';
import { localLoan } from './local-loan';
import { localReturnReport } from './local-units';

type ReceivePayload = SyncOpOf<'loanItem.receive'>['payload'];
type ReceiveAllPayload = SyncOpOf<'loan.receiveAll'>['payload'];

/** Mottatt: one unit back; the loan closes with its last unit. */
export async function localItemReceive(ctx: LocalOpContext, p: ReceivePayload): Promise<void> {
  const item = await ctx.db.loanItems.get(p.loanItemId);
  const loan = item ? await ctx.db.loans.get(item.loan_id) : undefined;
  if (!item || loan?.company_id !== ctx.op.companyId) {
    if (ctx.strict) throw new CommandError(codes.notFound, m.loanItemNotFound);
    return;
  }
  if (item.status !== 'lent') {
    if (!ctx.strict) return;
    throw item.status === 'in_cart'
      ? new CommandError(codes.itemNotLent, s.itemNotHandedOut)
      : new CommandError(codes.itemNotLent, s.itemAlreadyReturned);
  }
  await returnItem(ctx, item);
  await closeLoanIfDone(ctx, item.loan_id);
  if (p.report) await localReturnReport(ctx, item.unit_id, p.report);
}

/** Motta alle: every unit still out on the loan comes back and the loan closes. */
export async function localReceiveAll(ctx: LocalOpContext, p: ReceiveAllPayload): Promise<void> {
  const loan = await localLoan(ctx, p.loanId);
  if (!loan) return;
  const lent = await ctx.db.loanItems
    .where('loan_id')
    .equals(loan.id)
    .filter((item) => item.status === 'lent')
    .toArray();
  if (lent.length === 0) {
    if (ctx.strict) throw new CommandError(codes.loanNotOpen, s.itemAlreadyReturned);
    return;
  }
  for (const item of lent) await returnItem(ctx, item);
  await closeLoanIfDone(ctx, loan.id);
}

/** The unit goes back on the shelf unless it is retired or out again on another loan. */
async function returnItem(ctx: LocalOpContext, item: LoanItemRow): Promise<void> {
  const { db, now } = ctx;
  await db.loanItems.update(item.id, {
    status: 'returned',
    returned_at: now,
    returned_by: ctx.op.actorId,
    updated_at: now,
  });
  const unit = await db.units.get(item.unit_id);
  if (unit?.status !== 'lent') return;
  const stillOut = await db.loanItems
    .where('unit_id')
    .equals(item.unit_id)
    .filter((other) => other.status === 'lent')
    .count();
  if (stillOut === 0) await db.units.update(unit.id, { status: 'available', updated_at: now });
}

async function closeLoanIfDone(ctx: LocalOpContext, loanId: string): Promise<void> {
  const loan = await ctx.db.loans.get(loanId);
  if (loan?.status !== 'open') return;
  const outstanding = await ctx.db.loanItems
    .where('loan_id')
    .equals(loanId)
    .filter((item) => item.status === 'lent' || item.status === 'in_cart')
    .count();
  if (outstanding === 0) {
    await ctx.db.loans.update(loanId, {
      status: 'closed',
      closed_at: ctx.now,
      updated_at: ctx.now,
    });
  }
}
