/** A line of the bell's panel (SPEC §4): ticking marks it read, unticking unread. */
export interface AppNotification {
  id: number | string;
  message: string;
  read: boolean;
  /** The screen the notice is about; its text links there. */
  href?: string | null;
}

export function unreadCount(list: readonly AppNotification[]): number {
  return list.filter((n) => !n.read).length;
}
