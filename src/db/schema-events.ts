/**
 * "This page holds an outdated database schema" events, kept apart from the Dexie module so the
 * update prompt can listen without loading Dexie at start-up.
 */
type OutdatedListener = () => void;
const outdatedListeners = new Set<OutdatedListener>();

/** Called when another tab or a new worker opened a newer schema: this page should reload. */
export function onDatabaseOutdated(listener: OutdatedListener): () => void {
  outdatedListeners.add(listener);
  return () => outdatedListeners.delete(listener);
}

export function notifyDatabaseOutdated(): void {
  for (const listener of outdatedListeners) listener();
}
