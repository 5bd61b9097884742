import { Link, useNavigate } from 'react-router-dom';
import { childrenOf } from '../../shared/domain/category-tree';
import { CatalogueGate, CatalogueStatusNote, LoadingSkeleton } from './catalogue-status';
import { categoryHref } from './category-path';
import { HutSearch } from './hut-search';
import { ImageOrPlaceholder } from './image-or-placeholder';
import { SeasonTabs } from './season-tabs';
import { catalogueTexts as t } from '../../i18n/nb/catalogue';
import { useCatalogue } from './use-catalogue';
import { useCategoryCounts } from './use-products';
import './catalogue.css';
import { paths, withQuery } from '../../lib/paths';
import { SearchForm } from '../../components/ui/search-form';
import './catalogue-cards.css';
import './home-page.css';

/** SPEC §1: the five steps, in order, with the page each one links to. */
const steps = [
  ['findHut', paths.huts],
  ['findEquipment', paths.allProducts],
  ['borrow', null],
  ['register', paths.register],
  ['giveBack', null],
] as const;

export function HomePage() {
  const catalogue = useCatalogue();
  const counts = useCategoryCounts(null, null);
  return (
    <div className="page catalogue-page home">
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title">{t.homeTitle}</h1>
        <p className="home-hero__tagline">{t.homeTagline}</p>
        <ProductSearchBar />
        <CatalogueStatusNote />
      </section>
      <CatalogueGate>
        {!catalogue ? (
          <LoadingSkeleton />
        ) : (
          <>
            {/* Right under the hero: on a phone, below the categories it was 3,300 px down. */}
            <section aria-labelledby="home-huts">
              <h2 id="home-huts">{t.hutSearchHeading}</h2>
              <HutSearch huts={catalogue.huts} />
            </section>
            <section aria-labelledby="home-categories">
              <h2 id="home-categories">{t.categoriesHeading}</h2>
              <ul className="category-grid" role="list">
                {childrenOf(catalogue.categories, null).flatMap((season) =>
                  childrenOf(catalogue.categories, season.id).map((c) => (
                    <li key={c.id}>
                      <Link className="category-card" to={categoryHref(catalogue.categories, c.id)}>
                        <ImageOrPlaceholder src={c.image} alt="" className="category-card__image" />
                        <span className="category-card__name">{c.name}</span>
                        <span className="category-card__meta">
                          {season.name}
                          {counts && ` · ${t.productCount(counts.get(c.id) ?? 0)}`}
                        </span>
                      </Link>
                    </li>
                  )),
                )}
              </ul>
            </section>
            <section aria-labelledby="home-seasons">
              <h2 id="home-seasons">{t.seasonsHeading}</h2>
              <SeasonTabs categories={catalogue.categories} />
            </section>
          </>
        )}
      </CatalogueGate>
      <section aria-labelledby="home-steps">
        <h2 id="home-steps">{t.stepsHeading}</h2>
        <ol className="steps" role="list">
          {steps.map(([key, link], index) => (
            <li key={key} className="steps__item">
              <span className="steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="steps__title">
                {link ? <Link to={link}>{t.steps[key].title}</Link> : t.steps[key].title}
              </h3>
              <p>{t.steps[key].text}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/** SPEC: search bar with the placeholder 'søk produkt f eks sykkel'; results on /alleprodukter. */
function ProductSearchBar() {
  const navigate = useNavigate();
  return (
    <SearchForm
      className="home-search"
      label={t.productSearchLabel}
      hideLabel
      placeholder={t.productSearchPlaceholder}
      submitLabel={t.search}
      onSearch={(q) => void navigate(withQuery(paths.allProducts, { q }))}
    />
  );
}
