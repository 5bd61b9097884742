import type { Kysely } from 'kysely';
import type { ChangeInput } from '../../db/change-log';
import { nowIso } from '../../db/clock';
import type { Database, LoanRow, UnitRow } from '../../db/schema';
import { lineStatus } from '../../db/sql-helpers';
import type { StoredResult, SyncOp, SyncOpOf } from '../../../shared/contracts/sync';
import { lentLineOfUnit } from './loan-store';
import { OpOutput } from './output';
import { toSyncLoan, toSyncLoanItem, toSyncUnit, type LoanItemRow } from './rows';

type ReceiveOp = SyncOpOf<'loanItem.receive'>;

/** Below this the handlers are as cheap: the batch costs about eight statements, a return six. */
const MIN_OPS = 4;

/** What one op of the batch did: its result, its change-log entries, its time. */
export interface ReturnOutcome {
  result: StoredResult;
  changes: ChangeInput[];
  at: string;
}

/**
 * The ops when the push is the counter's batch of returns: `loanItem.receive` without a report,
 * at one hut, each op and each line once. Anything else is null (the handlers run them).
 */
export function returnOps(ops: readonly SyncOp[]): ReceiveOp[] | null {
  const hut = ops[0]?.companyId;
  const ids = new Set<string>();
  const lines = new Set<string>();
  const receives: ReceiveOp[] = [];
  for (const op of ops) {
    if (op.type !== 'loanItem.receive' || op.payload.report) return null;
    if (op.companyId !== hut || ids.has(op.id) || lines.has(op.payload.loanItemId)) return null;
    ids.add(op.id);
    lines.add(op.payload.loanItemId);
    receives.push(op);
  }
  return receives.length > 0 ? receives : null;
}

/**
 * The counter's other half, a pile of returns pushed at once (a tablet back online), in a few
 * statements for the whole batch instead of six per op (ops/loan-item-receive.ts): the lines
 * read, their units locked and then their loans (lock-order.ts, as each handler takes them, each
 * level in one statement), the lines read again under those locks, then one update each for the
 * lines, the units back on the shelf and the loans that close. Each op's result and change-log
 * entries are those its handler would give; tests/server/sync-return-batch.test.ts runs batches
 * both ways on both databases and compares every answer and row.
 *
 * Only the plain case: every line lent at this hut and still lent under the locks, each unit
 * once. Anything else (a line received twice or already back, another hut's line, an unknown
 * one) is null, having written nothing but no-op locks, and the handlers run op by op in the same
 * transaction; they find those rows already locked. All ops of the batch share one timestamp.
 */
export async function applyReturnBatch(
  trx: Kysely<Database>,
  ops: readonly SyncOp[],
): Promise<ReturnOutcome[] | null> {
  if (ops.length < MIN_OPS) return null;
  const receives = returnOps(ops);
  const hut = ops[0]?.companyId;
  if (!receives || hut === undefined) return null;
  const lineIds = receives.map((op) => op.payload.loanItemId);
  const found = await trx
    .selectFrom('loan_items')
    .innerJoin('loans', 'loans.id', 'loan_items.loan_id')
    .select(['loan_items.id', 'loan_items.loan_id', 'loan_items.unit_id', 'loans.company_id'])
    .where('loan_items.id', 'in', lineIds)
    .execute();
  const unitIds = [...new Set(found.map((l) => l.unit_id))].sort((a, b) => a - b);
  const loanIds = [...new Set(found.map((l) => l.loan_id))].sort();
  if (
    found.length !== lineIds.length ||
    found.some((l) => l.company_id !== hut) ||
    unitIds.length !== found.length
  ) {
    return null;
  }
  // Units, then loans (lock-order.ts), each in one no-op statement (loan-store.ts: unitLock,
  // loanLock); a deadlock with another push is a lost race (run-batch.ts).
  await trx
    .updateTable('units')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', 'in', unitIds)
    .execute();
  await trx
    .updateTable('loans')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', 'in', loanIds)
    .execute();
  // Under those locks no other device can return or hand out these lines.
  const stillLent = await trx
    .selectFrom('loan_items')
    .select('id')
    .where('id', 'in', lineIds)
    .where('status', '=', lineStatus('lent'))
    .execute();
  if (stillLent.length !== lineIds.length) return null;

  const now = nowIso();
  const returned = new Map<string, LoanItemRow>();
  // One statement per person returning (a tablet's push is usually one member of staff's).
  for (const actor of new Set(receives.map((op) => op.actorId))) {
    const rows = await trx
      .updateTable('loan_items')
      .set({ status: 'returned', returned_at: now, returned_by: actor, updated_at: now })
      .where(
        'id',
        'in',
        receives.filter((op) => op.actorId === actor).map((op) => op.payload.loanItemId),
      )
      .where('status', '=', lineStatus('lent'))
      .returningAll()
      .execute();
    for (const row of rows) returned.set(row.id, row);
  }
  // A unit still out on another line stays lent, one retired or in repair stays so.
  const freed = await trx
    .updateTable('units')
    .set({ status: 'available', updated_at: now })
    .where('id', 'in', unitIds)
    .where('status', '=', 'lent')
    .where((eb) => eb.not(lentLineOfUnit(eb)))
    .returningAll()
    .execute();
  // As closeLoanIfDone: an open loan with nothing left with the borrower.
  const closed = await trx
    .updateTable('loans')
    .set({ status: 'closed', closed_at: now, updated_at: now })
    .where('id', 'in', loanIds)
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
    .execute();
  return outcomes(receives, returned, freed, closed, now);
}

/**
 * Each op's rows in its handler's order: the line, its unit if back on the shelf, its loan if
 * this op returned the loan's last line of the batch and the loan closed.
 */
function outcomes(
  receives: readonly ReceiveOp[],
  returned: ReadonlyMap<string, LoanItemRow>,
  freed: readonly UnitRow[],
  closed: readonly LoanRow[],
  now: string,
): ReturnOutcome[] {
  const units = new Map(freed.map((u) => [u.id, u]));
  const loans = new Map(closed.map((l) => [l.id, l]));
  const lastOfLoan = new Map<string, string>();
  for (const op of receives) {
    const line = returned.get(op.payload.loanItemId);
    if (line) lastOfLoan.set(line.loan_id, op.id);
  }
  return receives.map((op) => {
    const line = returned.get(op.payload.loanItemId);
    // Held lent under the locks just before: the update returned it.
    if (!line) throw new Error(`return batch: no row for ${op.payload.loanItemId}`);
    const out = new OpOutput(op.companyId);
    out.put('loan_items', toSyncLoanItem(line));
    const unit = units.get(line.unit_id);
    if (unit) out.put('units', toSyncUnit(unit));
    const loan = loans.get(line.loan_id);
    if (loan && lastOfLoan.get(loan.id) === op.id) out.put('loans', toSyncLoan(loan));
    return { result: out.result(op.id), changes: out.changes(), at: now };
  });
}
