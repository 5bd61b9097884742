import type { StockUnit } from '../../db/hut/hut-queries';
import { childrenOf, descendantIds, type CategoryNode } from '../../shared/domain/category-tree';
import { matchesItemSearch } from '../../shared/domain/size-search';
import { sizeRange } from '../../shared/domain/equipment';
import { unitNumberQuery } from '../../shared/domain/unit-number';

/** The stock table's filter: season, a category below it, and the product search text. */
export interface StockFilter {
  seasonId: number | null;
  categoryId: number | null;
  search: string;
}

export const emptyStockFilter: StockFilter = { seasonId: null, categoryId: null, search: '' };

/** "120" or "120–130" (a size range), empty without a size. */
export const sizeLabel = sizeRange;

/**
 * Units under the chosen category (else season), matching the SPEC §5 product search or, typed
 * as the label prints it ("1541", "nr. 1541"), the unit's number: the way to a unit whose label
 * no longer scans. The numbered unit comes first, above units that only have that size.
 */
export function filterStock(
  units: readonly StockUnit[],
  categories: readonly CategoryNode[],
  filter: StockFilter,
): StockUnit[] {
  const root = filter.categoryId ?? filter.seasonId;
  const allowed = root === null ? null : new Set(descendantIds(categories, root));
  const numbered = unitNumberQuery(filter.search);
  return units
    .filter((u) => allowed === null || (u.category_id !== null && allowed.has(u.category_id)))
    .filter((u) => u.id === numbered || matchesItemSearch(u, filter.search))
    .sort(
      (a, b) =>
        Number(b.id === numbered) - Number(a.id === numbered) ||
        a.name.localeCompare(b.name, 'nb') ||
        (Number(a.size) || 0) - (Number(b.size) || 0) ||
        a.id - b.id,
    );
}

/** A category the filter offers below a season: "Vannaktiviteter" or "Vannaktiviteter › Bading". */
export interface CategoryOption {
  id: number;
  label: string;
}

export function categoryOptions<T extends CategoryNode & { name: string }>(
  categories: readonly T[],
  seasonId: number | null,
): CategoryOption[] {
  if (seasonId === null) return [];
  const options: CategoryOption[] = [];
  const walk = (parentId: number, prefix: string) => {
    for (const child of childrenOf(categories, parentId)) {
      const label = prefix ? `${prefix} › ${child.name}` : child.name;
      options.push({ id: child.id, label });
      walk(child.id, label);
    }
  };
  walk(seasonId, '');
  return options;
}
