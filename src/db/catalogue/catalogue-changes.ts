/**
 * "The catalogue changed" for every reader in every context: a write in this page tells its own
 * readers at once, and other tabs and the service worker's writes arrive over a BroadcastChannel
 * (what Dexie's live queries did for the catalogue before it moved to its own database).
 * Readers read again on any change: the catalogue is written whole or as one delta, rarely.
 */
const CHANNEL_NAME = 'utstyrsbod-catalogue';

type Listener = () => void;
const listeners = new Set<Listener>();
let channel: BroadcastChannel | null | undefined;

function tellListeners(): void {
  for (const listener of [...listeners]) listener();
}

function openChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
    channel?.addEventListener('message', tellListeners);
    // Node (unit tests) keeps a process alive while a channel listens; browsers have no unref.
    (channel as { unref?: () => void } | null)?.unref?.();
  }
  return channel;
}

export function subscribeCatalogueChanges(listener: Listener): () => void {
  openChannel();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** After a committed write: this context's readers, then every other context's. */
export function announceCatalogueChange(): void {
  tellListeners();
  openChannel()?.postMessage('changed');
}
