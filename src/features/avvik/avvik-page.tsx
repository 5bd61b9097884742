import { useRef, useState } from 'react';
import { useCommand } from '../../db/hooks/use-command';
import { resolveException } from '../../db/commands/resolve-exception';
import type { SyncExceptionResolution } from '../../shared/texts/sync';
import { useHutQuery } from '../../db/hooks/use-hut-query';
import { loadAvvik } from './avvik-queries';
import { ExceptionItem } from './exception-item';
import { RejectedEntries } from './rejected-entries';
import { avvikTexts as t } from '../../i18n/nb/avvik';
import './avvik.css';

/** /avvik: the exception inbox, read from the local tables (works offline). */
export function AvvikPage() {
  const avvik = useHutQuery(loadAvvik);
  const run = useCommand();
  const [busy, setBusy] = useState<string | null>(null);
  const openHeading = useRef<HTMLHeadingElement>(null);

  const resolve = async (exceptionId: string, resolution: SyncExceptionResolution) => {
    setBusy(exceptionId);
    const done = await run(() => resolveException({ exceptionId, resolution }), t.resolved);
    setBusy(null);
    // The item leaves the open list with its buttons: keep keyboard focus in the inbox.
    if (done) openHeading.current?.focus();
  };

  return (
    <div className="page avvik">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      {avvik.state === 'loading' && <p role="status">{t.loading}</p>}
      {avvik.state === 'unbound' && <p role="status">{t.notReady}</p>}
      {avvik.state === 'ready' && (
        <>
          {!avvik.pulled && <p role="status">{t.notReady}</p>}
          <RejectedEntries entries={avvik.data.rejected} />
          <section className="avvik-section" aria-labelledby="avvik-open">
            <h2 id="avvik-open" ref={openHeading} tabIndex={-1}>
              {t.openHeading}
            </h2>
            {avvik.data.open.length === 0 ? (
              <p>{t.noneOpen}</p>
            ) : (
              <ul className="avvik-list">
                {avvik.data.open.map((e) => (
                  <li key={e.id}>
                    <ExceptionItem
                      exception={e}
                      refs={avvik.data.refs}
                      deviceId={avvik.data.deviceId}
                      busy={busy === e.id}
                      onResolve={(r) => void resolve(e.id, r)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
          {avvik.data.resolved.length > 0 && (
            <details className="avvik-section avvik-resolved">
              {/* The summary is a button for screen readers: plain text, no heading inside. */}
              <summary className="avvik-resolved__heading">
                {t.resolvedHeading(avvik.data.resolved.length)}
              </summary>
              <ul className="avvik-list">
                {avvik.data.resolved.map((e) => (
                  <li key={e.id}>
                    <ExceptionItem
                      exception={e}
                      refs={avvik.data.refs}
                      deviceId={avvik.data.deviceId}
                    />
                  </li>
                ))}
              </ul>
            </details>
          )}
        </>
      )}
    </div>
  );
}
