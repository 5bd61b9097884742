import { useSearchParams } from 'react-router-dom';
import { SearchForm } from '../../components/ui/search-form';
import { CataloguePageFrame } from './catalogue-page-frame';
import { CategorySelect, HutSelect, parseId } from './filter-selects';
import { ProductResults } from './product-results';
import { SeasonNav } from './season-nav';
import { catalogueTexts as t } from '../../i18n/nb/catalogue';
import { useCatalogue } from './use-catalogue';
import { useProductPage } from './use-products';
import { usePageTurnFocus } from './use-page-turn-focus';
import './catalogue.css';
import { liveSearchParams } from './live-search-params';
import { HutElsewhere } from './hut-elsewhere';
import { hutOutsideCounty } from '../../db/catalogue/catalogue-queries';

/** Query string of this page: ?kategori=ID&bod=ID&side=N&q=text. */
export const allProductsParams = {
  category: 'kategori',
  hut: 'bod',
  page: 'side',
  query: 'q',
} as const;

export function AllProductsPage() {
  const catalogue = useCatalogue();
  const [params, setParams] = useSearchParams();
  const categoryParam = parseId(params.get(allProductsParams.category));
  const hutParam = parseId(params.get(allProductsParams.hut));
  const query = (params.get(allProductsParams.query) ?? '').trim().slice(0, 100);
  const page = parseId(params.get(allProductsParams.page)) ?? 1;

  // Unknown ids in a link are dropped (with a note) instead of showing nothing.
  const category = catalogue?.categories.find((c) => c.id === categoryParam) ?? null;
  const hut = catalogue?.huts.find((h) => h.id === hutParam) ?? null;
  const result = useProductPage(
    { categoryId: category?.id ?? null, hutId: hut?.id ?? null, query },
    page,
  );
  const { ref: resultsRef, markTurn } = usePageTurnFocus<HTMLHeadingElement>(
    result?.meta.current_page,
  );

  /** The query string with one filter changed; any new filter starts again at page 1 (SPEC §4). */
  const withFilter = (name: string, value: number | string | null) => {
    const next = liveSearchParams();
    next.delete(allProductsParams.page);
    if (value === null || value === '') next.delete(name);
    else next.set(name, String(value));
    return next;
  };
  const setPage = (p: number) => {
    const next = liveSearchParams();
    if (p === 1) next.delete(allProductsParams.page);
    else next.set(allProductsParams.page, String(p));
    markTurn();
    setParams(next);
  };

  return (
    <CataloguePageFrame
      title={t.allProductsTitle}
      intro={t.allProductsIntro}
      ready={Boolean(catalogue)}
    >
      {catalogue && (
        <>
          <section className="catalogue-filters" aria-label={t.filtersHeading}>
            <div className="catalogue-filters__row">
              <CategorySelect
                categories={catalogue.categories}
                value={category?.id ?? null}
                onChange={(id) => setParams(withFilter(allProductsParams.category, id))}
              />
              <HutSelect
                huts={catalogue.huts}
                county={catalogue.county}
                value={hut?.id ?? null}
                onChange={(id) => setParams(withFilter(allProductsParams.hut, id))}
              />
              <SearchForm
                key={query}
                className="catalogue-search"
                label={t.searchLabel}
                placeholder={t.productSearchPlaceholder}
                submitLabel={t.search}
                initial={query}
                onSearch={(q) => setParams(withFilter(allProductsParams.query, q))}
              />
              <button
                type="button"
                className="btn btn--ghost"
                onClick={() => setParams(new URLSearchParams())}
              >
                {t.resetFilters}
              </button>
            </div>
            {categoryParam !== null && !category && (
              <p className="catalogue-warning">{t.unknownCategoryInLink}</p>
            )}
            {hutParam !== null && !hut && <p className="catalogue-warning">{t.unknownHutInLink}</p>}
            {hut && hutOutsideCounty(hut, catalogue.county) && (
              <HutElsewhere hut={hut} focusAfter={resultsRef} />
            )}
            <p className="catalogue-note" role="status">
              {category || hut || query
                ? t.activeFilter(category?.name ?? null, hut?.name ?? null, query || null)
                : t.noHutNote}
            </p>
            <SeasonNav
              categories={catalogue.categories}
              selectedId={category?.id ?? null}
              hrefFor={(id) => `?${withFilter(allProductsParams.category, id).toString()}`}
            />
          </section>
          <section className="catalogue-results" aria-labelledby="all-products-results">
            <h2 id="all-products-results" ref={resultsRef} tabIndex={-1}>
              {t.resultsHeading}
              {result && (
                <span className="catalogue-results__count">
                  {' '}
                  {t.pageStatus(result.meta.current_page, result.meta.last_page, result.meta.total)}
                </span>
              )}
            </h2>
            <ProductResults result={result} huts={catalogue.huts} onPage={setPage} />
          </section>
        </>
      )}
    </CataloguePageFrame>
  );
}
