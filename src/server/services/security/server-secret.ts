import { createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/clock';
import type { Database } from '../../db/schema';

const SECRET_NAME = 'server';

/**
 * The key every API process shares, kept in the database: the first process to start makes it,
 * the others (and later starts) read it. A process never uses a key of its own, or a token one
 * process issued would be refused by the next.
 */
export async function loadServerSecret(db: Kysely<Database>): Promise<Buffer> {
  const read = () =>
    db
      .selectFrom('server_secrets')
      .select('value')
      .where('name', '=', SECRET_NAME)
      .executeTakeFirst();
  let row = await read();
  if (!row) {
    // Two processes starting together: one insert wins, both then read the winner's key.
    await db
      .insertInto('server_secrets')
      .values({
        name: SECRET_NAME,
        value: randomBytes(32).toString('base64url'),
        created_at: nowIso(),
      })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    row = await read();
  }
  if (!row) throw new Error('server secret could not be stored');
  return Buffer.from(row.value, 'base64url');
}

/** A key for one purpose, so the XSRF tokens and the counter keys never share one. */
export function purposeKey(secret: Buffer, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`utstyrsbod:${purpose}`).digest();
}
