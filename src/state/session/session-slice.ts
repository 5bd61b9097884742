import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AttachedCompany, Company, User, UserDataResponse } from '../../shared/contracts/auth';
import { isReminderDue, remainingSeconds } from './countdown';

/** Who is signed in, their huts, the chosen hut, and the session countdown (SPEC §3 Session). */
export interface SessionState {
  user: User | null;
  attachedCompanies: AttachedCompany[];
  /** Details of the current hut from /api/company/current or /set; null until loaded. */
  company: Company | null;
  /** Local epoch ms when the session ends; null when unknown. */
  deadline: number | null;
  remaining: number | null;
  reminder: boolean;
}

const initialState: SessionState = {
  user: null,
  attachedCompanies: [],
  company: null,
  deadline: null,
  remaining: null,
  reminder: false,
};

export type LogoutReason = 'user' | 'expired' | 'xsrf' | 'unauthenticated';

/** Starts the SPEC §4 logout flow (see session-listeners.ts). */
export const logoutRequested = createAction<{ reason: LogoutReason }>('session/logoutRequested');

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    userLoaded(state, action: PayloadAction<UserDataResponse>) {
      state.user = action.payload.user;
      state.attachedCompanies = action.payload.attached_companies;
      if (state.company && state.company.id !== action.payload.user.company_id)
        state.company = null;
    },
    companyLoaded(state, action: PayloadAction<Company | null>) {
      state.company = action.payload;
      if (state.user) state.user.company_id = action.payload?.id ?? null;
    },
    /** Applied only for a signed-in user (SPEC §4); `deadline` comes from countdown.localDeadline. */
    sessionDeadlineSet(state, action: PayloadAction<{ deadline: number; now: number }>) {
      if (!state.user) return;
      state.deadline = action.payload.deadline;
      updateRemaining(state, action.payload.now);
    },
    sessionTick(state, action: PayloadAction<number>) {
      updateRemaining(state, action.payload);
    },
    countdownStopped(state) {
      state.deadline = null;
      state.remaining = null;
      state.reminder = false;
    },
    sessionCleared() {
      return initialState;
    },
  },
});

function updateRemaining(state: SessionState, now: number): void {
  if (state.deadline === null) return;
  const remaining = remainingSeconds(state.deadline, now);
  state.remaining = remaining;
  state.reminder = isReminderDue(remaining);
}

export const {
  userLoaded,
  companyLoaded,
  sessionDeadlineSet,
  sessionTick,
  countdownStopped,
  sessionCleared,
} = sessionSlice.actions;
