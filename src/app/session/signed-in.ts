import { isAnyOf } from '@reduxjs/toolkit';
import { stateListeners } from '../../state/listeners';
import { sessionCleared, userLoaded, type SessionState } from '../../state/session/session-slice';

interface ListenerState {
  session: SessionState;
}

/**
 * What only a signed-in user needs (the device's sync session and outbox sync, the counter's
 * selected borrower) is loaded with the first sign-in, not on a public first visit. It then
 * registers its own listeners and catches up with the state as it is.
 */
let loading: Promise<void> | null = null;

/** Settles once the signed-in listeners are registered; null before the first sign-in. */
export function signedInListenersLoaded(): Promise<void> | null {
  return loading;
}

export function registerSignedInLoader(): void {
  const startListening = stateListeners.startListening.withTypes<ListenerState>();
  startListening({
    matcher: isAnyOf(userLoaded, sessionCleared),
    effect: (_action, { getState }) => {
      loading ??= import('./signed-in-listeners').then(({ registerSignedInListeners }) => {
        registerSignedInListeners(getState);
      });
      return loading;
    },
  });
}
