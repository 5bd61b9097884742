import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  Category,
  PublicCategoryResponse,
  publicCategoryQuerySchema,
} from '../../../shared/contracts/catalogue';
import { descendantIds, resolveSlugs } from '../../../shared/domain/category-tree';
import { nb } from '../../../shared/texts/messages';
import { countAll } from '../../db/sql-helpers';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { generationFor } from './catalogue-cache';
import { readCatalogueVersion } from './catalogue-version';
import { loadCategories } from './reference-data';

type CategoryQuery = z.output<typeof publicCategoryQuerySchema>;

/**
 * A slug as typed or linked: "helårs", "hel%C3%A5rs" (encoded twice by a proxy or a copied
 * link) or with a decomposed "å" all resolve to the same segment.
 */
export function normalizeSlug(raw: string): string {
  let slug = raw.trim();
  if (slug.includes('%')) {
    try {
      slug = decodeURIComponent(slug);
    } catch {
      // Not an encoded segment; a literal % simply matches nothing.
    }
  }
  return slug.normalize('NFC').toLocaleLowerCase('nb');
}

async function loadProductCounts(db: Kysely<Database>): Promise<ReadonlyMap<number, number>> {
  const counts = await db
    .selectFrom('products')
    .select(['category_id', countAll().as('n')])
    .where('deleted_at', 'is', null)
    .groupBy('category_id')
    .execute();
  return new Map(counts.map((r) => [r.category_id, Number(r.n)]));
}

/**
 * The season page and its sub-levels, by URL slugs, with product counts per subtree. The tree
 * and the counts change only with the catalogue version, so they are kept per version.
 */
export async function categoryBySlugs(
  db: Kysely<Database>,
  query: CategoryQuery,
): Promise<PublicCategoryResponse> {
  if (query.subcategory && !query.category) throw notFound(nb.categoryNotFound);
  const segments = [query.season, query.category, query.subcategory]
    .filter((s): s is string => s !== undefined && s !== '')
    .map(normalizeSlug);
  const generation = generationFor(db, await readCatalogueVersion(db));
  const categories = await generation.categories.get(() => loadCategories(db));
  const path = resolveSlugs(categories, segments);
  const deepest = path?.at(-1);
  if (!path || !deepest) throw notFound(nb.categoryNotFound);

  const direct = await generation.productCounts.get(() => loadProductCounts(db));
  const subtreeCount = (c: Category) =>
    descendantIds(categories, c.id).reduce((sum, id) => sum + (direct.get(id) ?? 0), 0);
  const byId = new Map(categories.map((c) => [c.id, c]));
  const descendants = descendantIds(categories, deepest.id).flatMap((id) => {
    const c = byId.get(id);
    return c ? [{ ...c, item_count: subtreeCount(c) }] : [];
  });

  const [season, category, subcategory] = path;
  if (!season) throw notFound(nb.categoryNotFound);
  return { season, category: category ?? null, subcategory: subcategory ?? null, descendants };
}
