import { configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import { provideStoreHookup } from '../state/api-hookup';
import { stateListeners } from '../state/listeners';
import { rootReducer } from '../state/root-reducer';
import { registerSessionListeners } from './session/session-listeners';
import { registerSignedInLoader } from './session/signed-in';

const dynamicMiddleware = createDynamicMiddleware();

export const store = configureStore({
  reducer: rootReducer,
  middleware: (getDefault) =>
    getDefault().prepend(stateListeners.middleware).concat(dynamicMiddleware.middleware),
});

// The api module injects its reducer itself and borrows these when it first loads.
provideStoreHookup({
  addMiddleware: (middleware) => dynamicMiddleware.addMiddleware(middleware),
  dispatch: store.dispatch,
});
registerSessionListeners();
registerSignedInLoader();

export type AppStore = typeof store;
