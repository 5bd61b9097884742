import type { ReactNode } from 'react';
import { syncCatalogue } from '../../sync/catalogue-sync';
import { formatDateTime } from '../../shared/domain/dates/date-time';
import { catalogueTexts as t } from '../../i18n/nb/catalogue';
import { CountyChoice } from './county-choice';
import { useCatalogueStatus } from './use-catalogue';

/** "Sist oppdatert …", plus a notice when the shown data may be out of date. */
export function CatalogueStatusNote() {
  const { fetchedAt, online, lastError, stale, syncing, areaRequired } = useCatalogueStatus();
  // The line's place is kept from the start: appearing later it would push the page down.
  if (!fetchedAt) {
    return (
      <div className="catalogue-status" aria-hidden="true">
        <p className="catalogue-status__time">&nbsp;</p>
      </div>
    );
  }
  const reason = !online ? t.offline : (lastError ?? t.outdated);
  return (
    <div className={stale ? 'catalogue-status catalogue-status--stale' : 'catalogue-status'}>
      <p className="catalogue-status__time">
        {t.lastUpdated(formatDateTime(fetchedAt))}
        {syncing && <span className="catalogue-status__syncing"> · {t.updating}</span>}
      </p>
      {stale && (
        <p className="catalogue-status__notice" role="status">
          {reason}
        </p>
      )}
      {/* Before a first county the gate below asks the question instead. */}
      {!areaRequired && <CountyChoice />}
    </div>
  );
}

export function LoadingSkeleton({ cards = 6 }: { cards?: number }) {
  return (
    <div className="catalogue-skeleton" aria-busy="true">
      <p className="visually-hidden" role="status">
        {t.loading}
      </p>
      <div className="catalogue-skeleton__grid" aria-hidden="true">
        {Array.from({ length: cards }, (_, i) => (
          <div key={i} className="catalogue-skeleton__card" />
        ))}
      </div>
    </div>
  );
}

/**
 * Renders its children once a catalogue snapshot is stored on the device; before that, a
 * skeleton while the first one arrives, or a clear message when it cannot (offline, error). On
 * a network too large to keep whole, a page that shows equipment asks for a county first.
 */
export function CatalogueGate({
  children,
  needsProducts = true,
}: {
  children: ReactNode;
  /** False for pages that read only huts and categories (those are always there whole). */
  needsProducts?: boolean;
}) {
  const { fetchedAt, online, lastError, areaRequired, awaitingFirstCounty } = useCatalogueStatus();
  const waiting = needsProducts && awaitingFirstCounty;
  if (fetchedAt && needsProducts && areaRequired) return <CountyChoice />;
  if (fetchedAt && !waiting) return <>{children}</>;
  if (fetchedAt === undefined || (online && !lastError)) return <LoadingSkeleton />;
  return (
    <div className="catalogue-empty-state" role="status">
      <p>{online ? t.noDataFailed : t.noDataOffline}</p>
      {online && (
        <button type="button" className="btn btn--primary" onClick={() => void syncCatalogue()}>
          {t.tryAgain}
        </button>
      )}
    </div>
  );
}
