import { sql } from 'kysely';
import type { Insertable, Kysely } from 'kysely';
import { recordChanges, type ChangeInput } from '../../db/change-log';
import { nowIso } from '../../db/clock';
import { isEncodingError } from '../../db/encoding-errors';
import type { AppliedOpsTable, Database } from '../../db/schema';
import type { PushResult, StoredResult, SyncOp } from '../../../shared/contracts/sync';
import type { HutLock } from '../reservations/rules';
import { OpRejected, type OpContext } from './context';
import { isTransient, isUniqueViolation } from './db-errors';
import { applyCounterBatch } from './counter-batch';
import { counterOps } from './counter-batch-plan';
import { applyReturnBatch, returnOps } from './return-batch';
import { applyOp, lockBeforeOps } from './ops';
import { OpOutput } from './output';
import {
  decisionRow,
  STORED_COLUMNS,
  storedAnswer,
  unstorable,
  type StoredDecision,
} from './run-op';

/**
 * Ops per transaction. PostgreSQL keeps the ids of 64 subtransactions (savepoints that wrote)
 * per transaction in shared memory; past that, every other session's snapshot checks spill to
 * pg_subtrans while the transaction is open. Fewer than 64 keeps a push from slowing the rest.
 */
export const OPS_PER_TRANSACTION = 50;

/**
 * Applies ops in ONE transaction, exactly as runOp would one by one but without a commit, a
 * decision lookup, a decision insert and a change-log lock per op:
 * - the earlier decisions of all the ops are read in one query (and those made in this batch
 *   are remembered, so an id sent twice answers as a replay);
 * - every decision and every change-log entry is written at the end, in multi-row inserts,
 *   taking the change-log lock only for that last moment (change-log.ts).
 * Each op stays atomic with its decision: both commit together or neither does.
 *
 * A refused op must change nothing, yet a handler may have written before it refused. Most
 * batches refuse nothing, so the ops first run plainly; at the first refusal that transaction
 * is rolled back whole and the batch goes again with a savepoint per op, rolled back to when
 * its op is refused (and stored like any decision). A savepoint per op in every batch cost
 * two statements per op for the rare batch that needs them.
 *
 * Returns null when the transaction was rolled back whole, because another push raced it (a
 * unique index, a deadlock, SQLite busy) or the database refused an op's text in the final
 * inserts: nothing of it was kept, and runOp, op by op, settles both (docs/sync-protocol.md).
 */
export async function runBatch(
  db: Kysely<Database>,
  ops: readonly SyncOp[],
  options: BatchOptions = {},
): Promise<PushResult[] | null> {
  try {
    return await inTransaction(db, ops, options.counterBatch === false ? 'plain' : 'counter');
  } catch (error) {
    if (!(error instanceof RefusedInPlainBatch)) throw error;
    return inTransaction(db, ops, 'savepoints');
  }
}

/**
 * A whole push in ONE transaction when it is one counter batch (counter-batch.ts, or a pile of
 * returns: return-batch.ts): a tablet back online sends its carts and hand-outs or its returns,
 * up to 500 ops, and one transaction instead of ten saves ten commits and the fixed statements
 * of each batch. It takes no savepoint, so PostgreSQL's
 * limit above does not apply. Null when the push is not one (nothing was written) or lost a
 * race: it then goes in transactions of OPS_PER_TRANSACTION as always.
 */
export async function runCounterPush(
  db: Kysely<Database>,
  ops: readonly SyncOp[],
): Promise<PushResult[] | null> {
  if (ops.length <= OPS_PER_TRANSACTION || (!counterOps(ops) && !returnOps(ops))) return null;
  try {
    return await inTransaction(db, ops, 'counter-only');
  } catch (error) {
    if (error instanceof NotCounterBatch) return null;
    throw error;
  }
}

export interface BatchOptions {
  /**
   * false: never the counter batch (counter-batch.ts, return-batch.ts), every op through its
   * handler. Only the tests that compare the two ways set it.
   */
  counterBatch?: boolean;
}

/**
 * How a transaction keeps a refused op from changing anything (see runBatch); 'counter' is
 * 'plain' that first tries the whole batch as the counter's everyday batch (counter-batch.ts),
 * 'counter-only' that batch or nothing (runCounterPush).
 */
type Mode = 'counter-only' | 'counter' | 'plain' | 'savepoints';

/** Thrown in 'counter-only' when the ops are not a counter batch: nothing is kept. */
class NotCounterBatch extends Error {}

/** Thrown in a plain batch at the first refusal: the transaction rolls back and goes again. */
class RefusedInPlainBatch extends Error {}

async function inTransaction(
  db: Kysely<Database>,
  ops: readonly SyncOp[],
  mode: Mode,
): Promise<PushResult[] | null> {
  try {
    return await db.transaction().execute((trx) => applyBatch(trx, ops, mode));
  } catch (error) {
    // An encoding error here came from the decisions written at the end (text of an op the
    // handler never stored, e.g. its device id): run-op.ts answers it for that op alone.
    if (isUniqueViolation(error) || isTransient(error) || isEncodingError(error)) return null;
    throw error;
  }
}

async function applyBatch(
  trx: Kysely<Database>,
  ops: readonly SyncOp[],
  mode: Mode,
): Promise<PushResult[]> {
  const lockedHuts = await lockBeforeOps(trx, ops, nowIso());
  const decided = await storedDecisions(
    trx,
    ops.map((op) => op.id),
  );
  // Ops decided before (a replay) are answered by the handlers' way below.
  const counter =
    (mode === 'counter' || mode === 'counter-only') && decided.size === 0
      ? ((await applyCounterBatch(trx, ops, lockedHuts)) ?? (await applyReturnBatch(trx, ops)))
      : null;
  if (!counter && mode === 'counter-only') throw new NotCounterBatch();
  const decisions: Insertable<AppliedOpsTable>[] = [];
  const changes: ChangeInput[] = [];
  const results: PushResult[] = [];
  for (const [i, op] of ops.entries()) {
    const earlier = decided.get(op.id);
    if (earlier) {
      results.push(storedAnswer(earlier, op));
      continue;
    }
    const planned = counter?.[i];
    const outcome: Outcome = planned
      ? { stored: true, ...planned }
      : await applyOne(trx, op, lockedHuts, mode);
    if (outcome.stored) {
      const row = decisionRow(op, outcome.result, outcome.at);
      decisions.push(row);
      decided.set(op.id, row);
      changes.push(...outcome.changes);
    }
    results.push(outcome.result);
  }
  // Chunked: SQLite allows at most 32766 bound parameters per statement (9 per row).
  for (let i = 0; i < decisions.length; i += 1000) {
    await trx
      .insertInto('applied_ops')
      .values(decisions.slice(i, i + 1000))
      .execute();
  }
  // Last, as change-log.ts asks: its lock is held from here to commit.
  await recordChanges(trx, changes);
  return results;
}

type Outcome =
  | { stored: true; result: StoredResult; changes: ChangeInput[]; at: string }
  /** The database refused the op's own text: not storable (see run-op.ts unstorable). */
  | { stored: false; result: PushResult };

/** One op through its handler, at its own time. */
async function applyOne(
  trx: Kysely<Database>,
  op: SyncOp,
  lockedHuts: ReadonlyMap<number, HutLock>,
  mode: Mode,
): Promise<Outcome> {
  const ctx: OpContext = {
    trx,
    op,
    companyId: op.companyId,
    actorId: op.actorId,
    now: nowIso(),
    out: new OpOutput(op.companyId),
    lockedHuts,
  };
  return mode === 'savepoints' ? applyInSavepoint(ctx) : applyPlain(ctx);
}

/** The op without a savepoint: a refusal ends the transaction (see runBatch). */
async function applyPlain(ctx: OpContext): Promise<Outcome> {
  try {
    await applyOp(ctx, ctx.op);
  } catch (error) {
    if (error instanceof OpRejected || isEncodingError(error)) throw new RefusedInPlainBatch();
    throw error;
  }
  const { op, out, now } = ctx;
  return { stored: true, result: out.result(op.id), changes: out.changes(), at: now };
}

async function applyInSavepoint(ctx: OpContext): Promise<Outcome> {
  const { trx, op } = ctx;
  await sql`savepoint sync_op`.execute(trx);
  try {
    await applyOp(ctx, op);
    await sql`release savepoint sync_op`.execute(trx);
    return { stored: true, result: ctx.out.result(op.id), changes: ctx.out.changes(), at: ctx.now };
  } catch (error) {
    // Anything else (a race, a deadlock, a bug) ends the whole transaction: see runBatch.
    if (!(error instanceof OpRejected) && !isEncodingError(error)) throw error;
    await sql`rollback to savepoint sync_op`.execute(trx);
    await sql`release savepoint sync_op`.execute(trx);
    if (error instanceof OpRejected) {
      const result: StoredResult = {
        outcome: 'rejected',
        opId: op.id,
        code: error.code,
        message: error.message,
      };
      return { stored: true, result, changes: [], at: ctx.now };
    }
    return { stored: false, result: unstorable(op) };
  }
}

async function storedDecisions(
  trx: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, StoredDecision>> {
  const rows =
    ids.length === 0
      ? []
      : await trx
          .selectFrom('applied_ops')
          .select(STORED_COLUMNS)
          .where('op_id', 'in', ids)
          .execute();
  return new Map(rows.map((row) => [row.op_id, row]));
}
