import {
  categoryProductCounts,
  categoryScope,
  filterProducts,
  paginate,
  rollUpCategoryCounts,
  type Page,
  type ProductFilter,
} from '../../db/catalogue/catalogue-queries';
import { useCatalogueQuery } from '../../db/catalogue/catalogue-live';
import {
  readAllProducts,
  readCategoriesAndProducts,
  readDirectCategoryCounts,
} from '../../db/catalogue/catalogue-reads';
import type { ProductRow } from '../../db/catalogue/catalogue-types';

/**
 * A page together with the filter it was read for. While a new filter is being read, the last
 * page stays shown: `current` is false then, and cards must be labelled with the page's own
 * hut, not the newly chosen one.
 */
export type ScopedPage = Page<ProductRow> & { hutId: number | null; current: boolean };

/** One page of products matching the filter, live from the device; undefined while first read. */
export function useProductPage(filter: ProductFilter, page: number): ScopedPage | undefined {
  const { categoryId = null, hutId = null, query = null } = filter;
  const key = JSON.stringify([categoryId, hutId, query, page]);
  const result = useCatalogueQuery(
    async (db) => {
      const scoped = { categoryId, hutId, query };
      const { categories, rows } = await readCategoriesAndProducts(db, (all) =>
        categoryScope(all, categoryId),
      );
      return { key, hutId, ...paginate(filterProducts(rows, categories, scoped), page) };
    },
    [key, categoryId, hutId, query, page],
  );
  if (!result) return undefined;
  const { key: readFor, ...rest } = result;
  return { ...rest, current: readFor === key };
}

/** Products per category below `categoryId` (with a hut: only that hut's). */
export function useCategoryCounts(
  categoryId: number | null,
  hutId: number | null,
): Map<number, number> | undefined {
  return useCatalogueQuery(
    async (db) => {
      const scope = (all: Parameters<typeof categoryScope>[0]) => categoryScope(all, categoryId);
      if (hutId !== null) {
        const { categories, rows } = await readCategoriesAndProducts(db, scope);
        return categoryProductCounts(categories, rows, hutId);
      }
      // Every hut: counted on the category index, no product is read whole.
      const { categories, direct } = await readDirectCategoryCounts(db, scope);
      return rollUpCategoryCounts(categories, direct);
    },
    [categoryId, hutId],
  );
}

/** All products, for counts over the whole catalogue (huts page, home page). */
export function useAllProducts(): ProductRow[] | undefined {
  return useCatalogueQuery(readAllProducts, []);
}
