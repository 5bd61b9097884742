import { useLiveQuery } from 'dexie-react-hooks';
import {
  categoryProductCounts,
  categoryScope,
  filterProducts,
  paginate,
  type Page,
  type ProductFilter,
} from '../../db/catalogue-queries';
import type { ProductRow } from '../../db/catalogue-types';
import { getDb } from '../../db/database';

async function productsInScope(filter: ProductFilter) {
  const db = getDb();
  const categories = await db.categories.toArray();
  const scope = categoryScope(categories, filter.categoryId);
  // The category index narrows the read; hut and name filters run in memory.
  const rows = scope
    ? await db.products.where('category_id').anyOf(scope).toArray()
    : await db.products.toArray();
  return { categories, rows };
}

/** One page of products matching the filter, live from Dexie; undefined while reading. */
export function useProductPage(filter: ProductFilter, page: number): Page<ProductRow> | undefined {
  const { categoryId = null, hutId = null, query = null } = filter;
  return useLiveQuery(async () => {
    const scoped = { categoryId, hutId, query };
    const { categories, rows } = await productsInScope(scoped);
    return paginate(filterProducts(rows, categories, scoped), page);
  }, [categoryId, hutId, query, page]);
}

/** Products per category below `categoryId` (with a hut: only that hut's). */
export function useCategoryCounts(
  categoryId: number | null,
  hutId: number | null,
): Map<number, number> | undefined {
  return useLiveQuery(async () => {
    const { categories, rows } = await productsInScope({ categoryId });
    return categoryProductCounts(categories, rows, hutId);
  }, [categoryId, hutId]);
}

/** All products, for counts over the whole catalogue (huts page, home page). */
export function useAllProducts(): ProductRow[] | undefined {
  return useLiveQuery(() => getDb().products.toArray());
}
