import {
  combineSlices,
  configureStore,
  createAction,
  createDynamicMiddleware,
  type WithSlice,
} from '@reduxjs/toolkit';
import type { api } from '../api/base-api';
import { counterSlice } from './counter/counter-slice';
import { registerSignedInLoader } from './session/signed-in';
import { sessionListeners } from './session/session-listeners';
import { sessionSlice } from './session/session-slice';
import { uiSlice } from './ui/ui-slice';

/**
 * The RTK Query api is not part of the first load: src/api/base-api.ts injects its reducer and
 * middleware when a screen or the startup user-data fetch first needs it.
 */
export const rootReducer = combineSlices(sessionSlice, uiSlice, counterSlice).withLazyLoadedSlices<
  WithSlice<typeof api>
>();

const dynamicMiddleware = createDynamicMiddleware();

export const store = configureStore({
  reducer: rootReducer,
  middleware: (getDefault) =>
    getDefault().prepend(sessionListeners.middleware).concat(dynamicMiddleware.middleware),
});

registerSignedInLoader();

const apiAttached = createAction('app/apiAttached');

/** Adds the api's reducer and middleware to the running store (once, when its module loads). */
export function attachApi(apiSlice: typeof api): void {
  rootReducer.inject(apiSlice);
  dynamicMiddleware.addMiddleware(apiSlice.middleware);
  // Any action initialises the injected state, so components can read it at once.
  store.dispatch(apiAttached());
}

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
export type AppStore = typeof store;
