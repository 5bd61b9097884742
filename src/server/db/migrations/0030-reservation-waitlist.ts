import type { Kysely, Migration } from 'kysely';

/**
 * Booking ahead, part two. `reservation_waitlist`: people waiting for a product (a size or any)
 * at a hut on a pickup day that was fully booked; when units free, the first in line is offered
 * them until `offered_until` (held for them meanwhile). `reservations.reminded_at`: the pickup
 * reminder the day before went out (once).
 */
export function reservationWaitlistMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('reservation_waitlist')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('company_id', 'integer', (c) =>
          c.notNull().references('companies.id').onDelete('cascade'),
        )
        .addColumn('product_id', 'integer', (c) =>
          c.notNull().references('products.id').onDelete('cascade'),
        )
        .addColumn('size', 'text')
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('pickup_date', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('offered_until', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('reservation_waitlist_day_idx')
        .on('reservation_waitlist')
        .columns(['company_id', 'product_id', 'pickup_date', 'status'])
        .execute();
      await db.schema
        .createIndex('reservation_waitlist_user_idx')
        .on('reservation_waitlist')
        .columns(['user_id', 'status'])
        .execute();
      await db.schema.alterTable('reservations').addColumn('reminded_at', 'text').execute();
    },
  };
}
