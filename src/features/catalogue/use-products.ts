import { useLiveQuery } from 'dexie-react-hooks';
import {
  categoryIdCounts,
  categoryProductCounts,
  categoryScope,
  filterProducts,
  paginate,
  type Page,
  type ProductFilter,
} from '../../db/catalogue-queries';
import type { ProductRow } from '../../db/catalogue-types';
import { getDb } from '../../db/database';

/** The categories, and the category ids at or below `categoryId` (null: every category). */
async function categoriesInScope(categoryId: number | null | undefined) {
  const categories = await getDb().categories.toArray();
  return { categories, scope: categoryScope(categories, categoryId) };
}

async function productsInScope(filter: ProductFilter) {
  const { categories, scope } = await categoriesInScope(filter.categoryId);
  // The category index narrows the read; hut and name filters run in memory.
  const { products } = getDb();
  const rows = scope
    ? await products.where('category_id').anyOf(scope).toArray()
    : await products.toArray();
  return { categories, rows };
}

/**
 * A page together with the filter it was read for. While a new filter is being read, useLiveQuery
 * still returns the previous page: `current` is false then, and cards must be labelled with the
 * page's own hut, not the newly chosen one.
 */
export type ScopedPage = Page<ProductRow> & { hutId: number | null; current: boolean };

/** One page of products matching the filter, live from Dexie; undefined while first reading. */
export function useProductPage(filter: ProductFilter, page: number): ScopedPage | undefined {
  const { categoryId = null, hutId = null, query = null } = filter;
  const key = JSON.stringify([categoryId, hutId, query, page]);
  const result = useLiveQuery(async () => {
    const scoped = { categoryId, hutId, query };
    const { categories, rows } = await productsInScope(scoped);
    return { key, hutId, ...paginate(filterProducts(rows, categories, scoped), page) };
  }, [categoryId, hutId, query, page]);
  if (!result) return undefined;
  const { key: readFor, ...rest } = result;
  return { ...rest, current: readFor === key };
}

/** Products per category below `categoryId` (with a hut: only that hut's). */
export function useCategoryCounts(
  categoryId: number | null,
  hutId: number | null,
): Map<number, number> | undefined {
  return useLiveQuery(async () => {
    if (hutId !== null) {
      const { categories, rows } = await productsInScope({ categoryId });
      return categoryProductCounts(categories, rows, hutId);
    }
    // Every hut: the category index's keys are enough, no product is read whole. Its keys are
    // the category ids (IndexedDB leaves a product without a category out of the index).
    const { categories, scope } = await categoriesInScope(categoryId);
    const { products } = getDb();
    const keys = scope
      ? await products.where('category_id').anyOf(scope).keys()
      : await products.orderBy('category_id').keys();
    return categoryIdCounts(categories, keys as number[]);
  }, [categoryId, hutId]);
}

/** All products, for counts over the whole catalogue (huts page, home page). */
export function useAllProducts(): ProductRow[] | undefined {
  return useLiveQuery(() => getDb().products.toArray());
}
