import { sql } from 'kysely';
import type { ColumnDataType, CreateTableBuilder, Kysely, Migration } from 'kysely';
import type { Dialect } from '../schema';
import { createLoansTable } from './loans-table';

/**
 * All tables of schema.ts. Written once for both dialects; the only switch is the integer
 * primary key (INTEGER AUTOINCREMENT on SQLite, SERIAL on PostgreSQL — both come back as numbers).
 * Timestamps/dates are text, booleans are 0/1 integers (see schema.ts). Status columns carry no
 * CHECK constraints on purpose: SQLite cannot drop one without rebuilding the table, and the
 * allowed values are the lists of src/shared/domain/statuses.ts, enforced by the zod contracts
 * and the typed schema.
 */
type Table<N extends string> = CreateTableBuilder<N, never>;

export function tablesMigration(dialect: Dialect): Migration {
  const pg = dialect === 'postgres';
  const serialId = <N extends string>(t: Table<N>): Table<N> =>
    pg
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const text: ColumnDataType = 'text';
  const int: ColumnDataType = 'integer';

  return {
    async up(db: Kysely<unknown>) {
      await serialId(db.schema.createTable('companies'))
        .addColumn('name', text, (c) => c.notNull())
        .addColumn('status', text, (c) => c.notNull().defaultTo('active'))
        .addColumn('address', text)
        .addColumn('county', text, (c) => c.notNull())
        .addColumn('municipality', text, (c) => c.notNull())
        .addColumn('town', text, (c) => c.notNull())
        .addColumn('created_at', text, (c) => c.notNull())
        .execute();

      await serialId(db.schema.createTable('users'))
        .addColumn('name', text, (c) => c.notNull())
        .addColumn('email', text, (c) => c.notNull().unique())
        .addColumn('phone', text)
        .addColumn('password_hash', text, (c) => c.notNull())
        .addColumn('status', text, (c) => c.notNull().defaultTo('pending'))
        .addColumn('is_verified', int, (c) => c.notNull().defaultTo(0))
        .addColumn('is_flagged', int, (c) => c.notNull().defaultTo(0))
        .addColumn('flagged_by', int, (c) => c.references('users.id').onDelete('set null'))
        .addColumn('flag_reason', text)
        .addColumn('notes', text)
        .addColumn('is_network_admin', int, (c) => c.notNull().defaultTo(0))
        .addColumn('current_company_id', int, (c) =>
          c.references('companies.id').onDelete('set null'),
        )
        .addColumn('created_at', text, (c) => c.notNull())
        .addColumn('updated_at', text, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('company_user')
        .addColumn('company_id', int, (c) =>
          c.notNull().references('companies.id').onDelete('cascade'),
        )
        .addColumn('user_id', int, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('role', text, (c) => c.notNull())
        .addColumn('created_at', text, (c) => c.notNull())
        .addPrimaryKeyConstraint('company_user_pk', ['company_id', 'user_id'])
        .execute();

      await db.schema
        .createTable('members')
        .addColumn('id', text, (c) => c.primaryKey())
        .addColumn('user_id', int, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', text, (c) => c.notNull())
        .addColumn('height', int)
        .addColumn('shoe_size', 'real')
        .addColumn('helmet_size', text)
        .addColumn('created_at', text, (c) => c.notNull())
        .addColumn('updated_at', text, (c) => c.notNull())
        .execute();

      await serialId(db.schema.createTable('categories'))
        .addColumn('parent_id', int, (c) => c.references('categories.id'))
        .addColumn('name', text, (c) => c.notNull())
        .addColumn('slug', text, (c) => c.notNull())
        .addColumn('label', text)
        .addColumn('tagline', text)
        .addColumn('heading', text)
        .addColumn('description', text)
        .addColumn('image', text)
        .addColumn('alt_text', text)
        .addColumn('sort_order', int, (c) => c.notNull().defaultTo(0))
        .execute();

      await serialId(db.schema.createTable('products'))
        .addColumn('name', text, (c) => c.notNull())
        .addColumn('category_id', int, (c) => c.notNull().references('categories.id'))
        .addColumn('image', text)
        .addColumn('description', text)
        .addColumn('created_at', text, (c) => c.notNull())
        .addColumn('updated_at', text, (c) => c.notNull())
        .addColumn('deleted_at', text)
        .execute();

      await serialId(db.schema.createTable('units'))
        .addColumn('product_id', int, (c) => c.notNull().references('products.id'))
        .addColumn('company_id', int, (c) => c.notNull().references('companies.id'))
        .addColumn('size', text)
        .addColumn('max_size', text)
        .addColumn('unit', text)
        .addColumn('type', text)
        .addColumn('image', text)
        .addColumn('status', text, (c) => c.notNull().defaultTo('available'))
        .addColumn('created_at', text, (c) => c.notNull())
        .addColumn('updated_at', text, (c) => c.notNull())
        .execute();

      await createLoansTable(db, pg);

      await db.schema
        .createTable('loan_items')
        .addColumn('id', text, (c) => c.primaryKey())
        .addColumn('loan_id', text, (c) => c.notNull().references('loans.id').onDelete('cascade'))
        .addColumn('unit_id', int, (c) => c.notNull().references('units.id'))
        .addColumn('status', text, (c) => c.notNull())
        .addColumn('expected_return_date', text, (c) => c.notNull())
        .addColumn('returned_at', text)
        .addColumn('returned_by', int, (c) => c.references('users.id'))
        .addColumn('created_at', text, (c) => c.notNull())
        .addColumn('updated_at', text, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('loan_extensions')
        .addColumn('id', text, (c) => c.primaryKey())
        .addColumn('loan_id', text, (c) => c.notNull().references('loans.id').onDelete('cascade'))
        .addColumn('loan_item_id', text, (c) => c.references('loan_items.id').onDelete('cascade'))
        .addColumn('previous_date', text, (c) => c.notNull())
        .addColumn('new_date', text, (c) => c.notNull())
        .addColumn('created_by', int, (c) => c.notNull().references('users.id'))
        .addColumn('created_at', text, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('notes')
        .addColumn('id', text, (c) => c.primaryKey())
        .addColumn('company_id', int, (c) => c.notNull().references('companies.id'))
        .addColumn('unit_id', int, (c) => c.notNull().references('units.id'))
        .addColumn('text', text, (c) => c.notNull())
        .addColumn('created_by', int, (c) => c.notNull().references('users.id'))
        .addColumn('created_at', text, (c) => c.notNull())
        .addColumn('updated_at', text, (c) => c.notNull())
        .addColumn('deleted_at', text)
        .execute();

      await serialId(db.schema.createTable('notifications'))
        .addColumn('user_id', int, (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('company_id', int, (c) => c.references('companies.id').onDelete('cascade'))
        .addColumn('kind', text, (c) => c.notNull())
        .addColumn('message', text, (c) => c.notNull())
        .addColumn('read_at', text)
        .addColumn('created_at', text, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id_hash', text, (c) => c.primaryKey())
        .addColumn('user_id', int, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('company_id', int, (c) => c.references('companies.id').onDelete('set null'))
        .addColumn('remember', int, (c) => c.notNull().defaultTo(0))
        .addColumn('expires_at', text, (c) => c.notNull())
        .addColumn('created_at', text, (c) => c.notNull())
        .addColumn('last_seen_at', text, (c) => c.notNull())
        .execute();

      // No foreign keys: this is the record of what devices sent, including rejected ops that
      // name a hut or actor the server does not accept.
      await db.schema
        .createTable('applied_ops')
        .addColumn('op_id', text, (c) => c.primaryKey())
        .addColumn('device_id', text, (c) => c.notNull())
        .addColumn('actor_id', int, (c) => c.notNull())
        .addColumn('company_id', int, (c) => c.notNull())
        .addColumn('type', text, (c) => c.notNull())
        .addColumn('seq', int, (c) => c.notNull())
        .addColumn('outcome', text, (c) => c.notNull())
        .addColumn('result_json', text, (c) => c.notNull())
        .addColumn('applied_at', text, (c) => c.notNull())
        .execute();

      // No foreign keys: the log must outlive the rows it mentions (deletes are logged too).
      await serialId(db.schema.createTable('change_log'))
        .addColumn('company_id', int)
        .addColumn('entity', text, (c) => c.notNull())
        .addColumn('entity_id', text, (c) => c.notNull())
        .addColumn('op', text, (c) => c.notNull())
        .addColumn('created_at', text, (c) => c.notNull())
        .execute();

      // One row, updated by every change-log writer: see change-log.ts for why.
      await db.schema
        .createTable('change_log_lock')
        .addColumn('id', int, (c) => c.primaryKey())
        .addColumn('writes', int, (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`insert into change_log_lock (id, writes) values (1, 0)`.execute(db);

      await db.schema
        .createTable('sync_exceptions')
        .addColumn('id', text, (c) => c.primaryKey())
        .addColumn('company_id', int, (c) => c.notNull().references('companies.id'))
        .addColumn('kind', text, (c) => c.notNull())
        .addColumn('op_id', text)
        .addColumn('device_id', text)
        .addColumn('actor_id', int)
        .addColumn('details_json', text, (c) => c.notNull())
        .addColumn('status', text, (c) => c.notNull().defaultTo('open'))
        .addColumn('resolution', text)
        .addColumn('resolved_by', int, (c) => c.references('users.id'))
        .addColumn('created_at', text, (c) => c.notNull())
        .addColumn('resolved_at', text)
        .execute();

      await serialId(db.schema.createTable('contact_messages'))
        .addColumn('name', text, (c) => c.notNull())
        .addColumn('phone', text, (c) => c.notNull())
        .addColumn('email', text, (c) => c.notNull())
        .addColumn('message', text, (c) => c.notNull())
        .addColumn('created_at', text, (c) => c.notNull())
        .addColumn('handled_at', text)
        .execute();

      await serialId(db.schema.createTable('category_requests'))
        .addColumn('company_id', int, (c) => c.notNull().references('companies.id'))
        .addColumn('user_id', int, (c) => c.notNull().references('users.id'))
        .addColumn('category_name', text, (c) => c.notNull())
        .addColumn('category_location', text, (c) => c.notNull())
        .addColumn('product_name', text)
        .addColumn('product_location', text)
        .addColumn('created_at', text, (c) => c.notNull())
        .execute();
    },
  };
}
