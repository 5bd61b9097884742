import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { PAGE_SIZE } from '../../../shared/contracts/catalogue';
import type {
  Category,
  PublicItemsResponse,
  publicItemsQuerySchema,
} from '../../../shared/contracts/catalogue';
import { descendantIds } from '../../../shared/domain/category-tree';
import { nb } from '../../../shared/texts/messages';
import type { Database, Dialect } from '../../db/schema';
import { notFound } from '../../errors';
import { generationFor } from './catalogue-cache';
import { readCatalogueVersion } from './catalogue-version';
import { filterKey, matchingProductIds } from './item-list';
import type { ItemFilter } from './item-list';
import { loadItemPage } from './item-page';
import { loadCategories } from './reference-data';

export { likePattern } from './item-list';

type ItemsQuery = z.output<typeof publicItemsQuerySchema>;

/** Every category id the filter covers: each given category and all categories below it. */
function categoryScope(categories: Category[], query: ItemsQuery): number[] | null {
  const roots = [...(query.categoryIds ?? []), ...(query.category_id ? [query.category_id] : [])];
  if (roots.length === 0) return null;
  const ids = new Set<number>();
  for (const root of roots) for (const id of descendantIds(categories, root)) ids.add(id);
  return [...ids];
}

/**
 * One page of the public catalogue. The ordered ids of each filter are kept per catalogue
 * version (catalogue-cache.ts), so a page is: the version, then one query for its ten products
 * and their current availability. A new version, or a filter not seen yet, adds the category
 * tree and the ordered id list: at most four queries, whatever the catalogue size or page.
 */
export async function listPublicItems(
  db: Kysely<Database>,
  dialect: Dialect,
  query: ItemsQuery,
): Promise<PublicItemsResponse> {
  const generation = generationFor(db, await readCatalogueVersion(db));
  const categories = await generation.categories.get(() => loadCategories(db));
  let category: Category | null = null;
  if (query.category_id !== undefined) {
    category = categories.find((c) => c.id === query.category_id) ?? null;
    if (!category) throw notFound(nb.categoryNotFound);
  }
  const filter: ItemFilter = {
    categoryIds: categoryScope(categories, query),
    companyId: query.companyId,
    q: query.q || undefined,
  };
  const ids = await generation.list(filterKey(filter), () =>
    matchingProductIds(db, dialect, filter),
  );

  const total = ids.length;
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const meta = { current_page: query.page, last_page: lastPage, total };
  if (query.page > lastPage) return { category, items: { data: [], meta } };

  const start = (query.page - 1) * PAGE_SIZE;
  const data = await loadItemPage(db, ids.slice(start, start + PAGE_SIZE), query.companyId);
  return { category, items: { data, meta } };
}
