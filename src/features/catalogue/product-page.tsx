import { lazy, Suspense, useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { CategoryRow, HutRow, ProductRow } from '../../db/catalogue/catalogue-types';
import { useCatalogueQuery } from '../../db/catalogue/catalogue-live';
import { readProduct } from '../../db/catalogue/catalogue-reads';
import { productPageTexts as t } from '../../i18n/nb/product-page';
import { shellTexts } from '../../i18n/nb/shell';
import { paths, withQuery } from '../../lib/paths';
import { followCatalogueClosely } from '../../sync/page/catalogue-follow';
import { pathTo } from '../../shared/domain/category-tree';
import { CountyChoice } from './county-choice';
import { CatalogueGate, CatalogueStatusNote, LoadingSkeleton } from './catalogue-status';
import { categoryHref } from './category-path';
import { parseId } from './filter-selects';
import { ImageOrPlaceholder } from './image-or-placeholder';
import { ProductHutAvailability } from './product-hut-availability';
import { useCatalogue } from './use-catalogue';
import './product-page.css';

// Booking ahead loads after the page: the offline catalogue shows first, the booking (online
// only) follows.
const ReservePanel = lazy(async () => ({
  default: (await import('../reservations')).ReservePanel,
}));

/**
 * /produkt/{id}: what a family needs before walking to a hut. Read from the offline catalogue,
 * so it works without a connection; while the page is seen the catalogue is pulled every few
 * seconds (catalogue-follow.ts), on focus and on opening it, and the live query shows it at once.
 */
export function ProductPage() {
  const { productId } = useParams();
  const [params] = useSearchParams();
  const id = parseId(productId ?? null);
  const catalogue = useCatalogue();
  const product = useCatalogueQuery(async (db) => (id === null ? null : readProduct(db, id)), [id]);
  const chosenHutId = parseId(params.get('bod'));
  useEffect(() => followCatalogueClosely(), []);

  useEffect(() => {
    if (product) document.title = `${product.name} – ${shellTexts.appName}`;
  }, [product]);

  return (
    <div className="page catalogue-page product-page">
      <CatalogueGate>
        {!catalogue || product === undefined ? (
          <LoadingSkeleton cards={2} />
        ) : product === null ? (
          <ProductNotFound county={catalogue.county} />
        ) : (
          <ProductDetails
            product={product}
            categories={catalogue.categories}
            huts={catalogue.huts}
            chosenHutId={chosenHutId}
          />
        )}
      </CatalogueGate>
    </div>
  );
}

function ProductDetails({
  product,
  categories,
  huts,
  chosenHutId,
}: {
  product: ProductRow;
  categories: readonly CategoryRow[];
  huts: readonly HutRow[];
  chosenHutId: number | null;
}) {
  const trail = pathTo(categories, product.category_id);
  const hutQuery = chosenHutId === null ? '' : `?bod=${chosenHutId}`;
  const hutsById = new Map(huts.map((h) => [h.id, h]));
  const holding = product.availability
    .map((availability) => ({ availability, hut: hutsById.get(availability.company_id) }))
    .filter((h): h is { availability: typeof h.availability; hut: HutRow } => h.hut !== undefined)
    .sort(
      (a, b) =>
        Number(b.hut.id === chosenHutId) - Number(a.hut.id === chosenHutId) ||
        a.hut.name.localeCompare(b.hut.name, 'nb'),
    );
  const parts = product.parts ?? [];
  return (
    <>
      <header className="product-page__header">
        {trail.length > 0 && (
          <nav aria-label={t.productPathLabel} className="product-page__trail">
            <ol>
              {trail.map((c) => (
                <li key={c.id}>
                  <Link to={categoryHref(categories, c.id, hutQuery)}>{c.name}</Link>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <h1>{product.name}</h1>
        <CatalogueStatusNote />
      </header>
      <div className="product-page__about">
        <ImageOrPlaceholder src={product.image} alt="" className="product-page__image" />
        <div className="product-page__text">
          {product.description && (
            <p className="product-page__description">{product.description}</p>
          )}
          {parts.length > 0 && (
            <>
              <h2 className="product-page__parts-heading">{t.productParts}</h2>
              <ul className="product-page__parts">
                {parts.map((part) => (
                  <li key={part}>{part}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
      {holding.length > 0 && (
        <Suspense fallback={null}>
          <ReservePanel
            productId={product.id}
            productName={product.name}
            chosenHutId={chosenHutId}
            huts={holding.map(({ hut, availability }) => ({
              id: hut.id,
              name: hut.name,
              sizes: (availability.sizes ?? []).map((s) => s.size).filter((s) => s !== ''),
            }))}
          />
        </Suspense>
      )}
      <section className="product-page__where" aria-labelledby="product-where">
        <h2 id="product-where">{t.productWhere}</h2>
        {holding.length === 0 ? (
          <p>{t.productNowhere}</p>
        ) : (
          <>
            <p className="product-page__hint">{t.productWhereHint}</p>
            <ul className="product-page__huts" role="list">
              {holding.map(({ hut, availability }) => (
                <li key={hut.id}>
                  <ProductHutAvailability
                    hut={hut}
                    availability={availability}
                    chosen={hut.id === chosenHutId}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <p className="catalogue-links">
        <Link to={withQuery(paths.allProducts, { bod: chosenHutId })}>{t.seeAllProducts}</Link>
      </p>
    </>
  );
}

function ProductNotFound({ county }: { county: string | null }) {
  return (
    <div className="catalogue-not-found">
      <h1>{t.productNotFoundTitle}</h1>
      <p>{county === null ? t.productNotFoundText : t.productOutsideCounty(county)}</p>
      <CountyChoice />
      <p className="catalogue-links">
        <Link to={paths.allProducts}>{t.seeAllProducts}</Link>
        <Link to={paths.home}>{t.backHome}</Link>
      </p>
    </div>
  );
}
