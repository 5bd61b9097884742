import { useId } from 'react';
import type { CategoryRow } from '../../db/catalogue/catalogue-types';
import { childrenOf } from '../../shared/domain/category-tree';
import { categoryOptions, emptyStockFilter, type StockFilter } from './stock-filter';
import { ScanButton } from '../scanner';
import { stockTexts as t } from '../../i18n/nb/stock';
import { demandTexts } from '../../i18n/nb/demand';

interface Props {
  categories: readonly CategoryRow[];
  filter: StockFilter;
  onChange: (filter: StockFilter) => void;
  /**
   * Enter in the search (a USB scanner types the label code and ends with Enter): true when the
   * text was a unit's label code and was dealt with.
   */
  onScan: (text: string) => boolean;
  /** A code read with the camera (anything that is not a label is said to be unknown). */
  onCameraScan: (text: string) => void;
  /** What the last scan did (shown under the search, announced to screen readers). */
  scanResult: { ok: boolean; text: string } | null;
  /** Someone came for something the hut has none of (free): the demand dialog. */
  onRecordDemand: () => void;
}

const toId = (value: string) => (value === '' ? null : Number(value));

/** Season, a category below it, and the product search (name or size). */
export function StockFilters({
  categories,
  filter,
  onChange,
  onScan,
  onCameraScan,
  scanResult,
  onRecordDemand,
}: Props) {
  const id = useId();
  const seasons = childrenOf(categories, null);
  const options = categoryOptions(categories, filter.seasonId);

  return (
    <section className="stock-filters" aria-labelledby={`${id}-heading`}>
      <div className="stock-filters__head">
        <h2 id={`${id}-heading`}>{t.filtersHeading}</h2>
        <div className="button-row">
          <button type="button" className="btn btn--secondary btn--small" onClick={onRecordDemand}>
            {demandTexts.open}
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--small"
            onClick={() => onChange(emptyStockFilter)}
          >
            {t.resetFilters}
          </button>
        </div>
      </div>
      <div className="stock-filters__row">
        <div className="form-field">
          <label htmlFor={`${id}-season`} className="form-field__label">
            {t.season}
          </label>
          <select
            id={`${id}-season`}
            className="form-field__control"
            value={filter.seasonId ?? ''}
            onChange={(e) =>
              onChange({ ...filter, seasonId: toId(e.target.value), categoryId: null })
            }
          >
            <option value="">{t.allSeasons}</option>
            {seasons.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-category`} className="form-field__label">
            {t.category}
          </label>
          <select
            id={`${id}-category`}
            className="form-field__control"
            value={filter.categoryId ?? ''}
            disabled={filter.seasonId === null}
            onChange={(e) => onChange({ ...filter, categoryId: toId(e.target.value) })}
          >
            <option value="">
              {filter.seasonId === null ? t.chooseSeasonFirst : t.allCategories}
            </option>
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field stock-filters__search">
          <label htmlFor={`${id}-search`} className="form-field__label">
            {t.searchLabel}
          </label>
          <div className="scan-field">
            <input
              id={`${id}-search`}
              type="search"
              className="form-field__control"
              autoComplete="off"
              aria-describedby={`${id}-search-hint`}
              value={filter.search}
              onChange={(e) => onChange({ ...filter, search: e.target.value })}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && onScan(e.currentTarget.value)) e.preventDefault();
              }}
            />
            <ScanButton target="label" onCode={onCameraScan} />
          </div>
          <p id={`${id}-search-hint`} className="form-field__hint">
            {t.searchHint}
          </p>
          <p
            className={scanResult?.ok === false ? 'field-error' : 'stock-filters__scan'}
            role={scanResult?.ok === false ? 'alert' : 'status'}
          >
            {scanResult?.text}
          </p>
        </div>
      </div>
    </section>
  );
}
