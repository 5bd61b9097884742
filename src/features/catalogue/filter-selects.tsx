import type { CategoryRow, HutRow } from '../../db/catalogue/catalogue-types';
import { childrenOf } from '../../shared/domain/category-tree';
import { LabelledSelect } from '../../components/ui/labelled-select';
import { catalogueTexts as t } from '../../i18n/nb/catalogue';
import './filters.css';

/** Parses an id from a select value or query string: a positive integer, else null. */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

export function HutSelect({
  huts,
  county,
  value,
  onChange,
}: {
  huts: readonly HutRow[];
  /** The county whose equipment the device holds (null: all): other huts would list nothing. */
  county: string | null;
  value: number | null;
  onChange: (hutId: number | null) => void;
}) {
  const sorted = huts
    .filter((hut) => county === null || hut.county === county || hut.id === value)
    .sort((a, b) => a.name.localeCompare(b.name, 'nb'));
  return (
    <LabelledSelect
      label={t.hutLabel}
      all={t.chooseHut}
      value={String(value ?? '')}
      onChange={(v) => onChange(parseId(v))}
    >
      {sorted.map((hut) => (
        <option key={hut.id} value={hut.id}>
          {hut.name}
        </option>
      ))}
    </LabelledSelect>
  );
}

/** Depth-first list of everything below `parentId`, each with its depth (0 = direct child). */
export function flattenTree(
  categories: readonly CategoryRow[],
  parentId: number | null,
): Array<{ category: CategoryRow; depth: number }> {
  const out: Array<{ category: CategoryRow; depth: number }> = [];
  const walk = (parent: number | null, depth: number) => {
    if (depth > 16) return;
    for (const category of childrenOf(categories, parent)) {
      out.push({ category, depth });
      walk(category.id, depth + 1);
    }
  };
  walk(parentId, 0);
  return out;
}

/** All categories in one dropdown, grouped under their season. */
export function CategorySelect({
  categories,
  value,
  onChange,
}: {
  categories: readonly CategoryRow[];
  value: number | null;
  onChange: (categoryId: number | null) => void;
}) {
  const seasons = childrenOf(categories, null);
  return (
    <LabelledSelect
      label={t.categoryLabel}
      all={t.allCategories}
      value={String(value ?? '')}
      onChange={(v) => onChange(parseId(v))}
    >
      {seasons.map((season) => (
        <optgroup key={season.id} label={season.name}>
          <option value={season.id}>{t.allInSeason(season.name)}</option>
          {flattenTree(categories, season.id).map(({ category, depth }) => (
            <option key={category.id} value={category.id}>
              {`${'\u2003'.repeat(depth)}${category.name}`}
            </option>
          ))}
        </optgroup>
      ))}
    </LabelledSelect>
  );
}
