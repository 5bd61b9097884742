import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { resolveDarkMode, systemPrefersDark } from './dark-mode';
import { resolveDebugBar } from './debug-bar';
import { readStored, storageKeys } from '../../lib/local-storage';

/** The last API answer, for the debug bar (SPEC §2). `body` is kept only when not 200. */
export interface LastResponse {
  status: number;
  statusText: string;
  url: string;
  body: string | null;
}

export type ToastKind = 'info' | 'success' | 'error';
export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

export interface UiState {
  darkMode: boolean;
  /** SPEC §2's debug bar; off for users unless asked for (debug-bar.ts). */
  debugBar: boolean;
  lastResponse: LastResponse | null;
  toasts: Toast[];
  nextToastId: number;
}

export function initialUiState(): UiState {
  return {
    darkMode: resolveDarkMode(readStored(storageKeys.darkMode), systemPrefersDark()),
    debugBar: resolveDebugBar(
      readStored(storageKeys.debugBar),
      typeof location === 'undefined' ? '' : location.search,
      import.meta.env.DEV,
    ),
    lastResponse: null,
    toasts: [],
    nextToastId: 1,
  };
}

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    darkModeSet(state, action: PayloadAction<boolean>) {
      state.darkMode = action.payload;
    },
    debugBarSet(state, action: PayloadAction<boolean>) {
      state.debugBar = action.payload;
    },
    responseRecorded(state, action: PayloadAction<LastResponse>) {
      state.lastResponse = action.payload;
    },
    /** SPEC §9: no duplicate toasts. */
    toastShown(state, action: PayloadAction<{ kind: ToastKind; text: string }>) {
      if (state.toasts.some((t) => t.text === action.payload.text)) return;
      state.toasts.push({ id: state.nextToastId, ...action.payload });
      state.nextToastId += 1;
    },
    toastDismissed(state, action: PayloadAction<number>) {
      state.toasts = state.toasts.filter((t) => t.id !== action.payload);
    },
  },
});

export const { darkModeSet, debugBarSet, responseRecorded, toastShown, toastDismissed } =
  uiSlice.actions;
