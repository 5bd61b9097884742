import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../schema';

/**
 * Units can be in repair (status 'repair') as well as retired, each with the reason staff gave.
 * The catalogue_version trigger of 0003 watched 'retired' alone for a unit leaving or joining a
 * hut's list; it now watches both states that take a unit off the shelf (the shelf rule of
 * src/shared/domain/shelf.ts at this migration; tests/server/shelf-rule.test.ts keeps them equal).
 */
const OFF_SHELF = `('repair', 'retired')`;
const BUMP = 'update catalogue_version set version = version + 1 where id = 1';

const unitMoved = (distinct: string) =>
  `(old.status in ${OFF_SHELF}) ${distinct} (new.status in ${OFF_SHELF})
    or old.company_id ${distinct} new.company_id
    or old.product_id ${distinct} new.product_id`;

export function unitStatesMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('units').addColumn('status_reason', 'text').execute();
      if (dialect === 'postgres') {
        await sql`drop trigger catalogue_version_units_upd on units`.execute(db);
        await sql
          .raw(
            `create trigger catalogue_version_units_upd after update on units for each row
            when (${unitMoved('is distinct from')}) execute function catalogue_version_bump()`,
          )
          .execute(db);
      } else {
        await sql`drop trigger catalogue_version_units_upd`.execute(db);
        await sql
          .raw(
            `create trigger catalogue_version_units_upd after update on units
            when ${unitMoved('is not')} begin ${BUMP}; end`,
          )
          .execute(db);
      }
    },
  };
}
