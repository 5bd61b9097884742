import { useLiveQuery } from 'dexie-react-hooks';
import { getDb, type UtstyrsbodDb } from '../database';
import { useHutSession } from './use-hut-session';
import { todayIsoDate } from '../../shared/domain/dates/dates';

/**
 * A live read of the chosen hut's local tables. 'unbound': this device holds no hut session yet
 * (nothing to show until the staff member has signed in online once).
 */
export type HutQueryState<T> =
  | { state: 'loading' }
  | { state: 'unbound' }
  | { state: 'ready'; data: T; companyId: number; today: string; pulled: boolean };

type Read<T> = (db: UtstyrsbodDb, companyId: number, today: string) => Promise<T>;

export function useHutQuery<T>(read: Read<T>, deps: readonly unknown[] = []): HutQueryState<T> {
  const session = useHutSession();
  const companyId = session?.companyId ?? null;
  const today = todayIsoDate();
  const result = useLiveQuery(async () => {
    if (companyId === null) return null;
    const db = getDb();
    const [data, sync] = await Promise.all([
      read(db, companyId, today),
      db.syncState.get(companyId),
    ]);
    return { data, pulled: sync?.cursor !== null && sync?.cursor !== undefined };
    // The reader is a new function each render; what it reads is named by deps.
  }, [companyId, today, ...deps]);
  if (session === undefined) return { state: 'loading' };
  if (companyId === null) return { state: 'unbound' };
  if (result === undefined) return { state: 'loading' };
  if (result === null) return { state: 'unbound' };
  return { state: 'ready', data: result.data, companyId, today, pulled: result.pulled };
}
