import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/** [table, columns] for every lookup the screens and the sync engine make. */
const INDEXES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['companies', ['county', 'municipality', 'town']],
  ['companies', ['municipality']],
  ['companies', ['town']],
  ['users', ['status']],
  ['users', ['is_verified']],
  ['company_user', ['user_id']],
  ['company_user', ['company_id', 'role']],
  ['members', ['user_id']],
  ['categories', ['parent_id', 'sort_order']],
  ['products', ['category_id', 'deleted_at']],
  ['products', ['name']],
  ['units', ['product_id', 'status']],
  ['units', ['company_id', 'product_id']],
  ['units', ['company_id', 'status']],
  ['loans', ['company_id', 'status', 'expected_return_date']],
  ['loans', ['customer_id', 'status']],
  ['loans', ['company_id', 'customer_id']],
  ['loan_items', ['loan_id']],
  ['loan_items', ['unit_id', 'status']],
  ['loan_extensions', ['loan_id']],
  ['notes', ['company_id', 'unit_id']],
  ['notifications', ['user_id', 'read_at']],
  ['notifications', ['company_id', 'created_at']],
  ['sessions', ['user_id']],
  ['sessions', ['expires_at']],
  ['applied_ops', ['device_id', 'seq']],
  ['change_log', ['company_id', 'id']],
  ['change_log', ['entity', 'entity_id']],
  ['sync_exceptions', ['company_id', 'status']],
  ['contact_messages', ['created_at']],
  ['category_requests', ['company_id', 'created_at']],
];

export function indexesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const [table, columns] of INDEXES) {
        await db.schema
          .createIndex(`${table}_${columns.join('_')}_idx`)
          .on(table)
          .columns([...columns])
          .execute();
      }
      // Slugs are unique among siblings. NULL parents (the seasons) would never collide in a
      // plain UNIQUE(parent_id, slug), so the index is on coalesce(parent_id, 0) in both dialects.
      await sql`create unique index categories_parent_slug_unique
        on categories ((coalesce(parent_id, 0)), slug)`.execute(db);
    },
  };
}
