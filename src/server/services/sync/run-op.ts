import type { Insertable, Kysely } from 'kysely';
import { recordChanges } from '../../db/change-log';
import { nowIso } from '../../db/clock';
import { isEncodingError } from '../../db/encoding-errors';
import type { AppliedOpsTable, Database } from '../../db/schema';
import { storedResultSchema } from '../../../shared/contracts/sync';
import type { PushResult, StoredResult, SyncOp } from '../../../shared/contracts/sync';
import { syncMessages as m, syncRejectCodes as codes } from '../../../shared/contracts/sync';
import { OpRejected } from './context';
import { isTransient, isUniqueViolation } from './db-errors';
import { applyOp } from './ops';
import { OpOutput } from './output';

/** Deadlocks and lost races are retried this often before the push fails (and is retried whole). */
const MAX_ATTEMPTS = 4;

/**
 * Applies one op exactly once: its writes, its applied_ops row and its change-log entries commit
 * together or not at all. A replay finds the applied_ops row and gets the stored result back.
 * Two deliveries racing each other both run; the loser hits the primary key of applied_ops (or
 * of a row the winner created), rolls back, and answers as a replay.
 */
export async function runOp(db: Kysely<Database>, op: SyncOp): Promise<PushResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute((trx) => applyOnce(trx, op));
    } catch (error) {
      if (error instanceof OpRejected) return recordRejection(db, op, error);
      if (isEncodingError(error)) return unstorable(op);
      if (!isUniqueViolation(error) && !isTransient(error)) throw error;
      const stored = await findStored(db, op);
      if (stored) return stored;
      if (attempt >= MAX_ATTEMPTS) throw error;
      // Jittered, so two tablets that deadlocked do not collide again in step.
      await new Promise((resolve) => setTimeout(resolve, attempt * 10 + Math.random() * 20));
    }
  }
}

async function applyOnce(trx: Kysely<Database>, op: SyncOp): Promise<PushResult> {
  const stored = await findStored(trx, op);
  if (stored) return stored;
  const now = nowIso();
  const out = new OpOutput(op.companyId);
  const ctx = { trx, op, companyId: op.companyId, actorId: op.actorId, now, out };
  await applyOp({ ...ctx, lockedHuts: new Map() }, op);
  const result = out.result(op.id);
  await insertDecision(trx, op, result, now);
  // Last, as change-log.ts asks: its lock is held from here to commit.
  await recordChanges(trx, out.changes());
  return result;
}

/**
 * Business-rule refusals are decisions too: stored, so the op keeps the same answer for ever
 * and the server's state never depends on how often a device retried.
 */
async function recordRejection(
  db: Kysely<Database>,
  op: SyncOp,
  rejection: OpRejected,
): Promise<PushResult> {
  const result: StoredResult = {
    outcome: 'rejected',
    opId: op.id,
    code: rejection.code,
    message: rejection.message,
  };
  try {
    await insertDecision(db, op, result, nowIso());
    return result;
  } catch (error) {
    if (isEncodingError(error)) return unstorable(op);
    if (!isUniqueViolation(error)) throw error;
    const stored = await findStored(db, op);
    if (!stored) throw error;
    return stored;
  }
}

/**
 * The database refused the op's text (PostgreSQL and U+0000; the contracts normally stop such
 * text first). Its transaction rolled back, so nothing changed; the refusal is not stored — it
 * could not be, the op's own text is what failed — and it concerns only this op, so the rest
 * of the batch goes on instead of the whole push failing on every retry.
 */
export function unstorable(op: SyncOp): PushResult {
  return { outcome: 'rejected', opId: op.id, code: codes.invalidOp, message: m.invalidOp };
}

async function insertDecision(
  db: Kysely<Database>,
  op: SyncOp,
  result: StoredResult,
  at: string,
): Promise<void> {
  await db
    .insertInto('applied_ops')
    .values(decisionRow(op, result, at))
    .execute();
}

/** The applied_ops row that keeps an op's decision. */
export function decisionRow(
  op: SyncOp,
  result: StoredResult,
  at: string,
): Insertable<AppliedOpsTable> {
  return {
    op_id: op.id,
    device_id: op.deviceId,
    actor_id: op.actorId,
    company_id: op.companyId,
    type: op.type,
    seq: op.seq,
    outcome: result.outcome,
    result_json: JSON.stringify(result),
    applied_at: at,
  };
}

/**
 * The earlier decision on this op id as a `duplicate`. An id already used by a different op
 * (another hut, device, actor or type) is refused without revealing that op's result.
 */
async function findStored(db: Kysely<Database>, op: SyncOp): Promise<PushResult | undefined> {
  const row = await db
    .selectFrom('applied_ops')
    .select(STORED_COLUMNS)
    .where('op_id', '=', op.id)
    .executeTakeFirst();
  return row ? storedAnswer(row, op) : undefined;
}

/** What an earlier decision needs to answer a replay. */
export const STORED_COLUMNS = [
  'op_id',
  'company_id',
  'device_id',
  'actor_id',
  'type',
  'result_json',
] as const;
export type StoredDecision = Pick<AppliedOpsTable, (typeof STORED_COLUMNS)[number]>;

/** A replay of `op` answered from its stored decision (see findStored). */
export function storedAnswer(row: StoredDecision, op: SyncOp): PushResult {
  const same =
    row.company_id === op.companyId &&
    row.device_id === op.deviceId &&
    row.actor_id === op.actorId &&
    row.type === op.type;
  if (!same) {
    return { outcome: 'rejected', opId: op.id, code: codes.idConflict, message: m.idConflict };
  }
  const original = storedResultSchema.parse(JSON.parse(row.result_json));
  return { outcome: 'duplicate', opId: op.id, original };
}
