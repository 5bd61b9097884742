import { liveQuery } from 'dexie';
import type { CategoryRow } from '../../db/catalogue-types';
import { getDb } from '../../db/database';
import { startCatalogueSync } from '../../sync/page/catalogue-scheduler';

/**
 * The seasons (root categories) of the offline catalogue, kept live for the public navigation,
 * which loads this module on demand so Dexie stays off the start-up path. Subscribing also keeps
 * the catalogue fresh: SPEC §4, creating the public navigation loads the app data.
 */
export function subscribeSeasons(onChange: (seasons: CategoryRow[]) => void): () => void {
  startCatalogueSync();
  // IndexedDB cannot index null, so the roots are filtered rather than looked up.
  const query = liveQuery(() =>
    getDb()
      .categories.filter((c) => c.parent_id === null)
      .toArray(),
  );
  const subscription = query.subscribe({
    next: onChange,
    error: () => {
      // The navigation keeps the seasons it shows.
    },
  });
  return () => subscription.unsubscribe();
}
