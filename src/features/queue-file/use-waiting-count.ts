import { useLiveQuery } from 'dexie-react-hooks';
import { getDb } from '../../db/database';
import { waitingEntriesOf, type QueueOwner } from './build-queue-file';

/** How many entries a saved queue would hold now (live, whichever tab or worker syncs). */
export function useWaitingCount(owner: QueueOwner): number | undefined {
  return useLiveQuery(
    async () => (await waitingEntriesOf(getDb(), owner)).length,
    [owner.userId, owner.companyId],
  );
}
