import { OUTBOX_SYNC_TAG, syncNow, type OutboxSyncResult } from '../src/sync/outbox-sync';
import type { SyncHandler } from './background-sync';

/**
 * A network that has just come back often does not carry the first requests (the link settles,
 * a proxy wakes): tries again within the event at these delays before leaving it to the browser,
 * whose next try may be minutes away. Chromium lets a sync event run for minutes; these add up
 * to 17 s.
 */
export const NETWORK_RETRY_DELAYS_MS = [2_000, 5_000, 10_000] as const;

/**
 * Pushes the staff outbox once the connection is back, even with every tab closed. A failure
 * rejects, so the browser tries again later; a paused or idle queue waits for a sign-in.
 */
export async function deliverOutbox(
  run: () => Promise<OutboxSyncResult> = () => syncNow(),
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    const result = await run();
    // The browser fired the event for a network it sees, but the worker may not yet: that is no
    // delivery, so it must not end the event as done (the browser would not try again).
    const noNetwork =
      result.kind === 'offline' || (result.kind === 'failed' && result.reason === 'network');
    if (!noNetwork && result.kind !== 'failed') return;
    const delay = NETWORK_RETRY_DELAYS_MS[attempt];
    if (!noNetwork || delay === undefined) {
      throw new Error(result.kind === 'failed' ? result.message : 'offline');
    }
    await wait(delay);
  }
}

export const outboxSyncHandlers: Record<string, SyncHandler> = {
  [OUTBOX_SYNC_TAG]: () => deliverOutbox(),
};
