/**
 * Whether a newer version waits, and how to apply it: a new service worker (activate it, then
 * reload once), or a newer database schema opened by another tab (reload). Plain store, read
 * with useSyncExternalStore.
 */
export type PendingUpdate = { kind: 'worker'; apply: () => void } | { kind: 'database' } | null;

let pending: PendingUpdate = null;
const listeners = new Set<() => void>();

export function getPendingUpdate(): PendingUpdate {
  return pending;
}

export function subscribePendingUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceUpdate(update: NonNullable<PendingUpdate>): void {
  // A waiting worker wins: applying it reloads the page too.
  if (pending?.kind === 'worker' && update.kind === 'database') return;
  pending = update;
  for (const listener of listeners) listener();
}

export function applyUpdate(update: NonNullable<PendingUpdate>): void {
  if (update.kind === 'worker') update.apply();
  else window.location.reload();
}
