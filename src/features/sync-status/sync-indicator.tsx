import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useOutboxStatus } from '../../db/hooks/use-outbox-status';
import { formatRecent } from '../../shared/domain/dates/dates';
import { requestSyncNow } from './request-sync';
import { syncSummary } from './sync-summary';
import { outboxWarnings, syncBarWarning } from './outbox-warnings';
import { useNow } from './use-now';
import { useStoragePersisted } from './use-storage-persisted';
import { syncStatusTexts as t } from '../../i18n/nb/sync-status';
import { useNewExceptionToast } from './use-new-exception-toast';
import { useOnline } from '../../components/ui/use-online';
import './sync-status.css';
import { paths } from '../../lib/paths';

/**
 * The admin area's sync indicator: online or not, entries waiting, the last sync and the last
 * error, refused entries, a warning when waiting changes are at risk or stuck (outbox-warnings.ts),
 * and "Synkroniser nå". Reads Dexie only, so it follows every tab and the worker.
 */
export function SyncIndicator() {
  const status = useOutboxStatus();
  const online = useOnline();
  const persisted = useStoragePersisted();
  const now = useNow(60_000);
  // The sync state when "Synkroniser nå" was pressed: any change to it ends the busy state.
  const [syncFrom, setSyncFrom] = useState<string | null>(null);
  useNewExceptionToast();

  const settledBy = `${status?.lastSyncAt}|${status?.lastPushAt}|${status?.lastError}`;
  const syncing = syncFrom !== null && syncFrom === settledBy;
  // A run that changes nothing (or never starts) must not leave the button busy.
  useEffect(() => {
    if (!syncing) return;
    const timer = setTimeout(() => setSyncFrom(null), 10_000);
    return () => clearTimeout(timer);
  }, [syncing]);

  if (!status || status.companyId === null) return null;
  const summary = syncSummary(status, online);
  const warnings = outboxWarnings(status, { online, persisted, now });
  const warning = syncBarWarning(warnings, status.oldestWaitingAt, now);
  const syncNow = () => {
    setSyncFrom(settledBy);
    void requestSyncNow();
  };

  return (
    <section className={`sync-status sync-status--${summary.tone}`} aria-label={t.region}>
      <div className="sync-status__inner">
        <span className="sync-status__dot" aria-hidden="true" />
        <p className="sync-status__summary">
          {online && summary.tone !== 'problem' && (
            <span className="sync-status__online">{t.online}. </span>
          )}
          {summary.text}
        </p>
        {/* Announced only when the state changes (online, offline, a problem), not after every
            command at the counter, which would talk over the staff member's work. */}
        <p className="visually-hidden" role="status">
          {summary.tone === 'problem' ? summary.text : online ? t.online : t.offlineShort}
        </p>
        {warning ? (
          <p className="sync-status__last sync-status__warning">
            {warning.text} <Link to={paths.settings}>{warning.link}</Link>
          </p>
        ) : (
          <p className="sync-status__last">
            {status.lastSyncAt ? t.lastSync(formatRecent(status.lastSyncAt)) : t.neverSynced}
          </p>
        )}
        {status.rejected > 0 && (
          <Link to={paths.avvik} className="sync-status__rejected">
            {t.rejected(status.rejected)}
          </Link>
        )}
        <button
          type="button"
          className="btn btn--secondary btn--small sync-status__button"
          onClick={syncNow}
          disabled={!online || syncing || status.paused === 'auth'}
        >
          {syncing ? t.syncing : t.syncNow}
        </button>
      </div>
    </section>
  );
}
