import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/clock';
import type { Database } from '../../db/schema';

/**
 * The database's identity (docs/sync-protocol.md, "After a restore"), a row of server_secrets:
 * not a secret, but made once by whichever process starts first, exactly as the server key is.
 * `npm run restore` writes a new one into the restored copy; after pg_restore the documented step
 * deletes it and the next start makes a new one (docs/backup.md).
 */
export const DATABASE_EPOCH_NAME = 'database_epoch';

export function newDatabaseEpoch(): string {
  return randomBytes(16).toString('base64url');
}

/** Reads the epoch, making it first when the database has none (first start, or after restore). */
export async function loadDatabaseEpoch(db: Kysely<Database>): Promise<string> {
  const read = () =>
    db
      .selectFrom('server_secrets')
      .select('value')
      .where('name', '=', DATABASE_EPOCH_NAME)
      .executeTakeFirst();
  let row = await read();
  if (!row) {
    // Two processes starting together: one insert wins, both then read the winner's epoch.
    await db
      .insertInto('server_secrets')
      .values({ name: DATABASE_EPOCH_NAME, value: newDatabaseEpoch(), created_at: nowIso() })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    row = await read();
  }
  if (!row) throw new Error('database epoch could not be stored');
  return row.value;
}
