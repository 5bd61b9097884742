/**
 * Whether a counter device's waiting changes are safe, decided without the browser: how long
 * they may wait before staff are told they are stuck, and when the app asks the browser to keep
 * its data for good (docs/sync-protocol.md, "Storage that is not lost").
 */

/** Changes older than this that cannot be sent while the device is online are stuck. */
export const STALE_OUTBOX_DAYS = 3;
const DAY_MS = 24 * 60 * 60_000;

/** Why a stuck outbox does not reach the server: a refused session, no answer, or an error. */
export const stuckOutboxReasons = ['auth', 'unreachable', 'error'] as const;
export type StuckOutboxReason = (typeof stuckOutboxReasons)[number];

/** Whole days since `since` (ISO-8601) at `now`; null when it cannot be read. */
export function daysWaited(since: string, now: Date): number | null {
  const at = Date.parse(since);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.floor((now.getTime() - at) / DAY_MS));
}

/** The oldest waiting change is older than STALE_OUTBOX_DAYS. */
export function isStaleOutbox(oldestWaitingAt: string | null, now: Date): boolean {
  if (oldestWaitingAt === null) return false;
  const at = Date.parse(oldestWaitingAt);
  return !Number.isNaN(at) && now.getTime() - at > STALE_OUTBOX_DAYS * DAY_MS;
}

/** Where the app last asked the browser to keep its data for good. */
export const persistenceAskContexts = ['browser', 'installed'] as const;
export type PersistenceAskContext = (typeof persistenceAskContexts)[number];

export interface PersistenceAskInput {
  /** navigator.storage.persisted(); null when the browser has no such question. */
  persisted: boolean | null;
  /** A staff member has chosen a hut: this browser is a counter device. */
  staffAtHut: boolean;
  /** The app runs installed (display-mode standalone, or added to the home screen on iOS). */
  installed: boolean;
  /** Where it was asked before on this device, or null. */
  askedIn: PersistenceAskContext | null;
}

/**
 * Whether to ask the browser now, and as what. Only a counter device or the installed app asks
 * (a family's first visit in a browser tab never does), and each at most once: Firefox shows
 * a question each time, and Chromium and Safari answer from what they know of the site. Once
 * installed, a tab's earlier "no" is asked again: installing is what Chromium and Safari grant
 * persistence for.
 */
export function persistenceAsk(input: PersistenceAskInput): PersistenceAskContext | null {
  if (input.persisted !== false) return null;
  if (input.installed) return input.askedIn === 'installed' ? null : 'installed';
  if (input.staffAtHut) return input.askedIn === null ? 'browser' : null;
  return null;
}
