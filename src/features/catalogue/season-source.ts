import { sharedCatalogueQuery } from '../../db/catalogue/catalogue-live';
import { readCategories } from '../../db/catalogue/catalogue-reads';
import type { CategoryRow } from '../../db/catalogue/catalogue-types';
import { startCatalogueSync } from '../../sync/page/catalogue-scheduler';

// IndexedDB cannot index null, so the roots are filtered rather than looked up.
const seasons = sharedCatalogueQuery(async (db) =>
  (await readCategories(db)).filter((c) => c.parent_id === null),
);

/**
 * The seasons (root categories) of the offline catalogue, kept live for the public navigation,
 * which loads this module on demand so the catalogue's database stays off the start-up path.
 * Subscribing also keeps the catalogue fresh: SPEC §4, creating the public navigation loads the
 * app data.
 */
export function subscribeSeasons(onChange: (seasons: CategoryRow[]) => void): () => void {
  startCatalogueSync();
  // A failed read (undefined) changes nothing: the navigation keeps the seasons it shows.
  const tell = () => {
    const value = seasons.getSnapshot();
    if (value !== undefined) onChange(value);
  };
  const unsubscribe = seasons.subscribe(tell);
  tell();
  return unsubscribe;
}
