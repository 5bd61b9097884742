import { useSyncExternalStore } from 'react';
import './pwa-update-prompt.css';
import { pwaTexts } from '../../i18n/nb/pwa';
import { applyUpdate, getPendingUpdate, subscribePendingUpdate } from './update-state';

/**
 * Tells the user a new version waits. Never reloads on its own, so nothing typed is lost:
 * only the button applies the update. The live region stays mounted so it is announced.
 */
export function PwaUpdatePrompt() {
  const update = useSyncExternalStore(subscribePendingUpdate, getPendingUpdate);
  return (
    <div className="pwa-update-region" role="status">
      {update && (
        <div className="pwa-update">
          <p className="pwa-update__text">
            <strong>
              {update.kind === 'server' && update.required
                ? pwaTexts.required
                : pwaTexts.newVersion}
            </strong>{' '}
            <span>
              {update.kind === 'server' ? pwaTexts.serverExplanation : pwaTexts.explanation}
            </span>
          </p>
          <button type="button" className="btn btn--primary" onClick={() => applyUpdate(update)}>
            {pwaTexts.update}
          </button>
        </div>
      )}
    </div>
  );
}
