import { combineSlices } from '@reduxjs/toolkit';
import { sessionSlice } from './session/session-slice';
import { uiSlice } from './ui/ui-slice';

/**
 * Slices that join the store when their module first loads (the RTK Query api, the counter's
 * selected borrower). Each adds itself here by declaration merging, so this layer never imports
 * the features or the api that own them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

/** The app-wide state: who is signed in and what the shell shows; the rest is injected. */
export const rootReducer = combineSlices(
  sessionSlice,
  uiSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
