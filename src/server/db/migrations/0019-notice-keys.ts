import type { Kysely, Migration } from 'kysely';

/**
 * Notices made by a job (a loan due tomorrow, overdue) carry a key per occurrence, unique, so
 * every API process may run the job and a restart may run it again without a second notice.
 */
export function noticeKeysMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('notifications').addColumn('dedupe_key', 'text').execute();
      await db.schema
        .createIndex('notifications_dedupe_key_unique')
        .unique()
        .on('notifications')
        .column('dedupe_key')
        .execute();
      await db.schema
        .createIndex('notifications_user_company')
        .on('notifications')
        .columns(['user_id', 'company_id'])
        .execute();
    },
  };
}
