/// <reference lib="webworker" />
/**
 * Background Sync wiring (Chromium/Android). Each tag maps to a handler; the page registers a
 * tag when work is waiting for the network, and the browser fires `sync` once it is back, even
 * with every tab closed. Safari and Firefox have no `sync` event: the page drives sync there.
 */
export type SyncHandler = () => Promise<void>;

interface SyncEventLike extends ExtendableEvent {
  readonly tag: string;
}

function isSyncEvent(event: Event): event is SyncEventLike {
  return 'tag' in event && typeof event.tag === 'string' && 'waitUntil' in event;
}

export function registerSyncHandlers(
  scope: ServiceWorkerGlobalScope,
  handlers: Readonly<Record<string, SyncHandler>>,
): void {
  scope.addEventListener('sync', (event: Event) => {
    if (!isSyncEvent(event)) return;
    const handler = handlers[event.tag];
    // A rejected promise tells the browser to retry later with its own backoff.
    if (handler) event.waitUntil(handler());
  });
}
