import type { CategoryRow } from '../../db/catalogue/catalogue-types';
import { pathTo } from '../../shared/domain/category-tree';

/** /{season}/{category}/{subcategory} of a category; segments are encoded (e.g. helårs). */
export function categoryHref(
  categories: readonly CategoryRow[],
  categoryId: number,
  search = '',
): string {
  const segments = pathTo(categories, categoryId).map((c) => encodeURIComponent(c.slug));
  return `/${segments.join('/')}${search}`;
}
