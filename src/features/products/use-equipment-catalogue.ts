import { useEffect } from 'react';
import type { CategoryRow, ProductRow } from '../../db/catalogue/catalogue-types';
import { useCatalogueQuery } from '../../db/catalogue/catalogue-live';
import { readCategories, readProductsInCategory } from '../../db/catalogue/catalogue-reads';
import { startCatalogueSync } from '../../sync/page/catalogue-scheduler';

/**
 * The category tree and the network's products, from the device's copy of the public catalogue
 * (it is fetched anew when this screen opens): the forms choose among them without a call.
 */
export function useCategories(): CategoryRow[] | undefined {
  useEffect(() => {
    startCatalogueSync();
  }, []);
  return useCatalogueQuery(readCategories, []);
}

/** The network's products in one category, by name; [] until a category is chosen. */
export function useCategoryProducts(categoryId: number | null): ProductRow[] {
  return (
    useCatalogueQuery(
      async (db) => (categoryId === null ? [] : readProductsInCategory(db, categoryId)),
      [categoryId],
    ) ?? []
  );
}
