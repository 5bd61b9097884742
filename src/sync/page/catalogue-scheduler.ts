import { requestBackgroundSync } from '../background-sync-request';
import { CATALOGUE_SYNC_TAG, syncCatalogue } from '../catalogue-sync';
import { getCatalogueSyncState } from '../catalogue-sync-state';

const INTERVAL_MS = 5 * 60_000;
/** Coming back to the tab refreshes only if the last attempt is older than this. */
const VISIBLE_MIN_GAP_MS = 30_000;
/** After the server could not be reached, look again this soon (the 'online' event may not come). */
const UNREACHABLE_RETRY_MS = 5_000;

let stop: (() => void) | null = null;

/**
 * Keeps the catalogue fresh in a page: now, when the connection returns, when the tab becomes
 * visible again, and every few minutes while visible. Idempotent: later calls reuse the first.
 */
export function startCatalogueSync(): () => void {
  if (stop) return stop;
  let retry: ReturnType<typeof setTimeout> | null = null;
  const run = () =>
    void syncCatalogue().then((result) => {
      // No network: let the worker refresh the data when it returns, even with the app closed.
      if (result.kind === 'offline' || (result.kind === 'failed' && result.reason === 'network'))
        void requestBackgroundSync(CATALOGUE_SYNC_TAG);
      if (result.kind === 'failed' && result.reason === 'network' && retry === null) {
        retry = setTimeout(() => {
          retry = null;
          if (document.visibilityState === 'visible') run();
        }, UNREACHABLE_RETRY_MS);
      }
    });
  const onVisible = () => {
    if (document.visibilityState !== 'visible') return;
    const last = getCatalogueSyncState().lastAttemptAt;
    if (last === null || Date.now() - last > VISIBLE_MIN_GAP_MS) run();
  };
  const timer = setInterval(() => {
    if (document.visibilityState === 'visible') run();
  }, INTERVAL_MS);
  window.addEventListener('online', run);
  document.addEventListener('visibilitychange', onVisible);
  run();
  stop = () => {
    clearInterval(timer);
    if (retry !== null) clearTimeout(retry);
    window.removeEventListener('online', run);
    document.removeEventListener('visibilitychange', onVisible);
    stop = null;
  };
  return stop;
}
