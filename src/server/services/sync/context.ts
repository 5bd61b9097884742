import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SyncOp, SyncRejectCode } from '../../../shared/contracts/sync';
import type { HutLock } from '../reservations/rules';
import type { OpOutput } from './output';

/** Who pushes or pulls: the session's user. */
export interface SyncActor {
  userId: number;
  isNetworkAdmin: boolean;
}

/** Everything an op handler needs; `trx` is the op's own transaction. */
export interface OpContext {
  trx: Kysely<Database>;
  op: SyncOp;
  companyId: number;
  actorId: number;
  /** One timestamp per op, so every row it writes carries the same time. */
  now: string;
  out: OpOutput;
  /** Huts whose booking row the transaction locked before its first op (ops/index.ts). */
  lockedHuts: ReadonlyMap<number, HutLock>;
}

/**
 * Thrown by a handler to refuse an op. The runner rolls back whatever the handler wrote and
 * records the refusal, so a rejected op changes nothing and a replay gets the same answer.
 */
export class OpRejected extends Error {
  constructor(
    readonly code: SyncRejectCode,
    message: string,
  ) {
    super(message);
    this.name = 'OpRejected';
  }
}

export const reject = (code: SyncRejectCode, message: string): OpRejected =>
  new OpRejected(code, message);
