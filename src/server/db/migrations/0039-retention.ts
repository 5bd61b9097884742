import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Personal data that expires (services/retention):
 *
 * network_settings: the network admin's settings, one row (id 1); absent: the defaults
 * (src/shared/domain/retention.ts). `retention_months`: how long after a person's last activity
 * their data is kept before the retention job anonymises it.
 *
 * users.last_sign_in_at: when the person last signed in. Sessions are deleted when they end
 * (logout, expiry), so they cannot tell it later; filled here from the sessions there are.
 */
export function retentionMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('network_settings')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('retention_months', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.alterTable('users').addColumn('last_sign_in_at', 'text').execute();
      await sql`update users set last_sign_in_at =
        (select max(s.created_at) from sessions s where s.user_id = users.id)`.execute(db);
    },
  };
}
