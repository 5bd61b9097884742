import { isAnyOf } from '@reduxjs/toolkit';
import { currentPath, navigateTo } from '../../lib/navigation';
import { tickMs } from '../../state/session/countdown';
import { clearLocalSession } from '../../state/session/session-actions';
import {
  companyLoaded,
  logoutRequested,
  sessionCleared,
  sessionDeadlineSet,
  sessionTick,
  userLoaded,
  type SessionState,
} from '../../state/session/session-slice';
import { storageKeys, writeStored } from '../../lib/local-storage';
import { cacheUserData } from '../../state/session/user-cache';
import { guestPaths, paths } from '../../lib/paths';
import { stateListeners } from '../../state/listeners';

interface ListenerState {
  session: SessionState;
}

const startListening = stateListeners.startListening.withTypes<ListenerState>();

// The api is not part of the first load; a signed-in user has it loaded already.
const loadSessionApi = async () => (await import('../../api/session-api')).sessionApi;

let timer: ReturnType<typeof setInterval> | null = null;
let loggingOut = false;

function stopTimer(): void {
  if (timer !== null) clearInterval(timer);
  timer = null;
}

/** The session's side effects: logout flow, countdown, offline copy, hut details. */
export function registerSessionListeners(): void {
  registerLogoutFlow();
  registerCountdown();
  registerUserCache();
}

// SPEC §4 logout: clear, stop the timer, tell the server, remember the path, go to Login —
// even when the server call fails.
function registerLogoutFlow(): void {
  startListening({
    actionCreator: logoutRequested,
    effect: async (_action, { dispatch }) => {
      if (loggingOut) return;
      loggingOut = true;
      try {
        const path = currentPath();
        stopTimer();
        clearLocalSession(dispatch);
        let sessionApi: Awaited<ReturnType<typeof loadSessionApi>> | null = null;
        try {
          sessionApi = await loadSessionApi();
          await dispatch(sessionApi.endpoints.logout.initiate()).unwrap();
        } catch {
          // Going to Login matters more than the answer (offline, expired session).
        }
        if (sessionApi) dispatch(sessionApi.util.resetApiState());
        const bare = path.split(/[?#]/)[0] ?? '';
        if (!guestPaths.has(bare)) writeStored(storageKeys.lastVisitedRoute, path);
        navigateTo(paths.login);
      } finally {
        loggingOut = false;
      }
    },
  });
}

// The 1 s countdown runs while a deadline is known; at 0 the user is logged out.
function registerCountdown(): void {
  startListening({
    matcher: isAnyOf(sessionDeadlineSet, userLoaded),
    effect: (_action, { dispatch, getState }) => {
      if (getState().session.deadline === null || timer !== null) return;
      timer = setInterval(() => dispatch(sessionTick(Date.now())), tickMs);
    },
  });

  startListening({
    actionCreator: sessionCleared,
    effect: () => stopTimer(),
  });

  startListening({
    actionCreator: sessionTick,
    effect: (_action, { dispatch, getState }) => {
      const { user, remaining } = getState().session;
      if (user && remaining === 0) {
        stopTimer();
        dispatch(logoutRequested({ reason: 'expired' }));
      }
    },
  });
}

// Kept on the device for an offline start (user-cache.ts); the hut's details (name, status)
// come with the current company.
function registerUserCache(): void {
  startListening({
    matcher: isAnyOf(userLoaded, companyLoaded),
    effect: (_action, { getState }) => {
      const { user, attachedCompanies } = getState().session;
      if (user) cacheUserData({ user, attached_companies: attachedCompanies });
    },
  });

  startListening({
    actionCreator: userLoaded,
    effect: async (action, { dispatch, getState }) => {
      const companyId = action.payload.user.company_id;
      const known = getState().session.company;
      if (companyId === null || known?.id === companyId) return;
      try {
        const sessionApi = await loadSessionApi();
        const request = dispatch(
          sessionApi.endpoints.currentCompany.initiate(undefined, { subscribe: false }),
        );
        const data = await request.unwrap();
        if (getState().session.user?.company_id === companyId && data.company) {
          dispatch(companyLoaded(data.company));
        }
      } catch {
        // Without details the name from attached_companies is shown.
      }
    },
  });
}
