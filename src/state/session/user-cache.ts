import type { UserDataResponse } from '../../shared/contracts/auth';
import { readStored, removeStored, storageKeys, writeStored } from '../../lib/local-storage';

/**
 * The signed-in user's record kept on the device (SPEC §9: some user data is kept locally), so a
 * counter tablet that starts without network still knows its staff member and hut. The server
 * stays the judge: the next online answer replaces it, and a 401 then signs the user out.
 */
export function cacheUserData(data: UserDataResponse): void {
  writeStored(storageKeys.userData, JSON.stringify(data));
}

/**
 * The kept record, checked with the same contract as a server answer; null when none or bad.
 * The contract is loaded on demand: only a returning signed-in user ever needs it.
 */
export async function readCachedUserData(): Promise<UserDataResponse | null> {
  const raw = readStored(storageKeys.userData);
  if (raw === null) return null;
  try {
    const { parseUserData } = await import('./user-data');
    const parsed = parseUserData(JSON.parse(raw));
    return parsed.ok ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearCachedUserData(): void {
  removeStored(storageKeys.userData);
}
