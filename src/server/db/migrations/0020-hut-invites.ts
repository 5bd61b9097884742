import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../schema';

/**
 * A hut admin invites a staff member by email before they have registered: the invitation
 * takes effect when that address registers (services/auth.ts). One per hut and address.
 */
export function hutInvitesMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const table = db.schema.createTable('hut_invites');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'serial', (c) => c.primaryKey())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('company_id', 'integer', (c) =>
          c.notNull().references('companies.id').onDelete('cascade'),
        )
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('hut_invites_company_email', ['company_id', 'email'])
        .execute();
      await db.schema.createIndex('hut_invites_email').on('hut_invites').column('email').execute();
    },
  };
}
