import type { HutRow } from '../../db/catalogue-types';
import { catalogueTexts as t } from '../../i18n/nb/catalogue';
import { switchCatalogueCounty } from './county-choice';
import { useCatalogueStatus } from './use-catalogue';

/**
 * A hut of another county than the one this device keeps (a link from the huts page, the hut
 * search or someone else): its list would be empty, so say why and offer to fetch that county.
 * Once asked for, the county's own note says whether it is coming now or when online.
 */
export function HutElsewhere({ hut }: { hut: HutRow }) {
  const { county, online } = useCatalogueStatus();
  const asked = county === hut.county;
  return (
    <div className="catalogue-warning hut-elsewhere">
      <p>{t.hutInOtherCounty(hut.name, hut.county)}</p>
      {asked ? (
        <p role="status">{online ? t.updatingCounty : t.countyPending(hut.county)}</p>
      ) : (
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => void switchCatalogueCounty(hut.county)}
        >
          {t.showCountyEquipment(hut.county)}
        </button>
      )}
    </div>
  );
}
