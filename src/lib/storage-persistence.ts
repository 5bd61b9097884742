import {
  persistenceAsk,
  persistenceAskContexts,
  type PersistenceAskContext,
} from '../shared/domain/outbox-health';
import { readStored, storageKeys, writeStored } from './local-storage';

/** What the browser keeps for this site (navigator.storage). */
export interface DeviceStorage {
  /** null: the browser does not say. */
  persisted: boolean | null;
  usage: number | null;
  quota: number | null;
}

function storageManager(): StorageManager | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.storage;
}

export async function readDeviceStorage(): Promise<DeviceStorage> {
  const storage = storageManager();
  const [persisted, estimate] = await Promise.all([
    storage?.persisted ? storage.persisted().catch(() => null) : null,
    storage?.estimate ? storage.estimate().catch(() => null) : null,
  ]);
  return { persisted, usage: estimate?.usage ?? null, quota: estimate?.quota ?? null };
}

const listeners = new Set<() => void>();

/** Called after this page asked the browser, so every view of the storage state reads it again. */
export function onPersistenceAsked(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks the browser to keep the site's data for good (staff pressed the button, or the app did). */
export async function requestPersistence(): Promise<boolean> {
  const granted =
    (await storageManager()
      ?.persist?.()
      .catch(() => false)) ?? false;
  for (const listener of listeners) listener();
  return granted;
}

function runsInstalled(): boolean {
  if (typeof window === 'undefined') return false;
  // iOS Safari says so through navigator.standalone only.
  const ios = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return ios || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

function askedIn(): PersistenceAskContext | null {
  const stored = readStored(storageKeys.persistenceAsked);
  return persistenceAskContexts.find((c) => c === stored) ?? null;
}

/**
 * Asks for persistent storage when it is useful and was not asked yet (persistenceAsk): on
 * start (the installed app) and once a staff member has chosen a hut. Remembers that it asked.
 */
export async function askPersistenceWhenUseful(staffAtHut: boolean): Promise<void> {
  const installed = runsInstalled();
  // A family's visit in a tab: not even the browser's storage is asked about.
  if (!installed && !staffAtHut) return;
  const persisted =
    (await storageManager()
      ?.persisted?.()
      .catch(() => null)) ?? null;
  const ask = persistenceAsk({ persisted, staffAtHut, installed, askedIn: askedIn() });
  if (!ask) return;
  writeStored(storageKeys.persistenceAsked, ask);
  await requestPersistence();
}
