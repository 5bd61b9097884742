import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { activateUser, addToCart, handOut } from '../db/commands';
import {
  dismissRejected,
  entryMessage,
  outboxStatus,
  rejectedEntries,
} from '../db/hut/outbox-store';
import { HUT, STAFF, closeDbs, hutSnapshot, seededDb } from '../db/hut/test-hut';
import type { SyncLoan } from '../shared/contracts/sync';
import { syncMessages, syncRejectCodes } from '../shared/texts/sync';
import { opVersion } from '../shared/contracts/sync-op-versions';
import { syncNow } from './outbox-sync';
import { outboxSyncTexts } from '../i18n/nb/outbox-sync';
import { cartRows, flagged, now, setup, stamp, statuses } from './test-sync-fixtures';

afterEach(closeDbs);

/** `count` waiting activations of one person, in device order (a long outbox). */
function activations(count: number) {
  return Array.from({ length: count }, (_, seq) => ({
    id: `0190a000-0000-7000-8000-${String(seq).padStart(12, '0')}`,
    type: 'user.activate' as const,
    payload: { userId: 21, reason: 'legitimasjon' as const },
    companyId: HUT,
    actorId: STAFF,
    deviceId: 'device-1',
    createdAt: stamp,
    seq,
    status: 'pending' as const,
    result: null,
    attempts: 0,
    lastAttemptAt: null,
  }));
}

describe('outbox sync: push and reconcile', () => {
  it('pushes in device order with the XSRF token, applies the rows, then pulls', async () => {
    const db = await seededDb();
    const { server, deps, commandDeps } = setup(db);
    const a = await addToCart({ customerId: 20, unitId: 101 }, commandDeps);
    await addToCart({ customerId: 20, unitId: 102 }, commandDeps);
    await activateUser({ userId: 21, idShown: true }, commandDeps);

    const result = await syncNow(deps);
    expect(result).toEqual({ kind: 'synced', pushed: 3, rejected: 0, held: 0, pulled: 'none' });
    expect(server.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /csrf-cookie',
      'POST /api/sync/push',
      'GET /api/sync/pull?since=5',
    ]);
    const [push] = server.pushCalls();
    expect(push?.headers['x-xsrf-token']).toBe('xsrf-token-0123456789');
    expect(push?.ops.map((op) => op.seq)).toEqual([0, 1, 2]);
    expect(push?.ops[0]).not.toHaveProperty('status');
    expect(await statuses(db)).toEqual(['applied', 'applied', 'applied']);
    expect((await db.loans.get(a.loanId))?.number).toBe(1001);
    expect(await outboxStatus(db)).toMatchObject({
      pending: 0,
      rejected: 0,
      companyId: HUT,
      lastSyncAt: now().toISOString(),
      lastError: null,
      paused: null,
    });
  });

  it('sends at most 500 ops per push, in order', async () => {
    const db = await seededDb();
    const { server, deps } = setup(db, {});
    const entries = activations(1200);
    await db.outbox.bulkAdd(entries);
    const result = await syncNow(deps);
    expect(result).toMatchObject({ kind: 'synced', pushed: 1200 });
    const sizes = server.pushCalls().map((c) => c.ops.length);
    expect(sizes).toEqual([500, 500, 200]);
    const seqs = server.pushCalls().flatMap((c) => c.ops.map((op) => op.seq));
    expect(seqs).toEqual(entries.map((e) => e.seq));
    expect(await db.outbox.where('status').equals('applied').count()).toBe(1200);
    // 1,200 ops through fake-indexeddb take some 3 s alone, more on a busy machine.
  }, 30_000);

  it('sends no later batch once the server held an op it does not know yet', async () => {
    const db = await seededDb();
    let upgraded = false;
    // As the server: the op it does not know and every op after it in the push are held.
    const { server, deps } = setup(db, {
      delivery: [syncRejectCodes.opVersionAhead],
      reject: (op) =>
        !upgraded && op.seq >= 100
          ? { code: syncRejectCodes.opVersionAhead, message: syncMessages.opVersionAhead }
          : null,
    });
    const entries = activations(700);
    await db.outbox.bulkAdd(entries);
    expect(await syncNow(deps)).toMatchObject({ kind: 'synced', pushed: 100, held: 600 });
    // The second batch never went: nothing after the held op can overtake it.
    expect(server.pushCalls().map((c) => c.ops.length)).toEqual([500]);
    expect(await db.outbox.where('status').equals('pending').count()).toBe(600);

    upgraded = true;
    expect(await syncNow(deps)).toMatchObject({ kind: 'synced', pushed: 600, held: 0 });
    const later = server.pushCalls().slice(1);
    expect(later.flatMap((c) => c.ops.map((op) => op.seq))).toEqual(
      entries.slice(100).map((e) => e.seq),
    );
    expect(await db.outbox.where('status').equals('applied').count()).toBe(700);
  }, 30_000);

  it('reconciles applied, exception, duplicate and rejected results', async () => {
    const db = await seededDb();
    const { server, deps, commandDeps } = setup(db, {
      rowsFor: (op) => ({
        ...cartRows(op),
        ...(op.type === 'loan.handOut' ? { exceptions: [flagged(op)] } : {}),
      }),
      exception: (op) =>
        op.type === 'loan.handOut'
          ? { id: '0190a000-0000-7000-8000-00000000e001', kind: 'borrower_flagged' }
          : null,
      reject: (op) =>
        op.type === 'cart.add' && op.payload.unitId === 103
          ? { code: 'not_found', message: syncMessages.unitNotFound }
          : null,
    });
    const first = await addToCart({ customerId: 20, unitId: 101 }, commandDeps);
    await handOut({ loanId: first.loanId, loanDate: '2026-11-21' }, commandDeps);
    const refused = await addToCart({ customerId: 23, unitId: 103 }, commandDeps);
    // The refused cart line is on the counter until the server says no.
    expect(await db.loanItems.get(refused.loanItemId)).toBeDefined();
    const handOutOp = (await db.outbox.orderBy('seq').toArray())[1];
    if (handOutOp?.type !== 'loan.handOut') throw new Error('expected the hand-out entry');
    // The server's truth after the push: the exception, and no refused cart line.
    server.answerPulls({
      cursor: 40,
      full: true,
      changes: { ...hutSnapshot, exceptions: [flagged(handOutOp)] },
    });

    const result = await syncNow(deps);
    expect(result).toMatchObject({ kind: 'synced', pushed: 3, rejected: 1, pulled: 'full' });
    expect(await statuses(db)).toEqual(['applied', 'applied', 'rejected']);
    const kept = await db.outbox.get(refused.opId);
    expect(kept?.result).toMatchObject({ outcome: 'rejected', message: syncMessages.unitNotFound });
    expect(kept && entryMessage(kept)).toBe(syncMessages.unitNotFound);
    expect(await db.exceptions.get('0190a000-0000-7000-8000-00000000e001')).toMatchObject({
      kind: 'borrower_flagged',
    });
    // The rejection forced a full pull: the refused line is gone again.
    expect(server.pullCalls().map((c) => c.url)).toEqual(['/api/sync/pull']);
    expect(await db.loanItems.get(refused.loanItemId)).toBeUndefined();
    expect(await outboxStatus(db)).toMatchObject({ pending: 0, rejected: 1 });

    // A replay of decided ops (e.g. another tab pushed them too) answers duplicates.
    await db.outbox.toCollection().modify({ status: 'pending' });
    const again = await syncNow(deps);
    expect(again).toMatchObject({ kind: 'synced', pushed: 3, rejected: 1 });
    expect(await statuses(db)).toEqual(['applied', 'applied', 'rejected']);
    expect((await db.outbox.get(first.opId))?.result).toMatchObject({ outcome: 'duplicate' });
    expect([...server.applyCount.values()]).toEqual([1, 1]);

    // Staff mark the refusal as seen: it stops counting, and only a refused entry can be.
    expect(await dismissRejected(db, first.opId)).toBe(false);
    expect(await dismissRejected(db, refused.opId)).toBe(true);
    expect(await outboxStatus(db)).toMatchObject({ rejected: 0 });
    expect(await rejectedEntries(db, HUT)).toEqual([]);
    expect((await db.outbox.get(refused.opId))?.status).toBe('dismissed');
  });

  it('stores the rows and anomalies a push returns, before any pull', async () => {
    const db = await seededDb();
    let draft: SyncLoan | undefined;
    const { server, deps, commandDeps } = setup(db, {
      rowsFor: (op) => {
        if (op.type !== 'loan.handOut') {
          const rows = cartRows(op);
          draft = rows.loans?.[0];
          return rows;
        }
        const open = draft && {
          ...draft,
          status: 'open' as const,
          updated_at: '2026-11-21T09:01:00.000Z',
        };
        return { loans: open ? [open] : [], exceptions: [flagged(op)] };
      },
      exception: (op) =>
        op.type === 'loan.handOut' ? { id: flagged(op).id, kind: 'borrower_flagged' } : null,
    });
    const { loanId } = await addToCart({ customerId: 20, unitId: 101 }, commandDeps);
    await handOut({ loanId, loanDate: '2026-11-21' }, commandDeps);
    expect(await syncNow(deps)).toMatchObject({ kind: 'synced', pushed: 2, pulled: 'none' });
    expect(server.pullCalls()).toHaveLength(1);
    expect(await db.exceptions.toArray()).toMatchObject([{ kind: 'borrower_flagged' }]);
    // Rows go in op order: the hand-out's loan row replaces the draft the first op returned.
    expect(await db.loans.get(loanId)).toMatchObject({ number: 1001, status: 'open' });
    expect((await db.outbox.orderBy('seq').last())?.result).toMatchObject({
      outcome: 'exception',
    });
  });

  it('retries a lost answer whole, and the server applies each op once', async () => {
    const db = await seededDb();
    const { server, deps, commandDeps } = setup(db);
    await addToCart({ customerId: 20, unitId: 101 }, commandDeps);
    await addToCart({ customerId: 23, unitId: 102 }, commandDeps);
    server.fail('push', 'lost-answer');

    expect(await syncNow(deps)).toEqual({
      kind: 'failed',
      reason: 'network',
      message: outboxSyncTexts.networkError,
    });
    expect(await statuses(db)).toEqual(['sent', 'sent']);
    expect(await outboxStatus(db)).toMatchObject({
      pending: 2,
      lastError: outboxSyncTexts.networkError,
    });

    expect(await syncNow(deps)).toMatchObject({ kind: 'synced', pushed: 2 });
    expect(server.pushCalls()).toHaveLength(2);
    expect(server.pushCalls()[1]?.ops).toEqual(server.pushCalls()[0]?.ops);
    expect([...server.applyCount.values()]).toEqual([1, 1]);
    expect(await statuses(db)).toEqual(['applied', 'applied']);
    expect((await db.outbox.toArray()).map((e) => e.attempts)).toEqual([2, 2]);
    expect((await outboxStatus(db)).lastError).toBeNull();
  });

  it('keeps the entries after a request that never reached the server', async () => {
    const db = await seededDb();
    const { server, deps, commandDeps } = setup(db);
    await addToCart({ customerId: 20, unitId: 101 }, commandDeps);
    server.fail('push', 'network', 503);
    expect(await syncNow(deps)).toMatchObject({ kind: 'failed', reason: 'network' });
    expect(await syncNow(deps)).toMatchObject({ kind: 'failed', reason: 'server' });
    expect(await statuses(db)).toEqual(['sent']);
    expect(await syncNow(deps)).toMatchObject({ kind: 'synced', pushed: 1 });
    expect([...server.applyCount.values()]).toEqual([1]);
  });

  it('keeps an op the server does not know yet waiting, and sends it once the server does', async () => {
    const db = await seededDb();
    let serverUpgraded = false;
    const { server, deps, commandDeps } = setup(db, {
      delivery: [syncRejectCodes.opVersionAhead],
      // A server of an older release: it holds the op (and stores nothing) until upgraded.
      reject: () =>
        serverUpgraded
          ? null
          : { code: syncRejectCodes.opVersionAhead, message: syncMessages.opVersionAhead },
    });
    const added = await addToCart({ customerId: 20, unitId: 101 }, commandDeps);
    expect((await db.outbox.get(added.opId))?.v).toBe(opVersion('cart.add'));
    expect(await syncNow(deps)).toMatchObject({ kind: 'synced', pushed: 0, held: 1 });
    const held = await db.outbox.get(added.opId);
    expect(held).toMatchObject({ status: 'pending', result: { outcome: 'held' } });
    expect(held && entryMessage(held)).toBe(syncMessages.opVersionAhead);
    // Still on the counter: a held entry is replayed on every pull like any waiting one.
    expect(await db.loanItems.get(added.loanItemId)).toBeDefined();

    serverUpgraded = true;
    expect(await syncNow(deps)).toMatchObject({ kind: 'synced', pushed: 1, held: 0 });
    expect((await db.outbox.get(added.opId))?.status).toBe('applied');
    expect([...server.applyCount.values()]).toEqual([1]);
  });
});
