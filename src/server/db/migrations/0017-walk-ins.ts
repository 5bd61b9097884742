import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../schema';

/**
 * People registered at an offline counter (walk-ins, docs/sync-protocol.md `user.register`):
 * - `ref`: the device-made UUIDv7 the tablet names them by until it learns the server id;
 *   unique, so the person exists once however often the op arrives.
 * - `merged_into`: set when Avvik merged the record into another (a possible duplicate); ops
 *   that still name the old record are applied to the one it was merged into.
 * - `email` becomes optional (a walk-in may have none) and unique only among accounts that can
 *   sign in (a password other than '!'): a walk-in may give the address of an account that was
 *   registered online meanwhile, which is kept and shown as a possible duplicate, not refused.
 *
 * SQLite cannot drop NOT NULL or a column's UNIQUE in place, so the table is rebuilt the way
 * its documentation prescribes (foreign keys off, copy, swap, check), from its own stored
 * definition so every column earlier migrations added is kept.
 */
export function walkInsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`alter table users alter column email drop not null`.execute(db);
        await sql`alter table users drop constraint users_email_key`.execute(db);
      } else {
        await rebuildSqliteUsers(db);
      }
      await db.schema.alterTable('users').addColumn('ref', 'text').execute();
      await db.schema
        .alterTable('users')
        .addColumn('merged_into', 'integer', (c) => c.references('users.id'))
        .execute();
      await db.schema.createIndex('users_ref_unique').unique().on('users').column('ref').execute();
      await sql`create unique index users_account_email_unique on users (email)
        where password_hash <> '!'`.execute(db);
      await db.schema.createIndex('users_phone').on('users').column('phone').execute();
    },
  };
}

async function rebuildSqliteUsers(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'table' and name = 'users'`.execute(db);
  const definition = rows[0]?.sql;
  const loosened = definition
    ?.replace(/^create table "users"/i, 'create table "users_rebuilt"')
    .replace(/"email" text not null unique/i, '"email" text');
  if (!loosened || loosened === definition || /"email" text not null/i.test(loosened)) {
    throw new Error('Unexpected definition of the users table');
  }
  const indexes = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'index' and tbl_name = 'users' and sql is not null`.execute(
    db,
  );
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    await sql.raw(loosened).execute(db);
    await sql`insert into users_rebuilt select * from users`.execute(db);
    await sql`drop table users`.execute(db);
    await sql`alter table users_rebuilt rename to users`.execute(db);
    for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length > 0) throw new Error('Foreign keys broken by the users rebuild');
    await sql`commit`.execute(db);
  } catch (error) {
    await sql`rollback`.execute(db);
    throw error;
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
