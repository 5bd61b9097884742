import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * loans.id is a client-made UUID, loans.number a server-assigned human number starting at 1001.
 * SQLite can only auto-number the rowid, so there `number` is the INTEGER PRIMARY KEY and `id` a
 * UNIQUE key (foreign keys point at it); PostgreSQL uses a SERIAL. Either way an insert without
 * `number` gets the next one, and RETURNING sees it.
 */
export async function createLoansTable(db: Kysely<unknown>, pg: boolean): Promise<void> {
  const base = db.schema.createTable('loans');
  const withKeys = pg
    ? base
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('number', 'serial', (c) => c.notNull().unique())
    : base
        .addColumn('id', 'text', (c) => c.notNull().unique())
        .addColumn('number', 'integer', (c) => c.primaryKey().autoIncrement());
  await withKeys
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('loan_date', 'text', (c) => c.notNull())
    .addColumn('expected_return_date', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .execute();
  if (pg) await sql`alter sequence loans_number_seq restart with 1001`.execute(db);
  else await sql`insert into sqlite_sequence (name, seq) values ('loans', 1000)`.execute(db);
}
