import { requestBackgroundSync } from '../background-sync-request';
import { CATALOGUE_SYNC_TAG, syncCatalogue } from '../catalogue-sync';
import { getCatalogueSyncState } from '../catalogue-sync-state';

const INTERVAL_MS = 5 * 60_000;
/**
 * Focus, a shown tab and a page change pull unless the last attempt is more recent than this:
 * an unchanged catalogue costs a 304, but a burst of them (tab flicking, quick clicks) buys
 * nothing. Short, as someone coming back to a product a few seconds later expects its news.
 */
export const REFRESH_MIN_GAP_MS = 1_000;
/** After the server could not be reached, look again this soon (the 'online' event may not come). */
const UNREACHABLE_RETRY_MS = 5_000;

let stop: (() => void) | null = null;
let retry: ReturnType<typeof setTimeout> | null = null;

function run(): void {
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
}

/**
 * Pulls now if the page is seen and the last attempt is older than `minGapMs`: on focus, on
 * coming back to the tab, on a page change (use-catalogue.ts) and on the product page's short
 * interval (catalogue-follow.ts).
 */
export function refreshCatalogue(minGapMs = REFRESH_MIN_GAP_MS): void {
  if (document.visibilityState !== 'visible') return;
  const last = getCatalogueSyncState().lastAttemptAt;
  if (last === null || Date.now() - last >= minGapMs) run();
}

/**
 * Keeps the catalogue fresh in a page: now, when the connection returns, on focus and when the
 * tab becomes visible again, and every few minutes while visible. Idempotent: later calls reuse
 * the first.
 */
export function startCatalogueSync(): () => void {
  if (stop) return stop;
  const onShown = () => refreshCatalogue();
  const timer = setInterval(() => {
    if (document.visibilityState === 'visible') run();
  }, INTERVAL_MS);
  window.addEventListener('online', run);
  window.addEventListener('focus', onShown);
  document.addEventListener('visibilitychange', onShown);
  run();
  stop = () => {
    clearInterval(timer);
    if (retry !== null) clearTimeout(retry);
    retry = null;
    window.removeEventListener('online', run);
    window.removeEventListener('focus', onShown);
    document.removeEventListener('visibilitychange', onShown);
    stop = null;
  };
  return stop;
}
