/** What other areas may use of the notifications area (the bell). */
export { NotificationBellView } from './notification-bell-view';
export type { AppNotification } from './notifications';
