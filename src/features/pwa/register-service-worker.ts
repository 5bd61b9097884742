import { onDatabaseOutdated } from '../../db/schema-events';
import { onAppOutdated } from '../../sync/app-outdated';
import { announceUpdate } from './update-state';

let registered = false;

/**
 * Registers /sw.js (production builds only) with the prompt flow: a new version waits until
 * the user presses "Oppdater" in <PwaUpdatePrompt />, then takes over and the page reloads once.
 * Persistent storage is asked for elsewhere, and not on every visit (lib/storage-persistence.ts).
 */
export function registerServiceWorker(): void {
  if (registered) return;
  registered = true;
  onDatabaseOutdated(() => announceUpdate({ kind: 'database' }));
  let checkNow: () => void = () => undefined;
  // The server said this bundle is older than it (sync-protocol.md, "Op versions"): say so at
  // once, and look for the new worker now rather than at the next navigation.
  onAppOutdated((why) => {
    announceUpdate({ kind: 'server', required: why === 'required' });
    checkNow();
  });
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // workbox-window is only needed after start-up: keep it off the critical path.
  void import('workbox-window').then(({ Workbox }) => {
    const wb = new Workbox('/sw.js', { scope: '/' });
    checkNow = () => void wb.update().catch(() => undefined);
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
