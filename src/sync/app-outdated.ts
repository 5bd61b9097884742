/**
 * "This bundle is older than the server" events, kept apart from the engine so the update prompt
 * can listen without loading it: the server named a newer protocol (`newer`: an update waits,
 * the rows this bundle does not know are kept meanwhile) or refused the bundle (`required`: 426,
 * nothing syncs until it is updated). docs/sync-protocol.md, "Op versions".
 */
export type AppOutdated = 'newer' | 'required';
type Listener = (why: AppOutdated) => void;

const listeners = new Set<Listener>();

export function onAppOutdated(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyAppOutdated(why: AppOutdated): void {
  for (const listener of listeners) listener(why);
}
