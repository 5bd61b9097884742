/**
 * In-memory state of the catalogue sync for this page (no React): whether a sync runs, and the
 * last failure. Screens read it through useSyncExternalStore; the data itself lives in Dexie.
 */
export interface CatalogueSyncState {
  syncing: boolean;
  /** Norwegian text of the last failed attempt, cleared by the next success. */
  lastError: string | null;
  lastAttemptAt: number | null;
  /**
   * The last attempt could not reach the server. navigator.onLine says true on a network without
   * a way out (and some browsers after a reload offline), so this counts as offline too.
   */
  unreachable: boolean;
}

let state: CatalogueSyncState = {
  syncing: false,
  lastError: null,
  lastAttemptAt: null,
  unreachable: false,
};
const listeners = new Set<() => void>();

export function getCatalogueSyncState(): CatalogueSyncState {
  return state;
}

export function subscribeCatalogueSyncState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function updateCatalogueSyncState(patch: Partial<CatalogueSyncState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}
