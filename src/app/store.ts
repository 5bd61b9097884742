import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '../api/base-api';
import { sessionListeners } from './session/session-listeners';
import { sessionSlice } from './session/session-slice';
import { uiSlice } from './ui/ui-slice';

export const store = configureStore({
  reducer: {
    [api.reducerPath]: api.reducer,
    session: sessionSlice.reducer,
    ui: uiSlice.reducer,
  },
  middleware: (getDefault) =>
    getDefault().prepend(sessionListeners.middleware).concat(api.middleware),
});

// Refetch on focus/reconnect for queries that opt in.
setupListeners(store.dispatch);

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
export type AppStore = typeof store;
