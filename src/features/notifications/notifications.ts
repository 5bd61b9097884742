import { shellTexts } from '../../i18n/nb/shell';
import { readStored, storageKeys, writeStored } from '../../lib/local-storage';

/**
 * Placeholder notifications (SPEC §3: fixed sample data until events generate real ones).
 * Ticking marks one read, unticking marks it unread (SPEC §4).
 */
export interface AppNotification {
  /** Numbers for the placeholders, the exception id for an Avvik notification. */
  id: number | string;
  message: string;
  read: boolean;
}

export const placeholderNotifications: readonly AppNotification[] =
  shellTexts.bell.placeholders.map((message, index) => ({ id: index + 1, message, read: false }));

export function setRead(
  list: readonly AppNotification[],
  id: AppNotification['id'],
  read: boolean,
): AppNotification[] {
  return list.map((n) => (n.id === id ? { ...n, read } : n));
}

export function unreadCount(list: readonly AppNotification[]): number {
  return list.filter((n) => !n.read).length;
}

/** Read marks kept at most (the newest); resolved exceptions leave the bell anyway. */
const KEEP_READ = 200;

/**
 * Which Avvik notifications were ticked read on this device, kept over reloads (SPEC §4: read
 * stays read until unticked).
 */
let readIds: Set<string> | null = null;

function marks(): Set<string> {
  if (readIds) return readIds;
  readIds = new Set();
  try {
    const stored: unknown = JSON.parse(readStored(storageKeys.readNotifications) ?? '[]');
    if (Array.isArray(stored)) {
      for (const id of stored) if (typeof id === 'string') readIds.add(id);
    }
  } catch {
    // A damaged value: start with nothing marked read.
  }
  return readIds;
}

export function isMarkedRead(id: string): boolean {
  return marks().has(id);
}

export function markRead(id: string, read: boolean): void {
  const ids = marks();
  if (read) ids.add(id);
  else ids.delete(id);
  writeStored(storageKeys.readNotifications, JSON.stringify([...ids].slice(-KEEP_READ)));
}
