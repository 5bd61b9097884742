import type { RefObject } from 'react';
import type { HutRow } from '../../db/catalogue/catalogue-types';
import { catalogueTexts as t } from '../../i18n/nb/catalogue';
import { switchCatalogueCounty } from './county-choice';
import { useCatalogueStatus } from './use-catalogue';

/**
 * A hut of another county than the one this device keeps (a link from the huts page, the hut
 * search or someone else): its list would be empty, so say why and offer to switch to that
 * county. Once asked, the county choice's own note (always on the page, a live region) says
 * whether it is coming now or when online, and focus goes to `focusAfter` (the results heading)
 * rather than to the page's top with the button that is gone.
 */
export function HutElsewhere({
  hut,
  focusAfter,
}: {
  hut: HutRow;
  focusAfter: RefObject<HTMLElement | null>;
}) {
  const { county } = useCatalogueStatus();
  const asked = county === hut.county;
  return (
    <div className="catalogue-warning hut-elsewhere">
      <p>{t.hutInOtherCounty(hut.name, hut.county)}</p>
      {!asked && (
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => {
            focusAfter.current?.focus();
            void switchCatalogueCounty(hut.county);
          }}
        >
          {t.switchToCounty(hut.county)}
        </button>
      )}
    </div>
  );
}
