/** What other areas may use of the notifications area (the bell and the read marks). */
export { NotificationBellView } from './notification-bell-view';
export { isMarkedRead, markRead, placeholderNotifications, setRead } from './notifications';
export type { AppNotification } from './notifications';
