import type { Kysely, Migration } from 'kysely';

/**
 * login_devices: the devices that have signed in to an account (services/limits/login-devices.ts).
 * A successful login gives the browser a random device token in a cookie; the table keeps only
 * its sha256, once per account signed in with it (a hut's tablet is shared by its staff). A
 * device the account knows is limited by its own failed logins only, so guesses from elsewhere
 * never lock it out. Rows end at `expires_at`, with a password change, or with the account.
 */
export function loginLimitsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('login_devices')
        .addColumn('token_hash', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('login_devices_pkey', ['token_hash', 'user_id'])
        .execute();
      await db.schema
        .createIndex('login_devices_user_id_idx')
        .on('login_devices')
        .column('user_id')
        .execute();
    },
  };
}
