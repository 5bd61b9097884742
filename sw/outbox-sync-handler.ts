import { OUTBOX_SYNC_TAG, syncNow } from '../src/sync/outbox-sync';
import type { SyncHandler } from './background-sync';

/**
 * Pushes the staff outbox once the connection is back, even with every tab closed. A failure
 * rejects, so the browser tries again later; a paused or idle queue waits for a sign-in.
 */
export const outboxSyncHandlers: Record<string, SyncHandler> = {
  [OUTBOX_SYNC_TAG]: async () => {
    const result = await syncNow();
    if (result.kind === 'failed') throw new Error(result.message);
  },
};
