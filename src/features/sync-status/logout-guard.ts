/** What the user menu needs to warn before logout, as one chunk it can load ahead of time. */
export { LogoutConfirmDialog } from './logout-confirm-dialog';
export { pendingEntryCount } from './pending-count';
