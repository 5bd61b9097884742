import { getDb } from '../../db/database';
import { stateListeners } from '../../state/listeners';
import { sessionCleared } from '../../state/session/session-slice';

/** Signing out (or the session ending) leaves no one's Min side on the device. */
export function registerProfileListeners(): void {
  stateListeners.startListening({
    actionCreator: sessionCleared,
    effect: async () => {
      try {
        await getDb().myPages.clear();
      } catch (error) {
        console.error('Min side ble ikke slettet fra enheten', error);
      }
    },
  });
}
