import type { Middleware } from '@reduxjs/toolkit';
import type { AppDispatch } from './hooks';

/**
 * What the store lends the RTK Query api when that module loads (it is not part of the first
 * load). app/store.ts provides it at start-up, so the api layer never imports the store or the app.
 */
export interface StoreHookup {
  addMiddleware(middleware: Middleware): void;
  dispatch: AppDispatch;
}

let hookup: StoreHookup | null = null;

export function provideStoreHookup(value: StoreHookup): void {
  hookup = value;
}

export function storeHookup(): StoreHookup {
  if (!hookup) throw new Error('The store must be created before the api loads.');
  return hookup;
}
