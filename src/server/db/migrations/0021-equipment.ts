import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../schema';

/**
 * Huts enter their own equipment: a product lists its parts ("ski, staver, bindinger"), and
 * product photos are stored in the database itself, so every API process sharing it can serve
 * them (no local disk to keep in step). A photo's id is the hash of its resized bytes: the same
 * photo uploaded twice is stored once, and its URL never changes meaning (cached for a year).
 */
export function equipmentMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('products').addColumn('parts', 'text').execute();
      await db.schema
        .createTable('photos')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('mime', 'text', (c) => c.notNull())
        .addColumn('bytes', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
