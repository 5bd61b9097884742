import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { sessionApi } from '../../api/session-api';
import { clearLocalSession } from './session-actions';
import { hasLoginFlag } from './storage';

/**
 * SPEC §4 startup: with the local login flag, the user data is fetched before the first route
 * is decided. 401/419 means the session is gone ('expired'); a network failure keeps the flag
 * and retries when the browser comes back online.
 */
export type BootstrapResult = 'anonymous' | 'signed-in' | 'expired' | 'unavailable';

// Typed loosely on purpose: importing AppDispatch from the store would be an import cycle.
type Dispatcher = ThunkDispatch<unknown, unknown, UnknownAction>;

let started: Promise<BootstrapResult> | null = null;

export function ensureBootstrapped(dispatch: Dispatcher): Promise<BootstrapResult> {
  started ??= loadUser(dispatch);
  return started;
}

async function loadUser(dispatch: Dispatcher): Promise<BootstrapResult> {
  if (!hasLoginFlag()) return 'anonymous';
  const result = await dispatch(
    sessionApi.endpoints.userData.initiate(undefined, { subscribe: false, forceRefetch: true }),
  );
  if (result.data) return 'signed-in';
  const status = result.error && 'status' in result.error ? result.error.status : null;
  if (status === 401 || status === 419) {
    clearLocalSession(dispatch);
    return 'expired';
  }
  retryWhenOnline(dispatch);
  return 'unavailable';
}

function retryWhenOnline(dispatch: Dispatcher): void {
  if (typeof window === 'undefined') return;
  window.addEventListener(
    'online',
    () => {
      if (hasLoginFlag()) {
        void dispatch(
          sessionApi.endpoints.userData.initiate(undefined, {
            subscribe: false,
            forceRefetch: true,
          }),
        );
      }
    },
    { once: true },
  );
}
