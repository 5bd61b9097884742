import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * The contact form's messages become the network admin's inbox: what a message is about
 * (`subject`: a general question or a hut that wants to join), where it stands (`status`: new,
 * answered, closed) and who moved it there last (`handled_by`, with the existing `handled_at`).
 * Messages already marked handled start as answered.
 */
export function contactInboxMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('contact_messages')
        .addColumn('subject', 'text', (c) => c.notNull().defaultTo('general'))
        .execute();
      await db.schema
        .alterTable('contact_messages')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
        .execute();
      await db.schema
        .alterTable('contact_messages')
        .addColumn('handled_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await sql`update contact_messages set status = 'answered' where handled_at is not null`.execute(
        db,
      );
      // The inbox lists one status at a time, newest first.
      await db.schema
        .createIndex('contact_messages_status_created_at_idx')
        .on('contact_messages')
        .columns(['status', 'created_at'])
        .execute();
    },
  };
}
