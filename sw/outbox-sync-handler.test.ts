import { describe, expect, it } from 'vitest';
import type { OutboxSyncResult } from '../src/sync/outbox-sync';
import { deliverOutbox, NETWORK_RETRY_DELAYS_MS } from './outbox-sync-handler';

const network: OutboxSyncResult = { kind: 'failed', reason: 'network', message: 'Ingen nett' };
const server: OutboxSyncResult = { kind: 'failed', reason: 'server', message: 'Feil (500)' };

function runs(...results: OutboxSyncResult[]) {
  const calls: number[] = [];
  const run = () => {
    calls.push(calls.length);
    const next = results[calls.length - 1];
    if (!next) throw new Error('no more results');
    return Promise.resolve(next);
  };
  return { run, calls };
}

describe('the worker delivering the outbox', () => {
  it('tries again within the event while the network that just came back carries nothing yet', async () => {
    const waits: number[] = [];
    const { run, calls } = runs(network, { kind: 'offline' }, { kind: 'idle' });
    await deliverOutbox(run, async (ms) => {
      waits.push(ms);
    });
    expect(calls).toHaveLength(3);
    expect(waits).toEqual(NETWORK_RETRY_DELAYS_MS.slice(0, 2));
  });

  it('leaves it to the browser after the last try, and at once when the server refused', async () => {
    const { run } = runs(network, network, network, network);
    await expect(deliverOutbox(run, async () => undefined)).rejects.toThrow('Ingen nett');
    const offline = runs(
      { kind: 'offline' },
      { kind: 'offline' },
      { kind: 'offline' },
      { kind: 'offline' },
    );
    await expect(deliverOutbox(offline.run, async () => undefined)).rejects.toThrow('offline');
    const refused = runs(server);
    await expect(deliverOutbox(refused.run, async () => undefined)).rejects.toThrow('Feil (500)');
    expect(refused.calls).toHaveLength(1);
  });
});
