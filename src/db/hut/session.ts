import type { UtstyrsbodDb } from '../database';
import type { SessionRow } from './hut-types';
import { hutDataTables } from './local-context';

/**
 * The signed-in staff member and the hut the server session has chosen, as this device knows
 * them. The page writes it after login, hut choice and logout; the service worker reads it to
 * know which outbox entries the current session may push.
 */
export async function readSyncSession(db: UtstyrsbodDb): Promise<SessionRow | undefined> {
  return db.session.get('session');
}

/**
 * After login or a hut choice. Signing in again is also what lifts an 'auth' pause: the queue
 * resumes with the next sync. Choosing another hut re-scopes the device: the previous hut's rows
 * go (its unsynced entries stay in the outbox) and the next pull is a full snapshot of the new one.
 */
export async function setSyncSession(
  db: UtstyrsbodDb,
  session: { userId: number; companyId: number | null },
  now: Date = new Date(),
): Promise<void> {
  await db.transaction('rw', [db.session, db.syncState, ...hutDataTables(db)], async () => {
    // The hut the tables hold: the one bound last, or after a logout the one with a cursor
    // (a full pull forgets every other hut's cursor).
    const previous = await db.session.get('session');
    const held =
      previous?.companyId ??
      (await db.syncState.filter((state) => state.cursor !== null).first())?.companyId ??
      null;
    const otherHut = session.companyId !== null && held !== null && held !== session.companyId;
    if (otherHut) {
      await Promise.all(hutDataTables(db).map((table) => table.clear()));
      await db.syncState.where('companyId').above(0).modify({ cursor: null });
    }
    await db.session.put({ id: 'session', ...session, updatedAt: now.toISOString() });
    await db.syncState.where('companyId').above(0).modify({ paused: null });
  });
}

/**
 * Logout: forget who is signed in. Never touches the outbox: unsynced entries stay and are
 * pushed when their own user signs in again.
 */
export async function clearSyncSession(db: UtstyrsbodDb): Promise<void> {
  await db.session.delete('session');
}
