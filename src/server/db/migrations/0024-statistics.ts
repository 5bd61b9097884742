import type { Kysely, Migration } from 'kysely';

/**
 * Statistics (issue: figures from real data). `unmet_demands` records "came for this, none
 * free" at the counter (the op demand.record; its id is the device's, so it exists once).
 * `category_id` is always set (a product's own category when a product was named), so the
 * figures group by category without a join through products. The indexes serve the grouped
 * queries of src/server/services/statistics: loans of a hut in a period, and the same for the
 * whole network by date.
 */
export function statisticsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('unmet_demands')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('company_id', 'integer', (c) =>
          c.notNull().references('companies.id').onDelete('cascade'),
        )
        .addColumn('category_id', 'integer', (c) =>
          c.notNull().references('categories.id').onDelete('cascade'),
        )
        .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
        .addColumn('size', 'text')
        .addColumn('recorded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('recorded_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('unmet_demands_company_id_recorded_at_idx')
        .on('unmet_demands')
        .columns(['company_id', 'recorded_at'])
        .execute();
      await db.schema
        .createIndex('loans_company_id_loan_date_idx')
        .on('loans')
        .columns(['company_id', 'loan_date'])
        .execute();
      await db.schema
        .createIndex('loans_loan_date_idx')
        .on('loans')
        .columns(['loan_date'])
        .execute();
      await db.schema
        .createIndex('company_user_company_id_created_at_idx')
        .on('company_user')
        .columns(['company_id', 'created_at'])
        .execute();
    },
  };
}
