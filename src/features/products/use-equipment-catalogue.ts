import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import type { CategoryRow, ProductRow } from '../../db/catalogue-types';
import { getDb } from '../../db/database';
import { startCatalogueSync } from '../../sync/page/catalogue-scheduler';

/**
 * The category tree and the network's products, from the device's copy of the public catalogue
 * (it is fetched anew when this screen opens): the forms choose among them without a call.
 */
export function useCategories(): CategoryRow[] | undefined {
  useEffect(() => {
    startCatalogueSync();
  }, []);
  return useLiveQuery(() => getDb().categories.toArray());
}

/** The network's products in one category, by name; [] until a category is chosen. */
export function useCategoryProducts(categoryId: number | null): ProductRow[] {
  return (
    useLiveQuery(
      async () =>
        categoryId === null
          ? []
          : getDb().products.where('category_id').equals(categoryId).sortBy('name'),
      [categoryId],
    ) ?? []
  );
}
