/**
 * Asks the service worker to run a Background Sync tag once the network is back (Chromium).
 * Elsewhere this does nothing: the page's own triggers (online, visibility, timer) cover it.
 */
interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

function hasSyncManager(
  registration: ServiceWorkerRegistration,
): registration is ServiceWorkerRegistration & { sync: SyncManagerLike } {
  return (
    'sync' in registration && typeof registration.sync === 'object' && registration.sync !== null
  );
}

export async function requestBackgroundSync(tag: string): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  if (!navigator.serviceWorker.controller) return;
  try {
    const registration = await navigator.serviceWorker.ready;
    if (hasSyncManager(registration)) await registration.sync.register(tag);
  } catch {
    // Not allowed (e.g. permission policy): the page's triggers still refresh the data.
  }
}
