import { vi } from 'vitest';
import type { UtstyrsbodDb } from '../database';
import { isCommandError, type CommandError } from './command-error';
import { addToCart } from './cart';
import { handOut } from './loan';

/** Shared fixtures of the command tests. */
export const now = () => new Date(2026, 10, 21, 10, 0, 0);

export function depsFor(db: UtstyrsbodDb) {
  return { db, now, requestSync: vi.fn() };
}

/** Everything a command may write, to prove a refused one wrote nothing. */
export async function snapshot(db: UtstyrsbodDb) {
  return {
    loans: await db.loans.toArray(),
    items: await db.loanItems.toArray(),
    units: await db.units.toArray(),
    users: await db.hutUsers.toArray(),
    extensions: await db.extensions.toArray(),
    outbox: await db.outbox.toArray(),
    device: await db.device.toArray(),
  };
}

export async function refusal(promise: Promise<unknown>): Promise<CommandError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isCommandError(error)) throw new Error(`expected a CommandError, got ${String(error)}`);
  return error;
}

/** A borrower with units 101 and 102 handed out. */
export async function openLoan(db: UtstyrsbodDb) {
  const deps = depsFor(db);
  const { loanId, loanItemId: first } = await addToCart({ customerId: 20, unitId: 101 }, deps);
  const { loanItemId: second } = await addToCart({ customerId: 20, unitId: 102 }, deps);
  await handOut({ loanId, loanDate: '2026-11-21' }, deps);
  return { loanId, first, second, deps };
}
