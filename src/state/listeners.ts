import { createListenerMiddleware } from '@reduxjs/toolkit';

/**
 * The one listener middleware of the store. Side effects that follow state changes (the logout
 * flow, the countdown, the device's sync session, the counter's selection) register here from
 * where they live; app/store.ts puts it in the store.
 */
export const stateListeners = createListenerMiddleware();
