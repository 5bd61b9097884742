/** The localStorage keys of SPEC §9. Other code goes through these helpers, never raw strings. */
export const storageKeys = {
  darkMode: 'darkMode',
  isLoggedIn: 'isLoggedIn',
  serverTime: 'serverTime',
  sessionExpiresAt: 'sessionExpiresAt',
  lastVisitedRoute: 'lastVisitedRoute',
  /** Where a registration returns to (an invitation's link), instead of Min side. */
  returnAfterRegister: 'returnAfterRegister',
  /** The signed-in user's record, for starting offline (user-cache.ts). */
  userData: 'userData',
  /** The debug bar shown on this device: 'on' / 'off' (state/ui/debug-bar.ts). */
  debugBar: 'debugBar',
  /** Where the app asked the browser to keep its data: 'browser' / 'installed' (storage-persistence.ts). */
  persistenceAsked: 'persistenceAsked',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

// Storage can throw (private mode, quota, disabled cookies); the app must keep working without it.
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readStored(key: StorageKey): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Ignored on purpose: losing a preference is better than breaking the page.
  }
}

export function removeStored(key: StorageKey): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // See writeStored.
  }
}

export function hasLoginFlag(): boolean {
  return readStored(storageKeys.isLoggedIn) === 'true';
}
