import type { ReactNode } from 'react';
import { AlertBanner } from '../../components/ui/alert-banner';
import { stockTexts as t } from '../../i18n/nb/stock';
import { useHutData } from './use-counter-data';

/**
 * Shows the counter once the hut's data is on this device (after the first pull), with the
 * last sync failure above it; until then a clear "fetching" state instead of an empty table.
 */
export function HutDataGate({ children }: { children: (companyId: number) => ReactNode }) {
  const hut = useHutData();
  if (hut === undefined) return null;
  const error = hut.lastError ? (
    <AlertBanner kind="error">{t.syncError(hut.lastError)}</AlertBanner>
  ) : null;
  if (!hut.ready || hut.companyId === null) {
    return (
      <>
        {error}
        <div className="hut-loading" role="status">
          <span className="hut-loading__spinner" aria-hidden="true" />
          <div>
            <p className="hut-loading__title">{t.loadingHut}</p>
            <p className="hut-loading__hint">{t.loadingHutHint}</p>
          </div>
        </div>
      </>
    );
  }
  return (
    <>
      {error}
      {children(hut.companyId)}
    </>
  );
}
