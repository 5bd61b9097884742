import type { Updateable } from 'kysely';
import type { LoanItemsTable, LoanRow, LoansTable, UnitRow, UnitsTable } from '../../db/schema';
import { syncMessages as m, syncRejectCodes as codes } from '../../../shared/contracts/sync';
import type { SyncExceptionDetails, SyncExceptionKind } from '../../../shared/contracts/sync';
import type { OpContext } from './context';
import { reject } from './context';
import { newUuidV7 } from './ids';
import { noticeToStaff } from '../notices';
import { noticeTexts } from '../../../shared/texts/notices';
import { syncExceptionTexts } from '../../../shared/texts/sync';
import { toSyncException, toSyncLoan, toSyncLoanItem, toSyncUnit } from './rows';
import type { LoanItemRow } from './rows';

/**
 * Row access shared by the op handlers. Locks are taken by a no-op UPDATE (valid on both
 * dialects, unlike SELECT … FOR UPDATE): on PostgreSQL it blocks until a concurrent op on the
 * same loan or unit commits and then returns the committed row, so two tablets' ops on one unit
 * are decided one after the other. SQLite runs one writer at a time anyway.
 *
 * Lock order, to keep deadlocks rare (they are retried, but PostgreSQL needs a second to see
 * one): returns lock their units, then the loan; a hand-out locks the hut's booking row first
 * (reservations/rules.ts: lockHutForHandOut; a batch holding a hand-out takes it before its
 * first op, ops/index.ts: lockBeforeOps), then its draft (which nothing else returns from),
 * then all its units by id, then the older loans it closes.
 */
export async function lockLoan(ctx: OpContext, id: string): Promise<LoanRow | undefined> {
  return loanLock(ctx, id).executeTakeFirst();
}

/** The lock of lockLoan as a query, for a handler that reads more in the same statement. */
export function loanLock(ctx: OpContext, id: string) {
  return ctx.trx
    .updateTable('loans')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', id)
    .returningAll();
}

/** The op's loan, locked; another hut's loan is "not found" so nothing about it leaks. */
export async function requireLoan(ctx: OpContext, id: string): Promise<LoanRow> {
  return ownLoan(ctx, await lockLoan(ctx, id));
}

/** requireLoan's check, for a loan locked by loanLock. */
export function ownLoan<L extends LoanRow>(ctx: OpContext, loan: L | undefined): L {
  if (!loan || loan.company_id !== ctx.companyId) throw reject(codes.notFound, m.loanNotFound);
  return loan;
}

export async function lockUnit(ctx: OpContext, id: number): Promise<UnitRow | undefined> {
  return unitLock(ctx, id).executeTakeFirst();
}

/** The lock of lockUnit as a query, for a handler that reads more in the same statement. */
export function unitLock(ctx: OpContext, id: number) {
  return ctx.trx
    .updateTable('units')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', id)
    .returningAll();
}

export async function loanItems(ctx: OpContext, loanId: string): Promise<LoanItemRow[]> {
  return ctx.trx
    .selectFrom('loan_items')
    .selectAll()
    .where('loan_id', '=', loanId)
    .orderBy('unit_id')
    .orderBy('id')
    .execute();
}

export async function updateLoan(
  ctx: OpContext,
  id: string,
  values: Updateable<LoansTable>,
): Promise<LoanRow> {
  const row = await ctx.trx
    .updateTable('loans')
    .set({ ...values, updated_at: ctx.now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  ctx.out.put('loans', toSyncLoan(row));
  return row;
}

export async function updateItem(
  ctx: OpContext,
  id: string,
  values: Updateable<LoanItemsTable>,
): Promise<LoanItemRow> {
  const row = await ctx.trx
    .updateTable('loan_items')
    .set({ ...values, updated_at: ctx.now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  ctx.out.put('loan_items', toSyncLoanItem(row));
  return row;
}

export async function updateUnit(
  ctx: OpContext,
  id: number,
  values: Updateable<UnitsTable>,
): Promise<UnitRow> {
  const row = await ctx.trx
    .updateTable('units')
    .set({ ...values, updated_at: ctx.now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  ctx.out.put('units', toSyncUnit(row));
  return row;
}

/**
 * Marks an item returned. A normal return puts the unit back on the shelf, unless it is retired
 * (retirement sticks) or already out again on a newer loan.
 */
export async function returnItem(
  ctx: OpContext,
  item: LoanItemRow,
  status: 'returned' | 'returned_found',
): Promise<void> {
  await updateItem(ctx, item.id, { status, returned_at: ctx.now, returned_by: ctx.actorId });
  if (status === 'returned_found') return;
  const unit = await lockUnit(ctx, item.unit_id);
  if (unit?.status !== 'lent') return;
  const stillOut = await ctx.trx
    .selectFrom('loan_items')
    .select('id')
    .where('unit_id', '=', item.unit_id)
    .where('status', '=', 'lent')
    .executeTakeFirst();
  if (!stillOut) await updateUnit(ctx, unit.id, { status: 'available' });
}

/** An open loan closes when nothing is left with the borrower. */
export async function closeLoanIfDone(ctx: OpContext, loanId: string): Promise<void> {
  const loan = await lockLoan(ctx, loanId);
  if (loan?.status !== 'open') return;
  const outstanding = await ctx.trx
    .selectFrom('loan_items')
    .select('id')
    .where('loan_id', '=', loanId)
    .where('status', 'in', ['lent', 'in_cart'])
    .executeTakeFirst();
  if (!outstanding) await updateLoan(ctx, loanId, { status: 'closed', closed_at: ctx.now });
}

/** Records an anomaly for the exception inbox (docs/counter-truth.md). */
export async function raiseException(
  ctx: OpContext,
  kind: SyncExceptionKind,
  details: SyncExceptionDetails,
): Promise<void> {
  const row = await ctx.trx
    .insertInto('sync_exceptions')
    .values({
      id: newUuidV7(Date.parse(ctx.now)),
      company_id: ctx.companyId,
      kind,
      op_id: ctx.op.id,
      device_id: ctx.op.deviceId,
      actor_id: ctx.actorId,
      details_json: JSON.stringify(details),
      status: 'open',
      resolution: null,
      resolved_by: null,
      created_at: ctx.now,
      resolved_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  ctx.out.put('exceptions', toSyncException(row));
  await noticeToStaff(
    ctx.trx,
    ctx.companyId,
    { kind: 'sync_exception', message: noticeTexts.syncException(syncExceptionTexts[kind]) },
    ctx.now,
  );
}
