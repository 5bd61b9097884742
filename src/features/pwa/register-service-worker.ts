import { onDatabaseOutdated } from '../../db/schema-events';
import { announceUpdate } from './update-state';

let registered = false;

/** Asks the browser not to evict the offline catalogue (and, later, unsynced work). */
async function requestPersistentStorage(): Promise<void> {
  if (!navigator.storage?.persist || !navigator.storage.persisted) return;
  try {
    if (!(await navigator.storage.persisted())) await navigator.storage.persist();
  } catch {
    // Refusal is fine: the data is still kept, only evictable.
  }
}

/**
 * Registers /sw.js (production builds only) with the prompt flow: a new version waits until
 * the user presses "Oppdater" in <PwaUpdatePrompt />, then takes over and the page reloads once.
 */
export function registerServiceWorker(): void {
  if (registered) return;
  registered = true;
  onDatabaseOutdated(() => announceUpdate({ kind: 'database' }));
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void requestPersistentStorage();
  // workbox-window is only needed after start-up: keep it off the critical path.
  void import('workbox-window').then(({ Workbox }) => {
    const wb = new Workbox('/sw.js', { scope: '/' });
    wb.addEventListener('waiting', () => {
      announceUpdate({
        kind: 'worker',
        apply: () => {
          wb.addEventListener('controlling', () => window.location.reload());
          wb.messageSkipWaiting();
        },
      });
    });
    void wb.register();
  });
}
