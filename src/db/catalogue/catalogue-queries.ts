/**
 * Pure queries over the local catalogue, used by the screens on top of Dexie. They take plain
 * arrays so every filter, count and page works the same offline and in unit tests.
 */
import { PAGE_SIZE, type PaginationMeta } from '../../shared/contracts/catalogue';
import { descendantIds } from '../../shared/domain/category-tree';
import { lastPage } from '../../shared/domain/pagination';
import type { CategoryRow, HutRow, ProductRow } from './catalogue-types';

export interface ProductFilter {
  /** A category (season or deeper): the product may sit in it or any descendant. */
  categoryId?: number | null;
  /** Only products that have units at this hut; availability is then that hut's. */
  hutId?: number | null;
  /** Name search; every word must occur, case-insensitive. */
  query?: string | null;
}

export interface Counts {
  available: number;
  total: number;
}

const collator = new Intl.Collator('nb', { sensitivity: 'base', numeric: true });

/** 'Ledig x/y' numbers: at the chosen hut, or summed over all huts. */
export function availabilityFor(
  product: Pick<ProductRow, 'availability'>,
  hutId?: number | null,
): Counts {
  let available = 0;
  let total = 0;
  for (const a of product.availability) {
    if (hutId != null && a.company_id !== hutId) continue;
    available += a.available;
    total += a.total;
  }
  return { available, total };
}

export function searchWords(query: string | null | undefined): string[] {
  return (query ?? '')
    .trim()
    .toLocaleLowerCase('nb')
    .split(/\s+/)
    .filter((w) => w !== '');
}

export function matchesName(name: string, words: readonly string[]): boolean {
  const lower = name.toLocaleLowerCase('nb');
  return words.every((w) => lower.includes(w));
}

/** The category ids a filter covers (the category and all below it), or null for all. */
export function categoryScope(
  categories: readonly CategoryRow[],
  categoryId: number | null | undefined,
): number[] | null {
  return categoryId == null ? null : descendantIds(categories, categoryId);
}

export function filterProducts(
  products: readonly ProductRow[],
  categories: readonly CategoryRow[],
  filter: ProductFilter,
): ProductRow[] {
  const scope = categoryScope(categories, filter.categoryId);
  const inScope = scope ? new Set(scope) : null;
  const words = searchWords(filter.query);
  const hutId = filter.hutId ?? null;
  return products
    .filter(
      (p) =>
        (!inScope || inScope.has(p.category_id)) &&
        (hutId === null || availabilityFor(p, hutId).total > 0) &&
        (words.length === 0 || matchesName(p.name, words)),
    )
    .sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
}

export interface Page<T> {
  data: T[];
  meta: PaginationMeta;
}

/** One page of a list; a page past the end shows the last page (SPEC §9: 10 per page). */
export function paginate<T>(
  items: readonly T[],
  page: number,
  pageSize: number = PAGE_SIZE,
): Page<T> {
  const last = lastPage(items.length, pageSize);
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), last);
  const start = (current - 1) * pageSize;
  return {
    data: items.slice(start, start + pageSize),
    meta: { current_page: current, last_page: last, total: items.length },
  };
}

/**
 * Products per category, each counted in its own category and every ancestor (so a season
 * counts everything below it). With a hut, only products that hut holds.
 */
export function categoryProductCounts(
  categories: readonly CategoryRow[],
  products: readonly ProductRow[],
  hutId?: number | null,
): Map<number, number> {
  const held =
    hutId == null ? products : products.filter((p) => availabilityFor(p, hutId).total > 0);
  return categoryIdCounts(
    categories,
    held.map((p) => p.category_id),
  );
}

/**
 * Counts per category rolled up the tree: each category's own count is added to it and every
 * ancestor (so a season counts everything below it).
 */
export function rollUpCategoryCounts(
  categories: readonly CategoryRow[],
  direct: Iterable<readonly [categoryId: number | null, count: number]>,
): Map<number, number> {
  const parentOf = new Map(categories.map((c) => [c.id, c.parent_id]));
  const counts = new Map<number, number>();
  for (const [categoryId, count] of direct) {
    if (count === 0) continue;
    let id: number | null | undefined = categoryId;
    for (let depth = 0; id != null && depth < 32; depth++) {
      counts.set(id, (counts.get(id) ?? 0) + count);
      id = parentOf.get(id);
    }
  }
  return counts;
}

/** categoryProductCounts from the products' category ids alone. */
export function categoryIdCounts(
  categories: readonly CategoryRow[],
  categoryIds: Iterable<number | null>,
): Map<number, number> {
  return rollUpCategoryCounts(
    categories,
    [...categoryIds].map((id) => [id, 1] as const),
  );
}

/** How many products each hut holds (at least one unit). */
export function hutProductCounts(products: readonly ProductRow[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const p of products) {
    for (const a of p.availability) {
      if (a.total > 0) counts.set(a.company_id, (counts.get(a.company_id) ?? 0) + 1);
    }
  }
  return counts;
}

export interface HutFilter {
  county?: string | null;
  municipality?: string | null;
  town?: string | null;
}

function distinctSorted(values: Iterable<string>): string[] {
  return [...new Set(values)].filter((v) => v !== '').sort(collator.compare);
}

/**
 * A hut whose equipment is not on this device: the device keeps one county (`county`, null when
 * it keeps the whole network) and the hut is in another.
 */
export function hutOutsideCounty(hut: Pick<HutRow, 'county'>, county: string | null): boolean {
  return county !== null && hut.county !== county;
}

/** Options for the three dependent dropdowns: each level lists what the level above allows. */
export function hutFilterOptions(
  huts: readonly HutRow[],
  filter: HutFilter,
): { counties: string[]; municipalities: string[]; towns: string[] } {
  const inCounty = huts.filter((h) => !filter.county || h.county === filter.county);
  const inMunicipality = inCounty.filter(
    (h) => !filter.municipality || h.municipality === filter.municipality,
  );
  return {
    counties: distinctSorted(huts.map((h) => h.county)),
    municipalities: distinctSorted(inCounty.map((h) => h.municipality)),
    towns: distinctSorted(inMunicipality.map((h) => h.town)),
  };
}

export function filterHuts(huts: readonly HutRow[], filter: HutFilter): HutRow[] {
  return huts
    .filter(
      (h) =>
        (!filter.county || h.county === filter.county) &&
        (!filter.municipality || h.municipality === filter.municipality) &&
        (!filter.town || h.town === filter.town),
    )
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** Hut search on the home page: name, address, municipality or town. */
export function searchHuts(huts: readonly HutRow[], query: string): HutRow[] {
  const words = searchWords(query);
  if (words.length === 0) return [];
  return huts
    .filter((h) =>
      matchesName([h.name, h.address ?? '', h.municipality, h.town, h.county].join(' '), words),
    )
    .sort((a, b) => collator.compare(a.name, b.name));
}
