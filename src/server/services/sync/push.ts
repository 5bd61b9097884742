import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { issuesToFields, validate } from '../../validate';
import { pushRequestSchema, syncOpSchema } from '../../../shared/contracts/sync';
import type {
  PushRequest,
  PushResult,
  RejectedResult,
  SyncOp,
} from '../../../shared/contracts/sync';
import { syncMessages as m, syncRejectCodes as codes } from '../../../shared/contracts/sync';
import type { SyncActor } from './context';
import { cachedHutAccess } from './hut-access';
import { OPS_PER_TRANSACTION, runBatch, runCounterPush, type BatchOptions } from './run-batch';
import { runOp } from './run-op';
import { SYNC_PROTOCOL, upcastOp } from '../../../shared/contracts/sync-op-versions';

/**
 * POST /api/sync/push: applies a device's ops in the order sent and answers one result per op in
 * the same order. The ops go in transactions of up to OPS_PER_TRANSACTION (run-batch.ts); a
 * transaction lost to a race with another push goes again op by op, one transaction each
 * (run-op.ts). Either way each op is applied exactly once.
 *
 * An op written in an older version of its type's contract is upcast first
 * (sync-op-versions.ts); one written by a newer bundle than this server's protocol is held,
 * with every op after it (`op_version_ahead`).
 *
 * Refusals about the delivery rather than the op (malformed entry, foreign actor, a hut the
 * session may not act for, a version ahead of the server) are NOT stored: the entry stays
 * pushable, e.g. once its own user logs in again on that tablet, or once the server is upgraded.
 * Refusals by the business rules are stored (see run-op.ts).
 */
export async function pushOps(
  db: Kysely<Database>,
  actor: SyncActor,
  batch: PushRequest,
  options: PushOptions = {},
): Promise<PushResult[]> {
  const { ops } = validate(pushRequestSchema, batch, 'body');
  const access = cachedHutAccess(db, actor);
  const slots: Slot[] = [];
  for (const raw of ops) {
    // Once an op is too new for this server, every later op of the push waits with it: they may
    // build on it (a cart filled by a newer bundle, then handed out), and device order holds.
    const behind = slots.find(
      (slot) => 'refusal' in slot && slot.refusal.code === codes.opVersionAhead,
    );
    slots.push(
      behind && 'refusal' in behind
        ? { refusal: { ...behind.refusal, opId: rawOpId(raw) } }
        : await deliverable(raw, actor, access, {
            server: options.protocol ?? SYNC_PROTOCOL,
            client: options.clientProtocol ?? 1,
          }),
    );
  }
  // Sequential on purpose: later ops of a device build on earlier ones (add to cart, hand out).
  const runnable = slots.flatMap((slot) => ('op' in slot ? [slot.op] : []));
  const applied = new Map<SyncOp, PushResult>();
  const whole = options.counterBatch === false ? null : await runCounterPush(db, runnable);
  whole?.forEach((answer, k) => {
    const op = runnable[k];
    if (op) applied.set(op, answer);
  });
  for (let i = whole ? runnable.length : 0; i < runnable.length; i += OPS_PER_TRANSACTION) {
    const chunk = runnable.slice(i, i + OPS_PER_TRANSACTION);
    const answers = (await runBatch(db, chunk, options)) ?? (await runOneByOne(db, chunk));
    chunk.forEach((op, k) => {
      const answer = answers[k];
      if (answer) applied.set(op, answer);
    });
  }
  return slots.map((slot) =>
    'op' in slot ? (applied.get(slot.op) ?? missing(slot.op)) : slot.refusal,
  );
}

export interface PushOptions extends BatchOptions {
  /**
   * The op versions this server takes, as of that protocol (default: SYNC_PROTOCOL). Only tests
   * set it, to play a server of an older release (AppConfig.syncProtocol).
   */
  protocol?: number;
  /**
   * The protocol the pushing bundle named (x-sync-protocol). From a newer bundle, an op the
   * server cannot read (a new op type, a new value) is one it does not know yet, not a broken one:
   * it is held like an op of a newer version, never refused for good.
   */
  clientProtocol?: number;
}

/** An entry of the push: an op to apply, or why this session may not deliver it. */
type Slot = { op: SyncOp } | { refusal: RejectedResult };

async function deliverable(
  raw: unknown,
  actor: SyncActor,
  access: ReturnType<typeof cachedHutAccess>,
  protocol: { server: number; client: number },
): Promise<Slot> {
  const ahead = refused(rawOpId(raw), codes.opVersionAhead, m.opVersionAhead);
  if (upcastOp(raw, protocol.server).kind === 'ahead') return { refusal: ahead };
  // What the server takes is read in today's contract: a server playing an older release
  // (options.protocol) gates the versions as that release would, and reads them as now.
  const upcast = upcastOp(raw);
  if (upcast.kind === 'ahead') return { refusal: ahead };
  const parsed = syncOpSchema.safeParse(upcast.op);
  if (!parsed.success) {
    if (protocol.client > protocol.server) return { refusal: ahead };
    return { refusal: refused(rawOpId(raw), codes.invalidOp, m.invalidOp, parsed.error.issues) };
  }
  const op = parsed.data;
  if (op.actorId !== actor.userId) {
    return { refusal: refused(op.id, codes.actorMismatch, m.actorMismatch) };
  }
  const hut = await access(op.companyId);
  if (hut === 'allowed') return { op };
  return {
    refusal:
      hut === 'forbidden'
        ? refused(op.id, codes.forbidden, m.forbiddenCompany)
        : refused(op.id, codes.companyNotFound, m.companyNotFound),
  };
}

async function runOneByOne(db: Kysely<Database>, ops: readonly SyncOp[]): Promise<PushResult[]> {
  const answers: PushResult[] = [];
  for (const op of ops) answers.push(await runOp(db, op));
  return answers;
}

/** Cannot happen (runBatch answers every op); kept from turning into a silent gap. */
function missing(op: SyncOp): never {
  throw new Error(`push: no result for op ${op.id}`);
}

function refused(
  opId: string,
  code: string,
  message: string,
  issues?: Parameters<typeof issuesToFields>[0],
): RejectedResult {
  return {
    outcome: 'rejected',
    opId,
    code,
    message,
    ...(issues ? { fields: issuesToFields(issues) } : {}),
  };
}

/** The entry's id as sent, so the device can match the refusal to its outbox entry. */
function rawOpId(raw: unknown): string {
  if (typeof raw !== 'object' || raw === null || !('id' in raw)) return '';
  return typeof raw.id === 'string' ? raw.id.slice(0, 100) : '';
}
