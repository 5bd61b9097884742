import { useId, useState } from 'react';
import { AlertBanner } from '../../components/ui/alert-banner';
import { settingsTexts as t } from '../../i18n/nb/settings';
import { storageKeys, writeStored } from '../../lib/local-storage';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { debugBarSet } from '../../state/ui/ui-slice';
import { selectHasCompany } from '../../state/session/selectors';
import { syncStatusTexts } from '../../i18n/nb/sync-status';
import { WaitingChanges } from '../sync-status';
import { QueueFileSections } from '../queue-file';
import { useDeviceStorage } from './use-device-storage';
import './settings.css';

const megabytes = (bytes: number) =>
  `${(bytes / 1_000_000).toLocaleString('nb-NO', { maximumFractionDigits: 1 })} MB`;

/**
 * /innstillinger: what this device keeps (and keeping it for good), the changes waiting on a
 * counter device, and the debug bar.
 */
export function SettingsPage() {
  const dispatch = useAppDispatch();
  const debugBar = useAppSelector((s) => s.ui.debugBar);
  // Only a counter device has an outbox; a family's Innstillinger does not open its database.
  const staffAtHut = useAppSelector(selectHasCompany);
  const { storage, persist } = useDeviceStorage();
  const [refused, setRefused] = useState(false);
  const debugId = useId();

  const persistence =
    storage?.persisted === true
      ? t.persisted
      : storage?.persisted === false
        ? t.notPersisted
        : t.unknownPersistence;

  return (
    <div className="page page--narrow settings">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <section className="card" aria-labelledby="settings-storage">
        <h2 id="settings-storage">{t.storageHeading}</h2>
        <p>{t.storageIntro}</p>
        {storage && (
          <p role="status">
            {persistence}
            {storage.usage !== null && storage.quota !== null && (
              <> {t.usage(megabytes(storage.usage), megabytes(storage.quota))}</>
            )}
          </p>
        )}
        {storage?.persisted === false && <p>{t.notPersistedAdvice}</p>}
        {storage?.persisted === false && (
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => void persist().then((granted) => setRefused(!granted))}
          >
            {t.persist}
          </button>
        )}
        {refused && <AlertBanner kind="error">{t.persistRefused}</AlertBanner>}
      </section>
      {staffAtHut && (
        <section className="card" aria-labelledby="settings-waiting">
          <h2 id="settings-waiting">{syncStatusTexts.waitingHeading}</h2>
          <WaitingChanges persisted={storage?.persisted ?? null} />
        </section>
      )}
      {/* Right under the waiting changes: saving them to a file, which their advice names. */}
      <QueueFileSections />
      <section className="card" aria-labelledby="settings-debug">
        <h2 id="settings-debug">{t.debugHeading}</h2>
        <div className="form-check">
          <input
            id={debugId}
            type="checkbox"
            checked={debugBar}
            aria-describedby={`${debugId}-hint`}
            onChange={(event) => {
              const on = event.target.checked;
              writeStored(storageKeys.debugBar, on ? 'on' : 'off');
              dispatch(debugBarSet(on));
            }}
          />
          <label htmlFor={debugId}>{t.debugLabel}</label>
        </div>
        <p id={`${debugId}-hint`} className="form-field__hint">
          {t.debugHint}
        </p>
      </section>
    </div>
  );
}
