import type { Kysely } from 'kysely';
import type { ChangeInput } from '../../db/change-log';
import { nowIso } from '../../db/clock';
import type { Database, LoanRow, UnitRow } from '../../db/schema';
import type { StoredResult, SyncOp } from '../../../shared/contracts/sync';
import type { HutLock } from '../reservations/rules';
import {
  counterOps,
  planCounterBatch,
  type CounterFacts,
  type CounterPlan,
} from './counter-batch-plan';
import { activeBookings, hutUnits, lockPeople, takenIds } from './counter-batch-reads';
import { OpOutput } from './output';
import { toSyncLoan, toSyncLoanItem, toSyncUnit, type LoanItemRow } from './rows';

/**
 * Fewer ops are cheaper through the handlers: the batch's reads and writes are about ten
 * statements whatever its size, a cart line or a hand-out about three. A tablet online pushes
 * one or two ops at a time, and those stay as they were.
 */
const MIN_OPS = 4;

/** What one op of the batch did: its result, its change-log entries, its time. */
export interface CounterOutcome {
  result: StoredResult;
  changes: ChangeInput[];
  at: string;
}

/**
 * The counter's everyday batch (carts filled and handed out at one hut) in a few statements for
 * the whole batch instead of a few per op (issue 12: a push within 3× the bare inserts). It reads
 * what the handlers would read (counter-batch-reads.ts), plans in memory (counter-batch-plan.ts),
 * and writes the loans, lines and units in multi-row statements. Each op's result and change-log
 * entries are those its handler would give; tests/server/sync-counter-batch.test.ts runs random
 * batches both ways on both databases and compares every answer and row.
 *
 * Locks, in the handlers' order (lock-order.ts: LOCK_ORDER): the hut's booking row (before the
 * first op, run-batch.ts), the people, then, only once the plan holds, the batch's units, after
 * which it plans again on what the locks show. A batch seen at once not to be the counter's so leaves the
 * handlers nothing locked that they would lock later (a cart line does not lock its unit); one
 * that stops being it under the locks (a unit retired meanwhile) leaves them its units locked.
 *
 * Returns null, having written nothing but those no-op locks, when the batch is anything else:
 * the handlers then run op by op in the same transaction. A race lost in the writes (an id
 * inserted meanwhile) rolls the transaction back like any other (run-batch.ts). All ops of the
 * batch share one timestamp.
 */
export async function applyCounterBatch(
  trx: Kysely<Database>,
  ops: readonly SyncOp[],
  lockedHuts: ReadonlyMap<number, HutLock>,
): Promise<CounterOutcome[] | null> {
  if (ops.length < MIN_OPS) return null;
  const counter = counterOps(ops);
  const hut = ops[0]?.companyId;
  if (!counter || hut === undefined) return null;
  const carts = counter.flatMap((op) => (op.type === 'cart.add' ? [op.payload] : []));
  // A hand-out of a draft made before this batch is the handlers' (planHandOut).
  if (carts.length === 0) return null;
  const people = await lockPeople(
    trx,
    hut,
    carts.map((p) => p.customerId),
  );
  const takenLoanIds = await takenIds(
    trx,
    'loans',
    carts.map((p) => p.loanId),
  );
  const takenLineIds = await takenIds(
    trx,
    'loan_items',
    carts.map((p) => p.loanItemId),
  );
  const units = await hutUnits(
    trx,
    hut,
    carts.map((p) => p.unitId),
    'read',
  );
  const hutLock = lockedHuts.get(hut);
  const bookings = hutLock?.hasActiveReservations ? await activeBookings(trx, hut, units) : [];
  const facts = { people, takenLoanIds, takenLineIds, units, hutLock, bookings };
  if (!planCounterBatch(counter, facts)) return null;
  // The batch's units locked once the plan holds, in one statement (PostgreSQL locks them in its
  // scan order; a deadlock with another push is a lost race, run-batch.ts), and the plan made
  // again on them as they are now: one may have been retired, or moved to another hut (then it
  // is left out, and the plan declines it as the handler would refuse it).
  const locked = await hutUnits(trx, hut, [...units.keys()], 'lock');
  const plan = planCounterBatch(counter, { ...facts, units: locked });
  if (!plan) return null;
  const now = nowIso();
  const written = await write(trx, hut, plan, now);
  return renderOutcomes(ops, plan, locked, written, now);
}

interface Written {
  loans: Map<string, LoanRow>;
  lines: Map<string, LoanItemRow>;
}

/** The batch's rows as they end it, one statement per table. */
async function write(
  trx: Kysely<Database>,
  hut: number,
  plan: CounterPlan,
  now: string,
): Promise<Written> {
  // In the order the carts were made, so the loans are numbered in that order.
  const loans = await trx
    .insertInto('loans')
    .values(
      plan.loans.map((loan) => ({
        id: loan.id,
        company_id: hut,
        customer_id: loan.customerId,
        status: loan.status,
        loan_date: loan.loanDate,
        expected_return_date: loan.due,
        created_by: loan.createdBy,
        created_at: now,
        updated_at: now,
        closed_at: null,
      })),
    )
    .returningAll()
    .execute();
  const lines = await trx
    .insertInto('loan_items')
    .values(
      plan.lines.map((line) => ({
        id: line.id,
        loan_id: line.loanId,
        unit_id: line.unitId,
        status: line.status,
        expected_return_date: line.due,
        returned_at: null,
        returned_by: null,
        created_at: now,
        updated_at: now,
      })),
    )
    .returningAll()
    .execute();
  if (plan.taken.length > 0) {
    await trx
      .updateTable('units')
      .set({ status: 'lent', updated_at: now })
      .where('id', 'in', plan.taken)
      .execute();
  }
  return {
    loans: new Map(loans.map((row) => [row.id, row])),
    lines: new Map(lines.map((row) => [row.id, row])),
  };
}

/** Each op's result and change-log entries, put in the order its handler puts them. */
function renderOutcomes(
  ops: readonly SyncOp[],
  plan: CounterPlan,
  units: CounterFacts['units'],
  written: Written,
  now: string,
): CounterOutcome[] {
  const loanRow = (id: string): LoanRow => must(written.loans.get(id), id);
  const lineRow = (id: string): LoanItemRow => must(written.lines.get(id), id);
  return plan.steps.map((step, i) => {
    const op = must(ops[i], String(i));
    const out = new OpOutput(op.companyId);
    const loan = loanRow(step.loan.id);
    if (step.kind === 'cart') {
      const { draft } = step.loan;
      out.put(
        'loans',
        toSyncLoan({
          ...loan,
          status: 'draft',
          loan_date: draft.loanDate,
          expected_return_date: draft.due,
        }),
      );
      const line = lineRow(step.line.id);
      out.put(
        'loan_items',
        toSyncLoanItem({ ...line, status: 'in_cart', expected_return_date: draft.due }),
      );
    } else {
      // The loan and its lines end the batch as this hand-out left them (plan: nothing after it).
      out.put('loans', toSyncLoan(loan));
      for (const line of step.lines) out.put('loan_items', toSyncLoanItem(lineRow(line.id)));
      for (const line of step.lines) {
        const unit: UnitRow = must(units.get(line.unitId), String(line.unitId)).row;
        out.put('units', toSyncUnit({ ...unit, status: 'lent', updated_at: now }));
      }
    }
    return { result: out.result(op.id), changes: out.changes(), at: now };
  });
}

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`counter batch: no row for ${what}`);
  return value;
}
