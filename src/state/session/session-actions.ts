import type { Dispatch } from '@reduxjs/toolkit';
import type { UserDataResponse } from '../../shared/contracts/auth';
import { localDeadline, type SessionTiming } from './countdown';
import { countdownStopped, sessionCleared, sessionDeadlineSet, userLoaded } from './session-slice';
import { removeStored, storageKeys, writeStored } from '../../lib/local-storage';

/** After login or register: the local flag, the user, and the countdown from the headers. */
export function establishSession(
  dispatch: Dispatch,
  data: UserDataResponse,
  timing: SessionTiming | null,
): void {
  writeStored(storageKeys.isLoggedIn, 'true');
  dispatch(userLoaded(data));
  if (timing) applySessionTiming(dispatch, timing);
}

/** Resets the countdown from X-Server-Time / X-Session-Expires-At (signed-in users only). */
export function applySessionTiming(dispatch: Dispatch, timing: SessionTiming): void {
  const now = Date.now();
  const deadline = localDeadline(timing, now);
  if (deadline === null) return;
  writeStored(storageKeys.serverTime, timing.serverTime);
  writeStored(storageKeys.sessionExpiresAt, timing.expiresAt);
  dispatch(sessionDeadlineSet({ deadline, now }));
}

/** Forgets everything about the signed-in user locally (the server call is separate). */
export function clearLocalSession(dispatch: Dispatch): void {
  removeStored(storageKeys.isLoggedIn);
  removeStored(storageKeys.serverTime);
  removeStored(storageKeys.sessionExpiresAt);
  removeStored(storageKeys.userData);
  dispatch(countdownStopped());
  dispatch(sessionCleared());
}
