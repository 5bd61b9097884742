import { isAnyOf } from '@reduxjs/toolkit';
import { getDb } from '../../db/database';
import { clearSyncSession } from '../../db/hut/session';
import { askPersistenceWhenUseful } from '../../lib/storage-persistence';
import { selectHasCompany } from '../../state/session/selectors';
import { stateListeners } from '../../state/listeners';
import {
  companyLoaded,
  sessionCleared,
  userLoaded,
  type SessionState,
} from '../../state/session/session-slice';

interface ListenerState {
  session: SessionState;
}

// The engine carries the sync contracts and is only for staff: loaded once a hut is chosen,
// never on a first visit.
const loadScheduler = () => import('../../sync/page/outbox-scheduler');
const loadKeyBinding = () => import('../../sync/page/device-key-binding');

let stopSync: (() => void) | null = null;
/** Registering the device's signing key for the signed-in staff member (saved queues). */
let stopKeyRegistration: (() => void) | null = null;

/**
 * Keeps the device's sync session (Dexie) in step with the signed-in user and the hut their
 * server session has chosen, and runs the page's outbox sync while staff work at a hut. Logout
 * only forgets who is signed in: unsynced entries stay for that user's next sign-in.
 */
export function registerOutboxBinding(getState: () => ListenerState): void {
  const startListening = stateListeners.startListening.withTypes<ListenerState>();

  // One binding at a time, each reading the state when it runs, so a quick userLoaded +
  // companyLoaded pair (or a logout right after) never leaves the device bound to a stale hut.
  let chain: Promise<void> = Promise.resolve();
  const bind = (getState: () => ListenerState) => {
    chain = chain.then(() => bindToState(getState()));
    return chain;
  };

  startListening({
    matcher: isAnyOf(userLoaded, companyLoaded, sessionCleared),
    effect: (_action, api) => bind(api.getState),
  });
  // Registered after the sign-in that loaded it (signed-in.ts): catch up with the state now.
  void bind(getState);
}

async function bindToState(state: ListenerState): Promise<void> {
  const user = state.session.user;
  const companyId = user && selectHasCompany(state) ? user.company_id : null;
  try {
    if (!user || (companyId === null && !stopSync)) {
      // Signed out, or a borrower: nothing to sync, and no earlier staff session stays bound.
      stopSync?.();
      stopSync = null;
      stopKeyRegistration?.();
      stopKeyRegistration = null;
      await clearSyncSession(getDb());
      return;
    }
    const scheduler = await loadScheduler();
    await scheduler.bindOutboxSession({ userId: user.id, companyId });
    stopSync = scheduler.startOutboxSync();
    stopKeyRegistration?.();
    stopKeyRegistration =
      companyId === null ? null : (await loadKeyBinding()).startDeviceKeyRegistration(user.id);
    // A counter device: its waiting changes must not be cleared by the browser (asked once).
    if (companyId !== null) void askPersistenceWhenUseful(true);
  } catch (error) {
    // Storage refused (private mode, quota): the counter screens say so when they read Dexie.
    console.error(error);
  }
}
