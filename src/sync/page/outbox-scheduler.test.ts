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
let runsFail: 'network' | 'server' = 'network';
const runs: number[] = [];
const probes: number[] = [];

vi.mock('../outbox-sync', () => ({
  OUTBOX_SYNC_TAG: 'outbox',
  syncNow: async (): Promise<OutboxSyncResult> => {
    runs.push(Date.now());
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
    runsFail = 'network';
    runs.length = 0;
    probes.length = 0;
    vi.stubGlobal('document', new FakeDocument());
    vi.stubGlobal('window', new EventTarget());
    vi.stubGlobal('fetch', async (url: string) => {
      probes.push(Date.now());
      if (url !== '/csrf-cookie') throw new Error(`unexpected ${url}`);
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
