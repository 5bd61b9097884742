import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { addToCart } from '../db/commands';
import { HUT, closeDbs, hutSnapshot, seededDb } from '../db/hut/test-hut';
import { SYNC_PROTOCOL, syncMessages, type PullResponse } from '../shared/contracts/sync';
import { onAppOutdated, type AppOutdated } from './app-outdated';
import { syncNow } from './outbox-sync';
import { setup, statuses } from './test-sync-fixtures';

afterEach(closeDbs);

/** What the engine told the update prompt during `run`. */
async function told(run: () => Promise<unknown>): Promise<AppOutdated[]> {
  const heard: AppOutdated[] = [];
  const stop = onAppOutdated((why) => heard.push(why));
  try {
    await run();
  } finally {
    stop();
  }
  return heard;
}

describe('outbox sync across versions', () => {
  it('names this bundle’s protocol on every push and pull', async () => {
    const db = await seededDb();
    const { server, deps, commandDeps } = setup(db);
    await addToCart({ customerId: 20, unitId: 101 }, commandDeps);
    expect(await syncNow(deps)).toMatchObject({ kind: 'synced', pushed: 1 });
    const sync = server.calls.filter((c) => c.url.startsWith('/api/sync/'));
    expect(sync.map((c) => c.headers['x-sync-protocol'])).toEqual([
      String(SYNC_PROTOCOL),
      String(SYNC_PROTOCOL),
    ]);
  });

  it('keeps every entry when the server refuses this bundle (426), and asks for the update', async () => {
    const db = await seededDb();
    const { server, deps, commandDeps } = setup(db);
    await addToCart({ customerId: 20, unitId: 101 }, commandDeps);
    server.fail('push', 426);
    let result: unknown;
    const heard = await told(async () => {
      result = await syncNow(deps);
    });
    expect(result).toMatchObject({
      kind: 'failed',
      reason: 'server',
      message: syncMessages.updateRequired,
    });
    expect(heard).toEqual(['required']);
    expect(await statuses(db)).toEqual(['sent']);
    // Once updated (the server serves it again), the entry goes, once.
    expect(await syncNow(deps)).toMatchObject({ kind: 'synced', pushed: 1 });
    expect([...server.applyCount.values()]).toEqual([1]);
  });

  it('keeps rows of a newer server it does not fully understand, and asks for the update', async () => {
    const db = await seededDb();
    const { server, deps } = setup(db);
    const [first] = hutSnapshot.units ?? [];
    if (!first) throw new Error('the test hut has units');
    const cleaning = { ...first, id: 999, status: 'cleaning', washed_at: '2026-11-20' };
    // A newer server's snapshot: a unit status and a field this bundle has no word for.
    server.answerPulls({
      cursor: 50,
      full: true,
      changes: { ...hutSnapshot, units: [...(hutSnapshot.units ?? []), cleaning] },
    } as unknown as PullResponse);
    let result: unknown;
    const heard = await told(async () => {
      result = await syncNow(deps);
    });
    expect(result).toMatchObject({ kind: 'synced', pulled: 'full' });
    expect(heard).toEqual(['newer']);
    expect(await db.units.get(999)).toEqual(cleaning);
    expect((await db.syncState.get(HUT))?.cursor).toBe(50);
  });
});
