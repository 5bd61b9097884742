import type { SyncOp } from '../../shared/contracts/sync-ops';
import { isCommandError } from '../commands/command-error';
import type { UtstyrsbodDb } from '../database';
import type { OutboxEntry } from './hut-types';
import { localCartAdd, localCartRemove } from './local-cart';
import { localExceptionResolve } from './local-exceptions';
import type { LocalOpContext } from './local-context';
import { localLoanExtend, localLoanHandOut, localLoanSave } from './local-loan';
import { localItemReceive, localReceiveAll } from './local-returns';
import { localNoteAdd, localNoteDelete, localUnitSetStatus } from './local-units';
import {
  localUserActivate,
  localUserAttach,
  localUserFlag,
  localUserRegister,
  localUserUnflag,
} from './local-user';

/**
 * The optimistic effect of an op on the local tables: the same rules the server applies, so the
 * counter sees what the server will hold. Must run inside a transaction over hutTables().
 */
export function applyLocalOp(ctx: LocalOpContext): Promise<void> {
  const { op } = ctx;
  switch (op.type) {
    case 'cart.add':
      return localCartAdd(ctx, op.payload);
    case 'cart.remove':
      return localCartRemove(ctx, op.payload);
    case 'loan.save':
      return localLoanSave(ctx, op.payload);
    case 'loan.handOut':
      return localLoanHandOut(ctx, op.payload);
    case 'loanItem.receive':
      return localItemReceive(ctx, op.payload);
    case 'loan.receiveAll':
      return localReceiveAll(ctx, op.payload);
    case 'loan.extend':
      return localLoanExtend(ctx, op.payload);
    case 'user.attach':
      return localUserAttach(ctx, op.payload);
    case 'user.register':
      return localUserRegister(ctx, op.payload);
    case 'user.activate':
      return localUserActivate(ctx, op.payload);
    case 'user.flag':
      return localUserFlag(ctx, op.payload);
    case 'user.unflag':
      return localUserUnflag(ctx, op.payload);
    case 'exception.resolve':
      return localExceptionResolve(ctx, op.payload);
    case 'unit.setStatus':
      return localUnitSetStatus(ctx, op.payload);
    case 'note.add':
      return localNoteAdd(ctx, op.payload);
    case 'note.delete':
      return localNoteDelete(ctx, op.payload);
    case 'demand.record':
      // Nothing on the device shows recorded needs (the statistics are read online); the
      // outbox entry is the whole of it until the server has it.
      return Promise.resolve();
  }
}

/**
 * Server rows just replaced local ones: lay the ops the server has not seen yet on top again, in
 * device order, so an unsynced loan or return never vanishes from the counter. Rejected ops are
 * not replayed, which is how their optimistic effect disappears.
 */
export async function replayPendingOps(db: UtstyrsbodDb, companyId: number): Promise<void> {
  const waiting = await db.outbox
    .where('status')
    .anyOf('pending', 'sent')
    .filter((entry) => entry.companyId === companyId)
    .sortBy('seq');
  for (const entry of waiting) {
    const op: SyncOp = toWireOp(entry);
    try {
      await applyLocalOp({ db, op, now: entry.createdAt, strict: false });
    } catch (error) {
      // Not strict means no refusals; anything else is a real storage failure.
      if (!isCommandError(error)) throw error;
    }
  }
}

/** The op exactly as the server gets it: the envelope and payload, no device bookkeeping. */
export function toWireOp(entry: OutboxEntry): SyncOp {
  const {
    status: _status,
    result: _result,
    attempts: _attempts,
    lastAttemptAt: _at,
    ...op
  } = entry;
  return op;
}
