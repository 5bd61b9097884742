import type { Kysely, Migration } from 'kysely';

/**
 * password_links: one-time links to set a password, made by the admin CLI (src/server/tools/admin.ts)
 * for the first network admin and for a reset (services/account/password-links.ts). Only the
 * sha256 of the link's token is kept; `used_at` marks a link spent, and a newer link of the same
 * person removes the older unused ones.
 */
export function passwordLinksMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('password_links')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createIndex('password_links_user')
        .on('password_links')
        .column('user_id')
        .execute();
    },
  };
}
