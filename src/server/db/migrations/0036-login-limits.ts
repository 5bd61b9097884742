import type { Kysely, Migration } from 'kysely';

/**
 * Two tables of signing up and signing in:
 *
 * login_devices: the devices that have signed in to an account (services/limits/login-devices.ts).
 * A successful login gives the browser a random device token in a cookie; the table keeps only
 * its sha256, once per account signed in with it (a hut's tablet is shared by its staff). A
 * device the account knows is limited by its own failed logins only, so guesses from elsewhere
 * never lock it out. Rows end at `expires_at`, with a password change, or with the account.
 *
 * pending_registrations: a registration waiting for its emailed link (services/account/
 * registration.ts). The account is made only when the link is opened, so registering answers
 * the same whether or not the address has an account, and nobody gets an account in an address
 * they cannot read. Keeps the form's fields, the password's hash and the sha256 of the link's
 * token; rows end when used, at `expires_at`, or when the address gets its account.
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

      await db.schema
        .createTable('pending_registrations')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('phone', 'text')
        .addColumn('company_ids', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('pending_registrations_email_idx')
        .on('pending_registrations')
        .column('email')
        .execute();
      await db.schema
        .createIndex('pending_registrations_expires_at_idx')
        .on('pending_registrations')
        .column('expires_at')
        .execute();
    },
  };
}
