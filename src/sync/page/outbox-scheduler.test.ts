import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxSyncResult } from '../outbox-sync';

/**
 * The outbox scheduler of a page: when the server stops answering it asks again every second or
 * so, however long the outage, and syncs as soon as it answers; when the server answers with an
 * error it backs off instead. The sync run and the network are replaced here; what is checked
 * is when each is asked for.
 */
let serverUp = false;
/** The server answers small requests but every sync run still fails (it crashes on the push). */
let pushCrashes = false;
/** This many more sync runs fail even though the server answers (then they succeed). */
let runsFailingAfterReturn = 0;
let runsFail: 'network' | 'server' = 'network';
const runs: number[] = [];
const probes: number[] = [];

vi.mock('../outbox-sync', () => ({
  OUTBOX_SYNC_TAG: 'outbox',
  syncNow: async (): Promise<OutboxSyncResult> => {
    runs.push(Date.now());
    if (serverUp && runsFailingAfterReturn > 0) {
      runsFailingAfterReturn -= 1;
      return { kind: 'failed', reason: runsFail, message: 'x' };
    }
    if (serverUp && !pushCrashes) {
      return { kind: 'synced', pushed: 0, rejected: 0, held: 0, pulled: 'none' };
    }
    return { kind: 'failed', reason: runsFail, message: 'x' };
  },
}));
vi.mock('../background-sync-request', () => ({ requestBackgroundSync: async () => undefined }));

class FakeDocument extends EventTarget {
  visibilityState: 'visible' | 'hidden' = 'visible';
}

describe('the outbox scheduler of a page', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    serverUp = false;
    pushCrashes = false;
    runsFailingAfterReturn = 0;
    runsFail = 'network';
    runs.length = 0;
    probes.length = 0;
    vi.stubGlobal('document', new FakeDocument());
    vi.stubGlobal('window', new EventTarget());
    vi.stubGlobal('fetch', async (url: string) => {
      probes.push(Date.now());
      // The probe goes the API's way, as push and pull do: not to /csrf-cookie.
      if (url !== '/api/sync/ping') throw new Error(`unexpected ${url}`);
      if (!serverUp) throw new TypeError('Failed to fetch');
      return new Response('{"token":"t"}', { status: 200 });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('syncs within 2 s of the server answering again, after ten minutes without it', async () => {
    const { startOutboxSync } = await import('./outbox-scheduler');
    const stop = startOutboxSync();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(10 * 60_000);
    // Asked cheaply about once a second; no full sync run while nothing answers.
    expect(probes.length).toBeGreaterThan(600);
    expect(runs).toHaveLength(1);

    serverUp = true;
    const back = Date.now();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(runs).toHaveLength(2);
    expect((runs[1] ?? Infinity) - back).toBeLessThan(2_000);
    // Synced: back to the minute's interval, no more probing.
    const asked = probes.length;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(probes).toHaveLength(asked);
    stop();
  });

  it('does not let the runs tried during an outage lengthen the wait once the server answers', async () => {
    const { requestOutboxSync, startOutboxSync } = await import('./outbox-scheduler');
    const stop = startOutboxSync();
    await vi.advanceTimersByTimeAsync(0);
    // Half an hour without the server, and staff working on: a sync tried after every command.
    for (let i = 0; i < 40; i++) {
      requestOutboxSync();
      await vi.advanceTimersByTimeAsync(45_000);
    }
    expect(runs).toHaveLength(41);

    // The server answers again, but the first run still fails (a push cut off on the way): the
    // retry comes after the first step of the backoff, not after minutes.
    serverUp = true;
    runsFailingAfterReturn = 1;
    const back = Date.now();
    await vi.advanceTimersByTimeAsync(1_200);
    expect(runs).toHaveLength(42);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(runs).toHaveLength(43);
    expect((runs[42] ?? Infinity) - back).toBeLessThanOrEqual(3_200);
    // Synced: no more probing or retries until the minute's interval.
    const asked = probes.length;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(probes).toHaveLength(asked);
    expect(runs).toHaveLength(43);
    stop();
  });

  it('backs off when the server answers the probe but the sync still fails', async () => {
    serverUp = true;
    pushCrashes = true;
    const { startOutboxSync } = await import('./outbox-scheduler');
    const stop = startOutboxSync();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    // Probe, sync, fail, back off, ...: about ten runs in ten minutes, not one a second.
    expect(runs.length).toBeGreaterThan(3);
    expect(runs.length).toBeLessThan(24);
    expect(probes.length).toBeLessThan(24);
    stop();
  });

  it('backs off when the server answers with an error', async () => {
    runsFail = 'server';
    const { startOutboxSync } = await import('./outbox-scheduler');
    const stop = startOutboxSync();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(probes).toHaveLength(0);
    // 2 s doubling to 5 min, jittered: at most about ten runs in ten minutes.
    expect(runs.length).toBeGreaterThan(3);
    expect(runs.length).toBeLessThan(12);
    stop();
  });

  it('leaves a hidden page to its triggers instead of probing', async () => {
    const { startOutboxSync } = await import('./outbox-scheduler');
    const stop = startOutboxSync();
    await vi.advanceTimersByTimeAsync(0);
    const doc = document as unknown as FakeDocument;
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(probes.length).toBeLessThan(3);
    serverUp = true;
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(runs.at(-1)).toBe(Date.now());
    stop();
  });
});
