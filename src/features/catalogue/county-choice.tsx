import { useId } from 'react';
import { getCatalogueDb } from '../../db/catalogue/catalogue-db';
import { useCatalogueQuery } from '../../db/catalogue/catalogue-live';
import { hutFilterOptions } from '../../db/catalogue/catalogue-queries';
import { readHuts } from '../../db/catalogue/catalogue-reads';
import { chooseCatalogueCounty, readCatalogueMeta } from '../../db/catalogue/catalogue-store';
import { catalogueTexts as t } from '../../i18n/nb/catalogue';
import { syncCatalogue } from '../../sync/catalogue-sync';
import { useCatalogueStatus } from './use-catalogue';

/** The counties that have a hut in service, in Norwegian order. */
function useCounties(): string[] {
  const huts = useCatalogueQuery(readHuts, []) ?? [];
  return hutFilterOptions(huts, {}).counties;
}

/**
 * Stores the choice and fetches the county. A pull already under way asks for the old county,
 * and syncCatalogue hands that one back: so pull again while the stored rows are not the choice.
 */
export async function switchCatalogueCounty(county: string): Promise<void> {
  const db = await getCatalogueDb();
  await chooseCatalogueCounty(db, county);
  for (let attempt = 0; attempt < 2; attempt++) {
    const result = await syncCatalogue();
    const meta = await readCatalogueMeta(db);
    if (result.kind === 'offline' || meta.county !== county || meta.storedCounty === county) return;
  }
}

/**
 * The county whose equipment this device keeps offline, on a network too large to keep whole:
 * the question in place of a list until one is picked, then a select to change it. Nothing on a
 * network small enough to keep whole.
 */
export function CountyChoice() {
  const { county, storedCounty, areaRequired, online } = useCatalogueStatus();
  const counties = useCounties();
  const id = useId();
  if (!areaRequired && county === null) return null;
  const note =
    county === null
      ? ''
      : county === storedCounty
        ? t.countyShown(county)
        : online
          ? t.updatingCounty
          : t.countyPending(county);
  return (
    <div className="county-choice">
      {areaRequired && (
        <p id={`${id}-prompt`} className="county-choice__prompt">
          {t.countyPrompt}
        </p>
      )}
      <div className="form-field catalogue-field">
        <label htmlFor={id} className="form-field__label">
          {t.countyChoiceLabel}
        </label>
        <select
          id={id}
          className="form-field__control"
          value={county ?? ''}
          aria-describedby={areaRequired ? `${id}-prompt` : `${id}-note`}
          onChange={(e) => void switchCatalogueCounty(e.target.value)}
        >
          {/* Only before the first choice: choosing "none" again would drop the equipment. */}
          {county === null && (
            <option value="" disabled>
              {t.chooseCounty}
            </option>
          )}
          {counties.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      {/* Always there, so a screen reader announces each new text of the live region. */}
      <p id={`${id}-note`} className="county-choice__note" role="status">
        {note}
      </p>
    </div>
  );
}
