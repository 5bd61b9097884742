/**
 * "The catalogue changed" for every reader in every context: a write in this page tells its own
 * readers at once, and other tabs and the service worker's writes arrive over a BroadcastChannel
 * (what Dexie's live queries did for the catalogue before it moved to its own database).
 * Two kinds: `rows` (a snapshot or delta: categories, huts, products) and `meta` (only the
 * bookkeeping: a 304's "checked now", the chosen county). A product page pulls every few seconds
 * and most pulls are a 304, so readers of rows do not read again for `meta`.
 */
export const catalogueChangeKinds = ['rows', 'meta'] as const;
export type CatalogueChange = (typeof catalogueChangeKinds)[number];

const CHANNEL_NAME = 'utstyrsbod-catalogue';

interface Subscriber {
  listener: () => void;
  kinds: readonly CatalogueChange[];
}
const subscribers = new Set<Subscriber>();
let channel: BroadcastChannel | null | undefined;

function isChange(value: unknown): value is CatalogueChange {
  return catalogueChangeKinds.some((kind) => kind === value);
}

function tell(kind: CatalogueChange): void {
  for (const { listener, kinds } of [...subscribers]) if (kinds.includes(kind)) listener();
}

function openChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
    // A message of an unknown kind (another app version) is taken as rows: read again.
    channel?.addEventListener('message', (event: MessageEvent<unknown>) =>
      tell(isChange(event.data) ? event.data : 'rows'),
    );
    // Node (unit tests) keeps a process alive while a channel listens; browsers have no unref.
    (channel as { unref?: () => void } | null)?.unref?.();
  }
  return channel;
}

/** Calls `listener` after each change of the given kinds (default: the rows only). */
export function subscribeCatalogueChanges(
  listener: () => void,
  kinds: readonly CatalogueChange[] = ['rows'],
): () => void {
  openChannel();
  const subscriber = { listener, kinds };
  subscribers.add(subscriber);
  return () => {
    subscribers.delete(subscriber);
  };
}

/** After a committed write: this context's readers, then every other context's. */
export function announceCatalogueChange(kind: CatalogueChange): void {
  tell(kind);
  openChannel()?.postMessage(kind);
}
