import { useId } from 'react';
import type { CategoryRow } from '../../db/catalogue/catalogue-types';
import { childrenOf } from '../../shared/domain/category-tree';
import { parseId } from './filter-selects';
import { catalogueTexts as t } from '../../i18n/nb/catalogue';
import './filters.css';

interface Props {
  categories: readonly CategoryRow[];
  /** Season first, then the chosen categories, top-down. */
  path: readonly CategoryRow[];
  /** Called with the new path below the season (empty: the whole season). */
  onChange: (path: CategoryRow[]) => void;
}

/**
 * One dropdown per level, as deep as the tree goes: 'Velg kategori' at the top, then
 * 'Velg underkategori' under each chosen category that has children. The x clears the choice.
 */
export function CascadingCategorySelect({ categories, path, onChange }: Props) {
  const [season, ...chosen] = path;
  if (!season) return null;
  const levels: Array<{ parent: CategoryRow; value: CategoryRow | null; options: CategoryRow[] }> =
    [];
  let parent: CategoryRow = season;
  for (let depth = 0; depth < 16; depth++) {
    const options = childrenOf(categories, parent.id);
    if (options.length === 0) break;
    const value = chosen[depth] ?? null;
    levels.push({ parent, value, options });
    if (!value) break;
    parent = value;
  }
  if (levels.length === 0) return null;

  return (
    <div className="cascading-select">
      {levels.map((level, depth) => (
        <CategoryLevel
          key={level.parent.id}
          depth={depth}
          value={level.value}
          options={level.options}
          onSelect={(category) =>
            onChange([...chosen.slice(0, depth), ...(category ? [category] : [])])
          }
        />
      ))}
      {chosen.length > 0 && (
        <button
          type="button"
          className="icon-button"
          aria-label={t.clearCategory}
          title={t.clearCategory}
          onClick={() => onChange([])}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M6 6l12 12M18 6L6 18"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </svg>
        </button>
      )}
    </div>
  );
}

function CategoryLevel({
  depth,
  value,
  options,
  onSelect,
}: {
  depth: number;
  value: CategoryRow | null;
  options: CategoryRow[];
  onSelect: (category: CategoryRow | null) => void;
}) {
  const id = useId();
  return (
    <div className="form-field catalogue-field">
      <label htmlFor={id} className="form-field__label">
        {depth === 0 ? t.categorySelectTopLabel : t.categorySelectDeeperLabel}
      </label>
      <select
        id={id}
        className="form-field__control"
        value={value?.id ?? ''}
        onChange={(e) => {
          const picked = parseId(e.target.value);
          onSelect(options.find((o) => o.id === picked) ?? null);
        }}
      >
        <option value="">{depth === 0 ? t.categorySelectTop : t.categorySelectDeeper}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </div>
  );
}
