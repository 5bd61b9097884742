import { Link } from 'react-router-dom';
import type { CategoryRow } from '../../db/catalogue/catalogue-types';
import { childrenOf, pathTo } from '../../shared/domain/category-tree';
import { catalogueTexts as t } from '../../i18n/nb/catalogue';
import './filters.css';

/**
 * The season/category selector of "Alle produkter": links that set ?kategori=, so they work
 * with the keyboard, open in new tabs and keep the back button meaningful.
 */
export function SeasonNav({
  categories,
  selectedId,
  hrefFor,
}: {
  categories: readonly CategoryRow[];
  selectedId: number | null;
  hrefFor: (categoryId: number | null) => string;
}) {
  const path = selectedId === null ? [] : pathTo(categories, selectedId);
  const season = path[0] ?? null;
  const level1 = path[1] ?? null;
  const seasons = childrenOf(categories, null);
  const subs = season ? childrenOf(categories, season.id) : [];
  const current = (id: number | null) => (id === selectedId ? 'page' : undefined);
  return (
    <nav className="season-nav" aria-label={t.seasonNavLabel}>
      <ul className="chip-list" role="list">
        <li>
          <Link className="chip" to={hrefFor(null)} aria-current={current(null)}>
            {t.allSeasons}
          </Link>
        </li>
        {seasons.map((s) => (
          <li key={s.id}>
            <Link
              className={s.id === season?.id ? 'chip chip--active' : 'chip'}
              to={hrefFor(s.id)}
              aria-current={current(s.id)}
            >
              {s.name}
            </Link>
          </li>
        ))}
      </ul>
      {subs.length > 0 && (
        <ul className="chip-list chip-list--sub" role="list">
          {subs.map((c) => (
            <li key={c.id}>
              <Link
                className={c.id === level1?.id ? 'chip chip--active' : 'chip'}
                to={hrefFor(c.id)}
                aria-current={current(c.id)}
              >
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
