import { liveQuery, type Subscription } from 'dexie';

/** A Dexie read that many components follow at once (see sharedLiveQuery). */
export interface SharedLiveQuery<T> {
  subscribe(listener: () => void): () => void;
  /** The last value read; undefined before the first read (or after a failed one). */
  getSnapshot(): T | undefined;
}

/**
 * One live query for every component that shows the same read, for React's
 * useSyncExternalStore. With useLiveQuery each component runs the read again on every change of
 * its tables, and each answer re-renders on its own; here the read runs once, and every
 * component hears of it in the same tick, so they render together. The catalogue's bookkeeping
 * is shown by four components of /hjem, and a first visit's main thread is what Lighthouse
 * counts (issue 12). The query stops when the last component goes; its last value is kept.
 */
export function sharedLiveQuery<T>(read: () => Promise<T>): SharedLiveQuery<T> {
  const listeners = new Set<() => void>();
  let value: T | undefined;
  let subscription: Subscription | null = null;
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      subscription ??= liveQuery(read).subscribe({
        next: (next) => {
          value = next;
          notify();
        },
        // As useLiveQuery: a failed read shows as "not read" until the next one succeeds.
        error: () => {
          value = undefined;
          notify();
        },
      });
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        subscription?.unsubscribe();
        subscription = null;
      };
    },
    getSnapshot: () => value,
  };
}
