import { getDb } from '../../db/database';

/** Outbox entries the server has not decided on yet (any user's: all of them stay on logout). */
export function pendingEntryCount(): Promise<number> {
  return getDb().outbox.where('status').anyOf('pending', 'sent').count();
}
