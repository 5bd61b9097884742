import { Link, useSearchParams } from 'react-router-dom';
import {
  filterHuts,
  hutFilterOptions,
  hutOutsideCounty,
  hutProductCounts,
} from '../../db/catalogue/catalogue-queries';
import { CataloguePageFrame } from './catalogue-page-frame';
import { paths, withQuery } from '../../lib/paths';
import { catalogueTexts as t } from '../../i18n/nb/catalogue';
import { useCatalogue } from './use-catalogue';
import { useAllProducts } from './use-products';
import './catalogue.css';
import { LabelledSelect } from '../../components/ui/labelled-select';
import { liveSearchParams } from './live-search-params';
import './catalogue-cards.css';

const P = { county: 'fylke', municipality: 'kommune', town: 'sted' } as const;

export function HutsPage() {
  const catalogue = useCatalogue();
  const products = useAllProducts();
  const [params, setParams] = useSearchParams();
  const filter = {
    county: params.get(P.county) || null,
    municipality: params.get(P.municipality) || null,
    town: params.get(P.town) || null,
  };
  const huts = catalogue?.huts ?? [];
  const options = hutFilterOptions(huts, filter);
  const shown = filterHuts(huts, filter);
  const counts = products ? hutProductCounts(products) : null;

  /** Choosing a level clears the levels below it: they depend on it. */
  const choose = (level: keyof typeof P, value: string) => {
    const order: Array<keyof typeof P> = ['county', 'municipality', 'town'];
    const next = liveSearchParams();
    for (const l of order.slice(order.indexOf(level))) next.delete(P[l]);
    if (value) next.set(P[level], value);
    setParams(next);
  };

  return (
    <CataloguePageFrame
      title={t.hutsTitle}
      intro={t.hutsIntro}
      ready={Boolean(catalogue)}
      needsProducts={false}
    >
      {catalogue && (
        <>
          <section className="catalogue-filters" aria-label={t.hutFilterLabel}>
            <div className="catalogue-filters__row">
              <PlaceSelect
                label={t.countyLabel}
                all={t.allCounties}
                value={filter.county}
                options={options.counties}
                onChange={(v) => choose('county', v)}
              />
              <PlaceSelect
                label={t.municipalityLabel}
                all={t.allMunicipalities}
                value={filter.municipality}
                options={options.municipalities}
                onChange={(v) => choose('municipality', v)}
              />
              <PlaceSelect
                label={t.townLabel}
                all={t.allTowns}
                value={filter.town}
                options={options.towns}
                onChange={(v) => choose('town', v)}
              />
              <button
                type="button"
                className="btn btn--ghost"
                onClick={() => setParams(new URLSearchParams())}
              >
                {t.resetFilters}
              </button>
            </div>
            <p className="catalogue-note" role="status">
              {shown.length === 0 ? t.noHuts : t.hutsShown(shown.length, huts.length)}
            </p>
          </section>
          <ul className="hut-list" role="list">
            {shown.map((hut) => (
              <li key={hut.id} className="hut-card">
                <h2 className="hut-card__name">{hut.name}</h2>
                <dl className="hut-card__facts">
                  {hut.address && (
                    <div>
                      <dt>{t.address}</dt>
                      <dd>{hut.address}</dd>
                    </div>
                  )}
                  <div>
                    <dt>{t.townLabel}</dt>
                    <dd>{hut.town}</dd>
                  </div>
                  <div>
                    <dt>{t.municipalityLabel}</dt>
                    <dd>{hut.municipality}</dd>
                  </div>
                  <div>
                    <dt>{t.countyLabel}</dt>
                    <dd>{hut.county}</dd>
                  </div>
                  {hut.opening_hours && (
                    <div className="hut-card__block">
                      <dt>{t.openingHours}</dt>
                      <dd className="hut-card__hours">{hut.opening_hours}</dd>
                    </div>
                  )}
                  {(hut.contact_phone || hut.contact_email) && (
                    <div className="hut-card__block">
                      <dt>{t.hutContact}</dt>
                      <dd className="hut-card__contact">
                        {hut.contact_phone && (
                          <a href={`tel:${hut.contact_phone.replace(/ /g, '')}`}>
                            {hut.contact_phone}
                          </a>
                        )}
                        {hut.contact_email && (
                          <a href={`mailto:${hut.contact_email}`}>{hut.contact_email}</a>
                        )}
                      </dd>
                    </div>
                  )}
                </dl>
                <p className="hut-card__count">
                  {hutOutsideCounty(hut, catalogue.county)
                    ? t.hutEquipmentElsewhere(hut.county)
                    : counts
                      ? t.hutProducts(counts.get(hut.id) ?? 0)
                      : '\u00a0'}
                </p>
                <Link className="hut-card__link" to={withQuery(paths.allProducts, { bod: hut.id })}>
                  {t.seeEquipment}
                  <span className="visually-hidden"> {hut.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </CataloguePageFrame>
  );
}

function PlaceSelect(props: {
  label: string;
  all: string;
  value: string | null;
  options: string[];
  onChange: (value: string) => void;
}) {
  // A value from the link that is not an option (e.g. a typo) still shows, so the state is clear.
  const options =
    props.value && !props.options.includes(props.value)
      ? [props.value, ...props.options]
      : props.options;
  return (
    <LabelledSelect
      label={props.label}
      all={props.all}
      value={props.value ?? ''}
      onChange={props.onChange}
    >
      {options.map((o) => (
        <option key={o} value={o}>
          {o}
        </option>
      ))}
    </LabelledSelect>
  );
}
