import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { clearLocalSession } from '../../state/session/session-actions';
import { userLoaded } from '../../state/session/session-slice';
import { hasLoginFlag } from '../../lib/local-storage';
import { readCachedUserData } from '../../state/session/user-cache';

/**
 * SPEC §4 startup: with the local login flag, the user data is fetched before the first route
 * is decided. 401/419 means the session is gone ('expired'); a network failure keeps the flag
 * and retries when the browser comes back online. Without the flag (a first visit) nothing is
 * fetched and the api is not even loaded.
 */
export type BootstrapResult = 'anonymous' | 'signed-in' | 'expired' | 'unavailable';

// Typed loosely on purpose: importing AppDispatch from the store would be an import cycle.
type Dispatcher = ThunkDispatch<unknown, unknown, UnknownAction>;

const loadSessionApi = async () => (await import('../../api/session-api')).sessionApi;

let started: Promise<BootstrapResult> | null = null;
let result: BootstrapResult | null = null;
const listeners = new Set<() => void>();

export function ensureBootstrapped(dispatch: Dispatcher): Promise<BootstrapResult> {
  if (started) return started;
  if (!hasLoginFlag()) {
    // Known at once, so a first visit renders without a loading step.
    result = 'anonymous';
    started = Promise.resolve(result);
    return started;
  }
  started = loadUser(dispatch).then((outcome) => {
    result = outcome;
    for (const listener of listeners) listener();
    return outcome;
  });
  return started;
}

/** The startup outcome, or null while the user data is still loading (for useSyncExternalStore). */
export function getBootstrapResult(): BootstrapResult | null {
  return result;
}

export function subscribeBootstrap(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function loadUser(dispatch: Dispatcher): Promise<BootstrapResult> {
  let sessionApi: Awaited<ReturnType<typeof loadSessionApi>>;
  try {
    sessionApi = await loadSessionApi();
  } catch {
    // The api chunk could not load (offline before the worker cached it): like a network error.
    retryWhenOnline(dispatch);
    return await startFromCache(dispatch);
  }
  const answer = await dispatch(
    sessionApi.endpoints.userData.initiate(undefined, { subscribe: false, forceRefetch: true }),
  );
  if (answer.data) return 'signed-in';
  const status = answer.error && 'status' in answer.error ? answer.error.status : null;
  if (status === 401 || status === 419) {
    clearLocalSession(dispatch);
    return 'expired';
  }
  retryWhenOnline(dispatch);
  return await startFromCache(dispatch);
}

/**
 * No answer from the server (offline, or it is down): a device that kept the user's record starts
 * signed in with it, so staff can go on working at the counter; the countdown waits for the
 * server's next answer.
 */
async function startFromCache(dispatch: Dispatcher): Promise<BootstrapResult> {
  const cached = await readCachedUserData();
  if (!cached) return 'unavailable';
  dispatch(userLoaded(cached));
  return 'signed-in';
}

function retryWhenOnline(dispatch: Dispatcher): void {
  if (typeof window === 'undefined') return;
  window.addEventListener(
    'online',
    () => {
      if (!hasLoginFlag()) return;
      void loadSessionApi()
        .then((sessionApi) =>
          dispatch(
            sessionApi.endpoints.userData.initiate(undefined, {
              subscribe: false,
              forceRefetch: true,
            }),
          ),
        )
        .catch(() => undefined);
    },
    { once: true },
  );
}
