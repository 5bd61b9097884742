import { useLiveQuery } from 'dexie-react-hooks';
import { getDb } from '../database';
import type { SessionRow } from '../hut/hut-types';

/**
 * The staff member and hut the counter works for, as this device knows them (written at login,
 * hut choice and logout). undefined while loading, null when nobody is bound on this device.
 */
export function useHutSession(): SessionRow | null | undefined {
  return useLiveQuery(async () => (await getDb().session.get('session')) ?? null, []);
}
