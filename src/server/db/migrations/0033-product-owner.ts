import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * Products are network-wide, so their shared fields (name, category, description, photo, parts)
 * are changed only by the network admin or by an admin of the hut that created the product.
 * `products.created_by_company_id` is that hut: for products made before, the hut of the earliest
 * unit (the first hut to enter it); a product without units stays null, the network admin's
 * alone. `product_changes` records each change of the shared fields: who, from which hut, which
 * fields (a JSON array of their names), when.
 */
export function productOwnerMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('products')
        .addColumn('created_by_company_id', 'integer', (c) =>
          c.references('companies.id').onDelete('set null'),
        )
        .execute();
      await sql`
        update products set created_by_company_id = (
          select u.company_id from units u where u.product_id = products.id
          order by u.created_at, u.id limit 1)
      `.execute(db);
      await db.schema
        .createTable('product_changes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('product_id', 'integer', (c) =>
          c.notNull().references('products.id').onDelete('cascade'),
        )
        .addColumn('changed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('company_id', 'integer', (c) =>
          c.references('companies.id').onDelete('set null'),
        )
        .addColumn('fields', 'text', (c) => c.notNull())
        .addColumn('changed_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('product_changes_product_idx')
        .on('product_changes')
        .columns(['product_id', 'changed_at'])
        .execute();
    },
  };
}
