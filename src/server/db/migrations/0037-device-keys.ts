import type { Kysely, Migration } from 'kysely';

/**
 * device_keys: the public keys counter devices sign their saved queues with ("Ta ut ventende
 * endringer", services/queue-file). A device makes its key pair once and registers the public
 * half for each user who works on it, while online (POST /api/sync/device-key); a hut admin's
 * upload of a file is checked against these. `company_id` is the hut the user had chosen when
 * registering, for the record only: a file is checked against its user's and device's keys
 * whichever hut they were registered at. A new key of the same device and user is added, never
 * put in place of an older one, so files signed before still verify.
 */
export function deviceKeysMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('device_keys')
        .addColumn('device_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('public_key', 'text', (c) => c.notNull())
        .addColumn('company_id', 'integer', (c) =>
          c.notNull().references('companies.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('device_keys_pkey', ['device_id', 'user_id', 'public_key'])
        .execute();
    },
  };
}
