import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { CategoryRow } from '../../db/catalogue/catalogue-types';
import { descendantIds, resolveSlugs } from '../../shared/domain/category-tree';
import { CascadingCategorySelect } from './cascading-category-select';
import { categoryHref } from './category-path';
import { CatalogueGate, CatalogueStatusNote, LoadingSkeleton } from './catalogue-status';
import { HutSelect, parseId } from './filter-selects';
import { ImageOrPlaceholder } from './image-or-placeholder';
import { CategoryNotFound } from './not-found';
import { NotFoundPage } from '../misc';
import { ProductResults } from './product-results';
import { catalogueTexts as t } from '../../i18n/nb/catalogue';
import { useCatalogue } from './use-catalogue';
import { usePageTurnFocus } from './use-page-turn-focus';
import { useCategoryCounts, useProductPage } from './use-products';
import './catalogue.css';
import { liveSearchParams } from './live-search-params';
import './category-page.css';

/** Route /:season/:category?/:subcategory? (react-router decodes non-ASCII segments). */
export function CategoryPage() {
  const catalogue = useCatalogue();
  return (
    <CatalogueGate>
      {catalogue ? <CategoryPageContent {...catalogue} /> : <LoadingSkeleton />}
    </CatalogueGate>
  );
}

function CategoryPageContent({
  categories,
  huts,
  county,
}: NonNullable<ReturnType<typeof useCatalogue>>) {
  const { season, category, subcategory } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const segments = [season, category, subcategory].filter((s): s is string => !!s);
  const path = resolveSlugs(categories, segments);
  const hut = huts.find((h) => h.id === parseId(params.get('bod'))) ?? null;
  const selected = path?.[path.length - 1] ?? null;
  const page = parseId(params.get('side')) ?? 1;
  const result = useProductPage({ categoryId: selected?.id ?? null, hutId: hut?.id ?? null }, page);
  const counts = useCategoryCounts(selected?.id ?? null, hut?.id ?? null);
  const { ref: resultsRef, markTurn } = usePageTurnFocus<HTMLHeadingElement>(
    result?.meta.current_page,
  );

  if (!path || !selected || path.length === 0) {
    // A first segment that is no season is no catalogue address at all (/finnesikke).
    const inASeason = season !== undefined && resolveSlugs(categories, [season]) !== null;
    return inASeason ? <CategoryNotFound /> : <NotFoundPage />;
  }
  const seasonRow = path[0] ?? selected;
  const chosen = path.length > 1 ? selected : null;
  const hutQuery = hut ? `?bod=${hut.id}` : '';
  const subcategories = descendantIds(categories, selected.id)
    .filter((id) => id !== selected.id && (counts?.get(id) ?? 0) > 0)
    .map((id) => categories.find((c) => c.id === id))
    .filter((c): c is CategoryRow => c !== undefined);

  const setHut = (id: number | null) => {
    const next = liveSearchParams();
    next.delete('side');
    if (id === null) next.delete('bod');
    else next.set('bod', String(id));
    setParams(next);
  };
  const setPage = (p: number) => {
    const next = liveSearchParams();
    if (p === 1) next.delete('side');
    else next.set('side', String(p));
    markTurn();
    setParams(next);
  };

  return (
    <div className="page catalogue-page">
      <header className="season-header">
        <div className="season-header__text">
          {seasonRow.tagline && <p className="season-header__tagline">{seasonRow.tagline}</p>}
          <h1>{seasonRow.heading ?? seasonRow.name}</h1>
          {seasonRow.description && <p>{seasonRow.description}</p>}
          <CatalogueStatusNote />
        </div>
        {seasonRow.image && (
          <ImageOrPlaceholder
            src={seasonRow.image}
            alt={seasonRow.alt_text ?? ''}
            className="season-header__image"
          />
        )}
      </header>
      <section className="catalogue-filters" aria-label={t.filtersHeading}>
        <div className="catalogue-filters__row">
          <HutSelect huts={huts} county={county} value={hut?.id ?? null} onChange={setHut} />
          <CascadingCategorySelect
            categories={categories}
            path={path}
            onChange={(below) =>
              navigate(categoryHref(categories, below.at(-1)?.id ?? seasonRow.id, hutQuery))
            }
          />
        </div>
        <p className="catalogue-note" role="status">
          {t.categoryNote(
            chosen?.name ?? null,
            seasonRow.heading ?? seasonRow.name,
            hut?.name ?? null,
          )}
        </p>
      </section>
      {subcategories.length > 0 && (
        <section aria-labelledby="category-subcategories">
          <h2 id="category-subcategories">{t.subcategoriesHeading}</h2>
          <ul className="category-grid" role="list">
            {subcategories.map((c) => (
              <li key={c.id}>
                <Link className="category-card" to={categoryHref(categories, c.id, hutQuery)}>
                  <span className="category-card__name">{c.name}</span>
                  <span className="category-card__count">
                    {t.productCount(counts?.get(c.id) ?? 0)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="catalogue-results" aria-labelledby="category-results">
        <h2 id="category-results" ref={resultsRef} tabIndex={-1}>
          {chosen?.name ?? t.resultsHeading}
          {result && (
            <span className="catalogue-results__count">
              {' '}
              {t.pageStatus(result.meta.current_page, result.meta.last_page, result.meta.total)}
            </span>
          )}
        </h2>
        <ProductResults result={result} huts={huts} onPage={setPage} />
      </section>
    </div>
  );
}
