import type { Kysely } from 'kysely';
import { nowIso } from '../../db/clock';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { syncOpSchema, syncRejectCodes as codes } from '../../../shared/contracts/sync';
import type {
  AppliedResult,
  ExceptionResult,
  RejectedResult,
  SyncOpInput,
} from '../../../shared/contracts/sync';
import { newUuidV7 } from '../sync/ids';
import { runOp } from '../sync/run-op';

/** The device id of ops made by the REST routes (an online screen, not a tablet's outbox). */
export const REST_DEVICE_ID = 'rest';

/** Who acts, and for which hut: checked by the route before any service runs. */
export interface StaffScope {
  companyId: number;
  actorId: number;
}

/** The part of an op a REST route chooses; one member per op type, so payloads stay typed. */
export type RestOpBody = SyncOpInput extends infer O
  ? O extends SyncOpInput
    ? Pick<O, 'type' | 'payload'>
    : never
  : never;

/** A 422 (or other 4xx) with one Norwegian message, also under `field` when one is to blame. */
export function refusal(status: number, code: string, message: string, field?: string): HttpError {
  return new HttpError(status, code, message, field ? { [field]: [message] } : undefined);
}

const STATUS_OF: Record<string, number> = {
  [codes.notFound]: 404,
  [codes.companyNotFound]: 404,
  [codes.forbidden]: 403,
  [codes.idConflict]: 409,
};

function toHttpError(result: RejectedResult): HttpError {
  return refusal(STATUS_OF[result.code] ?? 422, result.code, result.message);
}

/**
 * Runs a REST mutation as a sync op through the one op runner, so the online screens and the
 * tablets' outboxes can never write differently. The op gets a server-made UUIDv7 and its own
 * applied_ops row like any pushed op; seq is 0 because REST calls have no device order.
 * A refusal by the business rules becomes an HTTP error carrying the op's Norwegian message.
 */
export async function runRestOp(
  db: Kysely<Database>,
  scope: StaffScope,
  body: RestOpBody,
): Promise<AppliedResult | ExceptionResult> {
  // Parsed like a pushed op: REST can only make ops a device could have sent.
  const op = syncOpSchema.parse({
    ...body,
    id: newUuidV7(),
    companyId: scope.companyId,
    actorId: scope.actorId,
    deviceId: REST_DEVICE_ID,
    createdAt: nowIso(),
    seq: 0,
  });
  const result = await runOp(db, op);
  const decided = result.outcome === 'duplicate' ? result.original : result;
  if (decided.outcome === 'rejected') throw toHttpError(decided);
  return decided;
}
