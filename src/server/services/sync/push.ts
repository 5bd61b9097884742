import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { issuesToFields, validate } from '../../validate';
import { pushRequestSchema, syncOpSchema } from '../../../shared/contracts/sync';
import type { PushRequest, PushResult, RejectedResult } from '../../../shared/contracts/sync';
import { syncMessages as m, syncRejectCodes as codes } from '../../../shared/contracts/sync';
import type { SyncActor } from './context';
import { cachedHutAccess } from './hut-access';
import { runOp } from './run-op';

/**
 * POST /api/sync/push: applies a device's ops in the order sent, one transaction each, and
 * answers one result per op in the same order.
 *
 * Refusals about the delivery rather than the op (malformed entry, foreign actor, a hut the
 * session may not act for) are NOT stored: the entry stays pushable, e.g. once its own user logs
 * in again on that tablet. Refusals by the business rules are stored (see run-op.ts).
 */
export async function pushOps(
  db: Kysely<Database>,
  actor: SyncActor,
  batch: PushRequest,
): Promise<PushResult[]> {
  const { ops } = validate(pushRequestSchema, batch, 'body');
  const access = cachedHutAccess(db, actor);
  const results: PushResult[] = [];
  // Sequential on purpose: later ops of a device build on earlier ones (add to cart, hand out).
  for (const raw of ops) {
    const parsed = syncOpSchema.safeParse(raw);
    if (!parsed.success) {
      results.push(refused(rawOpId(raw), codes.invalidOp, m.invalidOp, parsed.error.issues));
      continue;
    }
    const op = parsed.data;
    if (op.actorId !== actor.userId) {
      results.push(refused(op.id, codes.actorMismatch, m.actorMismatch));
      continue;
    }
    const hut = await access(op.companyId);
    if (hut !== 'allowed') {
      results.push(
        hut === 'forbidden'
          ? refused(op.id, codes.forbidden, m.forbiddenCompany)
          : refused(op.id, codes.companyNotFound, m.companyNotFound),
      );
      continue;
    }
    results.push(await runOp(db, op));
  }
  return results;
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
