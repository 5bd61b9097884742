import { getDb } from '../../db/database';
import { stateListeners } from '../../state/listeners';
import { sessionCleared, type SessionState } from '../../state/session/session-slice';

async function forgetKeptPages(): Promise<void> {
  try {
    await getDb().myPages.clear();
  } catch (error) {
    console.error('Min side ble ikke slettet fra enheten', error);
  }
}

/**
 * Signing out (or the session ending) leaves no one's Min side on the device. These listeners
 * load with the first sign-in or sign-out; a start that already found the session gone is
 * caught up with at once.
 */
export function registerProfileListeners(getState: () => { session: SessionState }): void {
  stateListeners.startListening({ actionCreator: sessionCleared, effect: forgetKeptPages });
  if (getState().session.user === null) void forgetKeptPages();
}
