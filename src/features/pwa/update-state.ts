/**
 * Whether a newer version waits, and how to apply it: a new service worker (activate it, then
 * reload once), a newer database schema opened by another tab, or a server that says this bundle
 * is older than it (reload: the new worker, if it has arrived meanwhile, replaces this entry). Plain store, read
 * with useSyncExternalStore.
 */
export type PendingUpdate =
  | { kind: 'worker'; apply: () => void }
  | { kind: 'database' }
  /** The server is newer; `required`: it refused this bundle (nothing syncs until updated). */
  | { kind: 'server'; required: boolean }
  | null;

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
  if (pending?.kind === 'worker' && update.kind !== 'worker') return;
  // Told once: the same news again (every sync run repeats it) changes nothing.
  if (pending?.kind === 'server' && update.kind === 'server' && pending.required >= update.required)
    return;
  pending = update;
  for (const listener of listeners) listener();
}

export function applyUpdate(update: NonNullable<PendingUpdate>): void {
  if (update.kind === 'worker') update.apply();
  else window.location.reload();
}
