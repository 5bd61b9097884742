import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { addToCart } from '../db/commands';
import { HUT, closeDbs, seededDb } from '../db/hut/test-hut';
import { SYNC_EPOCH_HEADER } from '../shared/contracts/sync-epoch';
import type { SyncOp } from '../shared/contracts/sync';
import { syncNow } from './outbox-sync';
import { createStubServer } from './test-sync-server';
import { cartRows, now, statuses } from './test-sync-fixtures';

afterEach(closeDbs);

const BEFORE = 'epoch-before-restore-0001';
const AFTER = 'epoch-after-restore-00002';

/**
 * The stub server with a database epoch, as the real one answers it: on every answer, and a
 * push naming another one refused whole (409) before any op is decided.
 */
function withEpoch(stub: ReturnType<typeof createStubServer>, epoch: string) {
  const refused: SyncOp[][] = [];
  const fetchWithEpoch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const named = new Headers(init?.headers).get(SYNC_EPOCH_HEADER);
    if (String(input).startsWith('/api/sync/push') && named !== null && named !== epoch) {
      const body = JSON.parse(String(init?.body)) as { ops: SyncOp[] };
      refused.push(body.ops);
      return new Response(JSON.stringify({ error: 'epoch_changed', message: 'x' }), {
        status: 409,
        headers: { 'content-type': 'application/json', [SYNC_EPOCH_HEADER]: epoch },
      });
    }
    const answer = await stub.fetch(input, init);
    const headers = new Headers(answer.headers);
    headers.set(SYNC_EPOCH_HEADER, epoch);
    return new Response(await answer.text(), { status: answer.status, headers });
  };
  return { fetch: fetchWithEpoch as typeof fetch, refused };
}

const deps = (db: Awaited<ReturnType<typeof seededDb>>, fetch: typeof globalThis.fetch) => ({
  db,
  fetch,
  now,
  isOnline: () => true,
  locks: null,
});
const commandDeps = (db: Awaited<ReturnType<typeof seededDb>>) => ({
  db,
  now,
  requestSync: () => undefined,
});

describe('outbox sync after the server’s database was restored from a backup', () => {
  it('sends its retained decided entries again first, in device order; the server applies each op once', async () => {
    const db = await seededDb();
    const original = createStubServer({ rowsFor: cartRows });
    const before = withEpoch(original, BEFORE);
    await addToCart({ customerId: 20, unitId: 101 }, commandDeps(db));
    await addToCart({ customerId: 20, unitId: 102 }, commandDeps(db));
    expect(await syncNow(deps(db, before.fetch))).toMatchObject({ kind: 'synced', pushed: 2 });
    // The backup is taken here: it holds these two ops.
    const inBackup = original.pushCalls().flatMap((call) => call.ops);
    await addToCart({ customerId: 20, unitId: 103 }, commandDeps(db));
    expect(await syncNow(deps(db, before.fetch))).toMatchObject({ kind: 'synced', pushed: 1 });
    const lost = original.pushCalls()[1]?.ops ?? [];
    expect(lost).toHaveLength(1);

    // The server is restored from the backup: it knows the first two ops, not the third.
    const restoredStub = createStubServer({ rowsFor: cartRows });
    await restoredStub.fetch('/api/sync/push', {
      method: 'POST',
      headers: { 'x-xsrf-token': 'xsrf-token-0123456789' },
      body: JSON.stringify({ ops: inBackup }),
    });
    const restored = withEpoch(restoredStub, AFTER);
    // Made after the restore, while the device has not synced yet.
    await addToCart({ customerId: 20, unitId: 201 }, commandDeps(db));
    const [newest] = await db.outbox.orderBy('seq').reverse().limit(1).toArray();

    expect(await syncNow(deps(db, restored.fetch))).toMatchObject({ kind: 'synced' });
    // The push naming the old epoch was refused whole: the newest entry did not go first.
    expect(restored.refused.map((ops) => ops.map((op) => op.id))).toEqual([[newest?.id]]);
    const sent = restoredStub.pushCalls().slice(1);
    const order = sent.flatMap((call) => call.ops.map((op) => op.id));
    const all = (await db.outbox.orderBy('seq').toArray()).map((entry) => entry.id);
    expect(order).toEqual(all);
    expect(sent.every((call) => call.headers[SYNC_EPOCH_HEADER] === AFTER)).toBe(true);
    for (const id of all) expect(restoredStub.applyCount.get(id)).toBe(1);
    expect(await statuses(db)).toEqual(['applied', 'applied', 'applied', 'applied']);
    const results = await db.outbox.orderBy('seq').toArray();
    expect(results.map((entry) => entry.result?.outcome)).toEqual([
      'duplicate',
      'duplicate',
      'applied',
      'applied',
    ]);
    // The cursor was forgotten: the pull after it asked for a full snapshot.
    expect(restoredStub.pullCalls().at(-1)?.url).toBe('/api/sync/pull');
    expect((await db.device.get('device'))?.serverEpoch).toBe(AFTER);

    // Once adopted, nothing goes again.
    const calls = restoredStub.pushCalls().length;
    expect(await syncNow(deps(db, restored.fetch))).toMatchObject({ kind: 'synced', pushed: 0 });
    expect(restoredStub.pushCalls()).toHaveLength(calls);
  });

  it('notices the restore on a pull too, when it has nothing waiting', async () => {
    const db = await seededDb();
    const original = createStubServer({ rowsFor: cartRows });
    await addToCart({ customerId: 20, unitId: 101 }, commandDeps(db));
    await syncNow(deps(db, withEpoch(original, BEFORE).fetch));
    const restoredStub = createStubServer({ rowsFor: cartRows });
    expect(await syncNow(deps(db, withEpoch(restoredStub, AFTER).fetch))).toMatchObject({
      kind: 'synced',
      pushed: 1,
    });
    expect(restoredStub.pushCalls().flatMap((call) => call.ops.map((op) => op.companyId))).toEqual([
      HUT,
    ]);
    expect(await statuses(db)).toEqual(['applied']);
  });

  it('a server naming no epoch (an older release) resets nothing', async () => {
    const db = await seededDb();
    const stub = createStubServer({ rowsFor: cartRows });
    await addToCart({ customerId: 20, unitId: 101 }, commandDeps(db));
    await syncNow(deps(db, stub.fetch));
    await syncNow(deps(db, stub.fetch));
    expect(stub.pushCalls()).toHaveLength(1);
    expect((await db.device.get('device'))?.serverEpoch).toBeUndefined();
  });
});
