import type { Kysely, Migration } from 'kysely';

/**
 * Booking ahead (issue: reservations). `hut_settings` holds a hut's booking rules (a hut without
 * a row has the defaults of src/shared/domain/reservations.ts); its row is also what a booking
 * locks, so two bookings at one hut are checked one after the other. `reservations` holds
 * N units of a product (a size, or any size) for a pickup day.
 */
export function reservationsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('hut_settings')
        .addColumn('company_id', 'integer', (c) =>
          c.primaryKey().references('companies.id').onDelete('cascade'),
        )
        .addColumn('reservations_enabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('window_from_days', 'integer', (c) => c.notNull().defaultTo(14))
        .addColumn('window_to_days', 'integer', (c) => c.notNull().defaultTo(2))
        .addColumn('pickup_weekdays', 'text', (c) => c.notNull().defaultTo('1,2,3,4,5'))
        .addColumn('loan_days', 'integer', (c) => c.notNull().defaultTo(7))
        .addColumn('max_units', 'integer', (c) => c.notNull().defaultTo(3))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('reservations')
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
        .addColumn('loan_id', 'text', (c) => c.references('loans.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('reservations_company_pickup_idx')
        .on('reservations')
        .columns(['company_id', 'pickup_date', 'status'])
        .execute();
      await db.schema
        .createIndex('reservations_user_idx')
        .on('reservations')
        .columns(['user_id', 'status'])
        .execute();
    },
  };
}
