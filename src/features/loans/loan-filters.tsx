import type { LoanOverviewRow } from '../../db/hut/loan-overview';
import { countFor, filterOptions, type LoanFilterStatus } from './loan-filter';
import { loansTexts as t } from '../../i18n/nb/loans';
import { ScanButton } from '../scanner';

interface Props {
  rows: readonly LoanOverviewRow[];
  query: string;
  onQuery: (query: string) => void;
  statuses: ReadonlySet<LoanFilterStatus>;
  onToggle: (status: LoanFilterStatus) => void;
  /** Enter in the search: true when the text was a unit's label code and was dealt with. */
  onScan: (text: string) => boolean;
  /** A code read with the camera (anything that is not a label is said to be unknown). */
  onCameraScan: (text: string) => void;
}

/** The return search (name, phone or loan number) and one box per status present. */
export function LoanFilters({
  rows,
  query,
  onQuery,
  statuses,
  onToggle,
  onScan,
  onCameraScan,
}: Props) {
  return (
    <div className="loans-filters">
      <div className="form-field loans-filters__search">
        <label htmlFor="loan-search" className="form-field__label">
          {t.searchLabel}
        </label>
        <p id="loan-search-hint" className="form-field__hint">
          {t.searchHint}
        </p>
        <div className="scan-field">
          <input
            id="loan-search"
            type="search"
            className="form-field__control"
            aria-describedby="loan-search-hint"
            autoComplete="off"
            value={query}
            onChange={(e) => onQuery(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && onScan(e.currentTarget.value)) e.preventDefault();
            }}
          />
          <ScanButton target="label" onCode={onCameraScan} />
        </div>
      </div>
      <fieldset className="loans-filters__status">
        <legend>{t.filterLegend}</legend>
        <p className="form-field__hint">{t.filterHint}</p>
        <div className="loans-filters__boxes">
          {filterOptions(rows).map((status) => (
            <label key={status} className="form-check">
              <input
                type="checkbox"
                checked={statuses.has(status)}
                onChange={() => onToggle(status)}
              />
              {t.status[status]} ({countFor(rows, status)})
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
