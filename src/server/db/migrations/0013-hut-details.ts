import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../schema';

/**
 * What the network admin keeps about a hut beyond its place: opening hours (free text, several
 * lines) and how to reach it. All nullable, so existing huts need nothing.
 *
 * A hut taken out of service (status 'inactive') leaves the public lists, so the ordered
 * product lists the catalogue keeps per version (migration 0003) must be read again when a
 * hut's status changes: a trigger moves catalogue_version then, in the same commit, whoever
 * writes the change.
 */
const BUMP = 'update catalogue_version set version = version + 1 where id = 1';

export function hutDetailsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const column of ['opening_hours', 'contact_phone', 'contact_email']) {
        await db.schema.alterTable('companies').addColumn(column, 'text').execute();
      }
      if (dialect === 'postgres') {
        // catalogue_version_bump() of migration 0003 takes change_log_lock first, as every
        // catalogue writer does.
        await sql
          .raw(
            `create trigger catalogue_version_companies_upd
            after update on companies for each row
            when (old.status is distinct from new.status)
            execute function catalogue_version_bump()`,
          )
          .execute(db);
      } else {
        await sql
          .raw(
            `create trigger catalogue_version_companies_upd after update on companies
            when old.status is not new.status begin ${BUMP}; end`,
          )
          .execute(db);
      }
    },
  };
}
