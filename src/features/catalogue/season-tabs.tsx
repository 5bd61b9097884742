import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import type { CategoryRow } from '../../db/catalogue/catalogue-types';
import { childrenOf } from '../../shared/domain/category-tree';
import { categoryHref } from './category-path';
import { flattenTree } from './filter-selects';
import { catalogueTexts as t } from '../../i18n/nb/catalogue';

/** WAI-ARIA tabs, one per season, each listing that season's category links. */
export function SeasonTabs({ categories }: { categories: readonly CategoryRow[] }) {
  const seasons = childrenOf(categories, null);
  const [activeId, setActiveId] = useState<number | null>(null);
  const baseId = useId();
  const tabRefs = useRef(new Map<number, HTMLButtonElement>());
  const active = seasons.find((s) => s.id === activeId) ?? seasons[0];
  if (!active) return null;

  const focusTab = (index: number) => {
    const season = seasons[(index + seasons.length) % seasons.length];
    if (!season) return;
    setActiveId(season.id);
    tabRefs.current.get(season.id)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: seasons.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusTab(target);
  };

  return (
    <div className="season-tabs">
      <div className="season-tabs__list" role="tablist" aria-label={t.seasonsHeading}>
        {seasons.map((season, index) => {
          const selected = season.id === active.id;
          return (
            <button
              key={season.id}
              ref={(el) => {
                if (el) tabRefs.current.set(season.id, el);
                else tabRefs.current.delete(season.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${season.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${season.id}`}
              tabIndex={selected ? 0 : -1}
              className="season-tabs__tab"
              onClick={() => setActiveId(season.id)}
              onKeyDown={(e) => onKeyDown(e, index)}
            >
              {season.name}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel-${active.id}`}
        aria-labelledby={`${baseId}-tab-${active.id}`}
        className="season-tabs__panel"
      >
        <ul className="link-list" role="list">
          {flattenTree(categories, active.id).map(({ category, depth }) => (
            <li key={category.id} className={depth > 0 ? 'link-list__sub' : undefined}>
              <Link to={categoryHref(categories, category.id)}>{category.name}</Link>
            </li>
          ))}
          <li>
            <Link to={categoryHref(categories, active.id)} className="link-list__all">
              {t.allInSeason(active.name)}
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
}
