import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { SyncOp } from '../../../../shared/contracts/sync';
import { lockHutForHandOut, type HutLock } from '../../reservations/rules';
import type { OpContext } from '../context';
import { cartAdd } from './cart-add';
import { cartRemove } from './cart-remove';
import { exceptionResolve } from './exception-resolve';
import { loanExtend } from './loan-extend';
import { loanHandOut } from './loan-hand-out';
import { loanItemReceive } from './loan-item-receive';
import { loanReceiveAll } from './loan-receive-all';
import { loanSave } from './loan-save';
import { userActivate } from './user-activate';
import { userAttach } from './user-attach';
import { userRegister } from './user-register';
import { userFlag, userUnflag } from './user-flag';
import { noteAdd, noteDelete, unitSetStatus } from './unit-state';
import { demandRecord } from './demand-record';

/**
 * The locks a transaction of several ops takes before its first op: a hand-out locks its hut's
 * booking row before any unit (lock-order.ts: LOCK_ORDER), and an earlier op of the batch may
 * already hold units, so the huts of its hand-outs go first, in id order. Returns those huts:
 * their locks, and what each told (lockHutForHandOut), last to the end of the transaction (taken
 * outside any op's savepoint), so the hand-outs need not take them again (OpContext.lockedHuts).
 */
export async function lockBeforeOps(
  trx: Kysely<Database>,
  ops: readonly SyncOp[],
  now: string,
): Promise<ReadonlyMap<number, HutLock>> {
  const huts = new Set(ops.filter((op) => op.type === 'loan.handOut').map((op) => op.companyId));
  const locked = new Map<number, HutLock>();
  for (const hut of [...huts].sort((a, b) => a - b)) {
    locked.set(hut, await lockHutForHandOut(trx, hut, now));
  }
  return locked;
}

/** Runs the handler of the op's type inside the op's transaction (ctx.trx). */
export function applyOp(ctx: OpContext, op: SyncOp): Promise<void> {
  switch (op.type) {
    case 'cart.add':
      return cartAdd(ctx, op.payload);
    case 'cart.remove':
      return cartRemove(ctx, op.payload);
    case 'loan.save':
      return loanSave(ctx, op.payload);
    case 'loan.handOut':
      return loanHandOut(ctx, op.payload);
    case 'loanItem.receive':
      return loanItemReceive(ctx, op.payload);
    case 'loan.receiveAll':
      return loanReceiveAll(ctx, op.payload);
    case 'loan.extend':
      return loanExtend(ctx, op.payload);
    case 'user.attach':
      return userAttach(ctx, op.payload);
    case 'user.register':
      return userRegister(ctx, op.payload);
    case 'user.activate':
      return userActivate(ctx, op.payload);
    case 'user.flag':
      return userFlag(ctx, op.payload);
    case 'user.unflag':
      return userUnflag(ctx, op.payload);
    case 'exception.resolve':
      return exceptionResolve(ctx, op.payload);
    case 'unit.setStatus':
      return unitSetStatus(ctx, op.payload);
    case 'note.add':
      return noteAdd(ctx, op.payload);
    case 'note.delete':
      return noteDelete(ctx, op.payload);
    case 'demand.record':
      return demandRecord(ctx, op.payload);
  }
}
