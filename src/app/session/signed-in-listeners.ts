import { registerProfileListeners } from '../../features/profile/profile-listeners';
import { registerCounterListeners } from '../../features/stock/counter-listeners';
import type { SessionState } from '../../state/session/session-slice';
import { registerOutboxBinding } from './outbox-binding';

/** Loaded at the first sign-in (signed-in.ts). */
export function registerSignedInListeners(getState: () => { session: SessionState }): void {
  registerOutboxBinding(getState);
  registerCounterListeners();
  registerProfileListeners(getState);
}
