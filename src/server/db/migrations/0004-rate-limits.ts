import type { Kysely, Migration } from 'kysely';

/**
 * State that every API process must share, so it lives in the database (several processes may
 * serve one PostgreSQL):
 * - rate_limit_counters: one fixed-window counter per limit and subject (a client address, an
 *   account, a session). `key` is the limit's name and a keyed hash of the subject, so the table
 *   names no address and no email. Rows whose window is over are deleted (hence the index).
 * - server_secrets: random keys made once by whichever process starts first (XSRF tokens,
 *   counter keys). Deleting a row makes a new key at the next start.
 */
export function rateLimitsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rate_limit_counters')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .addColumn('window_ends_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('rate_limit_counters_window_ends_at_idx')
        .on('rate_limit_counters')
        .column('window_ends_at')
        .execute();

      await db.schema
        .createTable('server_secrets')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
