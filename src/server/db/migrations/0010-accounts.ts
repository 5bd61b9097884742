import type { Kysely, Migration } from 'kysely';

/**
 * What Min side needs of the account tables (both dialects, nullable columns only):
 * - users.deleted_at: when the person deleted their account. The row stays as an anonymous
 *   tombstone (no name, email, phone or password), so the loans that point at it are kept for
 *   statistics without saying who borrowed.
 * - sessions.device_label: "Chrome på Android", made from the User-Agent at sign-in, so the
 *   person can tell their signed-in devices apart (the header itself is not kept).
 */
export function accountsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('deleted_at', 'text').execute();
      await db.schema.alterTable('sessions').addColumn('device_label', 'text').execute();
    },
  };
}
