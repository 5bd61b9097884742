import { useLiveQuery } from 'dexie-react-hooks';
import { isNetworkFailure } from '../../api/error-mapping';
import { useOnline } from '../../components/ui/use-online';
import { getDb } from '../../db/database';
import { readMyPage } from '../../db/my-page-store';
import type { MyPage } from '../../shared/contracts/profile';
import { useMyPageQuery } from './profile-api';

export interface MyPageState {
  /** The page to show: the server's answer, else the copy this device kept; null: none yet. */
  page: MyPage | null;
  /** Shown from the device (offline, or the server could not be reached): say when it is from. */
  stale: boolean;
  /** Changes need the network; forms say so rather than failing. */
  online: boolean;
  loading: boolean;
  /** The server refused or failed (not a missing network). */
  failed: boolean;
  retry: () => void;
}

/**
 * Min side's data: asked of the server each time the screen opens (and when the network comes
 * back), and read from the device's copy (IndexedDB) meanwhile or without network.
 */
export function useMyPage(userId: number): MyPageState {
  const online = useOnline();
  const query = useMyPageQuery(undefined, {
    refetchOnMountOrArgChange: true,
    refetchOnReconnect: true,
  });
  const kept = useLiveQuery(() => readMyPage(getDb(), userId), [userId]);
  const unreachable = query.isError && isNetworkFailure(query.error);
  const fresh = query.data?.user.id === userId ? query.data : undefined;
  const page = fresh ?? (kept?.user.id === userId ? kept : null);
  return {
    page,
    stale: page !== null && (!online || unreachable || fresh === undefined),
    online: online && !unreachable,
    loading: page === null && (query.isFetching || kept === undefined),
    failed: query.isError && !unreachable,
    retry: () => void query.refetch(),
  };
}
