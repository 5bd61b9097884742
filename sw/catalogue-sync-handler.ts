import { CATALOGUE_SYNC_TAG, syncCatalogue } from '../src/sync/catalogue-sync';
import type { SyncHandler } from './background-sync';

/** Refreshes the offline catalogue once the connection is back. */
export const catalogueSyncHandlers: Record<string, SyncHandler> = {
  [CATALOGUE_SYNC_TAG]: async () => {
    const result = await syncCatalogue();
    if (result.kind === 'failed') throw new Error(result.message);
  },
};
