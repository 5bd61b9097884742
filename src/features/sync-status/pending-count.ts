import { getDb } from '../../db/database';

/**
 * The signed-in staff member's entries the server has not decided on yet (the logout warning's
 * "Du har N endringer"). Other users' entries wait on the device for their own sign-in.
 */
export async function pendingEntryCount(): Promise<number> {
  const db = getDb();
  const session = await db.session.get('session');
  if (!session) return 0;
  return db.outbox
    .where('status')
    .anyOf('pending', 'sent')
    .filter((e) => e.actorId === session.userId)
    .count();
}
