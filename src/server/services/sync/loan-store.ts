import type { ExpressionBuilder, Updateable } from 'kysely';
import type {
  Database,
  LoanItemsTable,
  LoanRow,
  LoansTable,
  UnitRow,
  UnitsTable,
} from '../../db/schema';
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
import { lineStatus } from '../../db/sql-helpers';

/**
 * Row access shared by the op handlers. Locks are taken by a no-op UPDATE (valid on both
 * dialects, unlike SELECT … FOR UPDATE): on PostgreSQL it blocks until a concurrent op on the
 * same loan or unit commits and then returns the committed row, so two tablets' ops on one unit
 * are decided one after the other. SQLite runs one writer at a time anyway.
 *
 * In the order of lock-order.ts (LOCK_ORDER): returns lock their units, then the loan; a
 * hand-out locks the hut's booking row first, then its draft (a cart), then all its units by
 * id, then the older loans it closes.
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
 * Returns the lines still lent, of one line (`id`) or of a whole loan (`loan_id`), in one
 * statement, and puts each unit back on the shelf (putBackOnShelf). The caller holds the units'
 * locks and then the loan's (lock-order.ts): a line another device received first is not
 * lent any more and is not among those returned.
 */
export async function returnLent(
  ctx: OpContext,
  by: { column: 'id' | 'loan_id'; value: string },
): Promise<LoanItemRow[]> {
  const lines = await ctx.trx
    .updateTable('loan_items')
    .set({
      status: 'returned',
      returned_at: ctx.now,
      returned_by: ctx.actorId,
      updated_at: ctx.now,
    })
    .where(by.column, '=', by.value)
    .where('status', '=', lineStatus('lent'))
    .returningAll()
    .execute();
  for (const line of sortByUnit(lines)) {
    ctx.out.put('loan_items', toSyncLoanItem(line));
    await putBackOnShelf(ctx, line.unit_id);
  }
  return lines;
}

/** Ends a line whose unit was found at the counter (handed out again): the unit stays as is. */
export async function returnFound(ctx: OpContext, item: LoanItemRow): Promise<void> {
  await updateItem(ctx, item.id, {
    status: 'returned_found',
    returned_at: ctx.now,
    returned_by: ctx.actorId,
  });
}

/**
 * Lines in the order loanItems reads them (by unit, then id): the order units are locked in.
 * The counter batch sorts its planned lines the same way (counter-batch-plan.ts).
 */
export function sortByUnit(lines: LoanItemRow[]): LoanItemRow[] {
  return lines.sort((a, b) => a.unit_id - b.unit_id || (a.id < b.id ? -1 : 1));
}

/**
 * A returned unit is free again, unless it is retired or in repair (that sticks) or still out
 * on another line (lent again elsewhere before this return arrived). One statement, decided
 * under the unit's lock, which the caller holds: a return is the counter's other half, and
 * every statement is a round trip inside the push's transaction (issue 12).
 */
async function putBackOnShelf(ctx: OpContext, unitId: number): Promise<void> {
  const freed = await ctx.trx
    .updateTable('units')
    .set({ status: 'available', updated_at: ctx.now })
    .where('id', '=', unitId)
    .where('status', '=', 'lent')
    .where((eb) => eb.not(lentLineOfUnit(eb)))
    .returningAll()
    .executeTakeFirst();
  if (freed) ctx.out.put('units', toSyncUnit(freed));
}

/**
 * Whether a lent line of the unit exists, on any loan or on one other than `exceptLoan`
 * (PostgreSQL answers EXISTS with a boolean, SQLite with 1 or 0).
 */
export function lentLineOfUnit(eb: ExpressionBuilder<Database, 'units'>, exceptLoan?: string) {
  const lines = eb
    .selectFrom('loan_items')
    .select('loan_items.id')
    .whereRef('loan_items.unit_id', '=', 'units.id')
    .where('loan_items.status', '=', lineStatus('lent'));
  return eb.exists(
    exceptLoan === undefined ? lines : lines.where('loan_items.loan_id', '!=', exceptLoan),
  );
}

/**
 * An open loan closes when nothing is left with the borrower. The caller holds the loan's lock
 * (requireLoan, lockLoan), so the lines this statement reads are the committed ones.
 */
export async function closeLoanIfDone(ctx: OpContext, loanId: string): Promise<void> {
  const closed = await ctx.trx
    .updateTable('loans')
    .set({ status: 'closed', closed_at: ctx.now, updated_at: ctx.now })
    .where('id', '=', loanId)
    .where('status', '=', 'open')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('loan_items')
            .select('loan_items.id')
            .whereRef('loan_items.loan_id', '=', 'loans.id')
            .where('loan_items.status', 'in', [lineStatus('lent'), lineStatus('in_cart')]),
        ),
      ),
    )
    .returningAll()
    .executeTakeFirst();
  if (closed) ctx.out.put('loans', toSyncLoan(closed));
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
