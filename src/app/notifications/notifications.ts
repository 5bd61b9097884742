/**
 * Placeholder notifications (SPEC §3: fixed sample data until events generate real ones).
 * Ticking marks one read, unticking marks it unread (SPEC §4).
 */
export interface AppNotification {
  id: number;
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
  id: number,
  read: boolean,
): AppNotification[] {
  return list.map((n) => (n.id === id ? { ...n, read } : n));
}

export function unreadCount(list: readonly AppNotification[]): number {
  return list.filter((n) => !n.read).length;
}
