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

export const placeholderNotifications: readonly AppNotification[] = [
  { id: 1, message: 'En ny bruker er lagt til og venter på aktivering.', read: false },
  { id: 2, message: 'En bruker er blokkert ved en av utstyrsbodene.', read: false },
  { id: 3, message: 'Et lån er forfalt og ikke levert tilbake.', read: false },
];

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

/**
 * Which Avvik notifications were ticked read on this page. Kept for the page's lifetime (not
 * across reloads): an exception stays in the inbox until resolved anyway.
 */
const readIds = new Set<string>();

export function isMarkedRead(id: string): boolean {
  return readIds.has(id);
}

export function markRead(id: string, read: boolean): void {
  if (read) readIds.add(id);
  else readIds.delete(id);
}
