import { useLiveQuery } from 'dexie-react-hooks';
import { LabelledSelect } from '../../components/ui/labelled-select';
import { chooseCatalogueCounty } from '../../db/catalogue-store';
import { getDb } from '../../db/database';
import { catalogueTexts as t } from '../../i18n/nb/catalogue';
import { syncCatalogue } from '../../sync/catalogue-sync';
import { useCatalogueStatus } from './use-catalogue';

/** The counties that have a hut in service, in Norwegian order. */
function useCounties(): string[] {
  const huts = useLiveQuery(() => getDb().companies.toArray()) ?? [];
  return [...new Set(huts.map((hut) => hut.county))].sort((a, b) => a.localeCompare(b, 'nb'));
}

async function choose(county: string): Promise<void> {
  await chooseCatalogueCounty(getDb(), county || null);
  await syncCatalogue();
}

/**
 * The county whose equipment this device keeps offline, on a network too large to keep whole.
 * Nothing on a network small enough (the whole of it is on the device then).
 */
export function CountyChoice() {
  const { county, storedCounty, areaRequired, online } = useCatalogueStatus();
  const counties = useCounties();
  if (!areaRequired && county === null) return null;
  return (
    <div className="county-choice">
      {areaRequired && <p className="county-choice__prompt">{t.countyPrompt}</p>}
      <LabelledSelect
        label={t.countyLabel}
        all={t.chooseCounty}
        value={county ?? ''}
        onChange={(value) => void choose(value)}
      >
        {counties.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </LabelledSelect>
      {county !== null && (
        <p className="county-choice__note" role="status">
          {county === storedCounty
            ? t.countyShown(county)
            : online
              ? t.updatingCounty
              : t.countyPending(county)}
        </p>
      )}
    </div>
  );
}
