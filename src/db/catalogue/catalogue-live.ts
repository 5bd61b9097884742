import { useEffect, useState, type DependencyList } from 'react';
import { subscribeCatalogueChanges, type CatalogueChange } from './catalogue-changes';
import { getCatalogueDb, type CatalogueDb } from './catalogue-db';

export type CatalogueRead<T> = (db: CatalogueDb) => Promise<T>;

/**
 * A read of the offline catalogue's rows that follows them: read now, and again whenever they
 * change (in this page, another tab or the worker) or `deps` change; not for bookkeeping only. Undefined until the first answer, or
 * after a failed read; while a new read runs, the last answer stays (as Dexie's useLiveQuery,
 * which it replaces on the public pages). An older read that answers late is dropped.
 * Lint checks `deps` like useEffect's (react-hooks/exhaustive-deps, additionalHooks).
 */
export function useCatalogueQuery<T>(read: CatalogueRead<T>, deps: DependencyList): T | undefined {
  const [answer, setAnswer] = useState<{ value: T } | undefined>(undefined);
  useEffect(
    () => {
      let latest = 0;
      let stopped = false;
      const run = () => {
        const mine = ++latest;
        const settle = (next: { value: T } | undefined) => {
          if (!stopped && mine === latest) setAnswer(next);
        };
        getCatalogueDb()
          .then(read)
          .then(
            (value) => settle({ value }),
            () => settle(undefined),
          );
      };
      const unsubscribe = subscribeCatalogueChanges(run);
      run();
      return () => {
        stopped = true;
        unsubscribe();
      };
    },
    // The caller's deps stand for `read`, as with useEffect; lint checks them at the call site.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    deps,
  );
  return answer?.value;
}

/** A catalogue read that many components follow at once (see sharedCatalogueQuery). */
export interface SharedCatalogueQuery<T> {
  subscribe(listener: () => void): () => void;
  /** The last value read; undefined before the first read (or after a failed one). */
  getSnapshot(): T | undefined;
}

/**
 * One read for every component that shows it, for React's useSyncExternalStore: the read runs
 * once per change and every component hears of it in the same tick, so they render together.
 * The catalogue's bookkeeping is shown by four components of /hjem, and a first visit's main
 * thread is what Lighthouse counts (issue 12). It stops following when the last component goes;
 * its last value is kept. `follows`: the kinds of change it reads again on (the rows, unless it
 * reads the bookkeeping).
 */
export function sharedCatalogueQuery<T>(
  read: CatalogueRead<T>,
  follows: readonly CatalogueChange[] = ['rows'],
): SharedCatalogueQuery<T> {
  const listeners = new Set<() => void>();
  let value: T | undefined;
  let latest = 0;
  let unsubscribe: (() => void) | null = null;
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const run = () => {
    const mine = ++latest;
    const settle = (next: T | undefined) => {
      if (mine !== latest) return;
      value = next;
      notify();
    };
    getCatalogueDb()
      .then(read)
      .then(settle, () => settle(undefined));
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      if (unsubscribe === null) {
        unsubscribe = subscribeCatalogueChanges(run, follows);
        run();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        unsubscribe?.();
        unsubscribe = null;
      };
    },
    getSnapshot: () => value,
  };
}
