/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { registerSyncHandlers } from './background-sync';
import { catalogueSyncHandlers } from './catalogue-sync-handler';
import { outboxSyncHandlers } from './outbox-sync-handler';
import { registerRuntimeCaching } from './runtime-caching';
import { isSkipWaitingMessage } from './messages';

declare let self: ServiceWorkerGlobalScope;

// The app shell: every built asset, versioned by the manifest vite-plugin-pwa injects.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every navigation gets the precached shell; the client router takes it from there.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/csrf-cookie(\/|$)/],
  }),
);

registerRuntimeCaching();
registerSyncHandlers(self, { ...catalogueSyncHandlers, ...outboxSyncHandlers });

// Prompt flow: a new worker waits until the user chooses "Oppdater" in the page.
self.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting();
});
// Take control of pages already open when this worker activates (first install, or after the
// user accepted an update), so the first visit works offline without a reload.
clientsClaim();
