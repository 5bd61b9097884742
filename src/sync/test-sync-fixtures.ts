import type { UtstyrsbodDb } from '../db/database';
import { HUT } from '../db/hut/test-hut';
import type { SyncOp } from '../shared/contracts/sync';
import type { SyncChanges, SyncException } from '../shared/contracts/sync-rows';
import { createStubServer, type StubServerOptions } from './test-sync-server';

/** Shared fixtures of the outbox sync tests. */
export const now = () => new Date(2026, 10, 21, 10, 0, 0);
export const stamp = '2026-11-21T09:00:00.000Z';

/** The server's rows for a cart.add: the draft with its loan number, and the line. */
export function cartRows(op: SyncOp): SyncChanges {
  if (op.type !== 'cart.add') return {};
  const p = op.payload;
  return {
    loans: [
      {
        id: p.loanId,
        number: 1001,
        company_id: op.companyId,
        // These fixtures lend to people the server knows (a walk-in's ref is not one).
        customer_id: typeof p.customerId === 'number' ? p.customerId : 0,
        member_id: null,
        status: 'draft',
        loan_date: p.loanDate,
        expected_return_date: p.expectedReturnDate,
        created_by: op.actorId,
        created_at: stamp,
        updated_at: stamp,
        closed_at: null,
      },
    ],
    loan_items: [
      {
        id: p.loanItemId,
        loan_id: p.loanId,
        unit_id: p.unitId,
        status: 'in_cart',
        expected_return_date: p.expectedReturnDate,
        returned_at: null,
        returned_by: null,
        created_at: stamp,
        updated_at: stamp,
      },
    ],
  };
}

/** The anomaly a hand-out to a borrower flagged meanwhile raises on the server. */
export function flagged(op: SyncOp): SyncException {
  return {
    id: '0190a000-0000-7000-8000-00000000e001',
    company_id: HUT,
    kind: 'borrower_flagged',
    op_id: op.id,
    device_id: op.deviceId,
    actor_id: op.actorId,
    details: { loanId: op.type === 'loan.handOut' ? op.payload.loanId : null },
    status: 'open',
    resolution: null,
    resolved_by: null,
    created_at: stamp,
    resolved_at: null,
  };
}

export function setup(db: UtstyrsbodDb, options: StubServerOptions = { rowsFor: cartRows }) {
  const server = createStubServer(options);
  const deps = { db, fetch: server.fetch, now, isOnline: () => true, locks: null };
  const commandDeps = { db, now, requestSync: () => undefined };
  return { server, deps, commandDeps };
}

export const statuses = async (db: UtstyrsbodDb) =>
  (await db.outbox.orderBy('seq').toArray()).map((e) => e.status);
