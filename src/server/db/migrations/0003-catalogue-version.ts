import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../schema';

/**
 * The public catalogue keeps, per process, the ordered product ids of each filter. They stay
 * valid until a product, a category, or which huts hold a product changes; catalogue_version
 * counts exactly those changes. Triggers keep it, so no writer (service, seed, bulk import,
 * a hand-written fix in psql) can forget it, and lending a unit (available ↔ lent) does not
 * touch it: availability is always read fresh.
 */
const BUMP = 'update catalogue_version set version = version + 1 where id = 1';

/** Unit changes that move a product into or out of a hut's list. */
const unitMoved = (distinct: string) =>
  `(old.status = 'retired') ${distinct} (new.status = 'retired')
    or old.company_id ${distinct} new.company_id
    or old.product_id ${distinct} new.product_id`;

/** Product changes that alter a list (membership, order) or a listed row. */
const productChanged = (distinct: string) =>
  ['id', 'name', 'category_id', 'image', 'description', 'deleted_at']
    .map((c) => `old.${c} ${distinct} new.${c}`)
    .join(' or ');

const sqliteTriggers = [
  ['products_ins', 'after insert on products', ''],
  ['products_del', 'after delete on products', ''],
  ['products_upd', 'after update on products', `when ${productChanged('is not')}`],
  ['units_ins', 'after insert on units', ''],
  ['units_del', 'after delete on units', ''],
  ['units_upd', 'after update on units', `when ${unitMoved('is not')}`],
  ['categories_ins', 'after insert on categories', ''],
  ['categories_del', 'after delete on categories', ''],
  ['categories_upd', 'after update on categories', ''],
] as const;

// PostgreSQL: statement-level where every statement counts (one bump per bulk insert), row-level
// with a WHEN where most updates do not matter (the no-op UPDATE that locks a unit, lending).
const postgresTriggers = [
  ['products_stmt', 'after insert or delete or truncate on products for each statement'],
  [
    'products_upd',
    `after update on products for each row when (${productChanged('is distinct from')})`,
  ],
  ['units_stmt', 'after insert or delete or truncate on units for each statement'],
  ['units_upd', `after update on units for each row when (${unitMoved('is distinct from')})`],
  [
    'categories_stmt',
    'after insert or update or delete or truncate on categories for each statement',
  ],
] as const;

export function catalogueVersionMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('catalogue_version')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('version', 'bigint', (c) => c.notNull())
        .execute();
      await sql`insert into catalogue_version (id, version) values (1, 0)`.execute(db);

      if (dialect === 'postgres') {
        // change_log_lock first: every catalogue writer takes it anyway when it records its
        // change, so taking it earlier adds no new lock order (no new deadlock) and leaves
        // catalogue_version uncontended.
        await sql
          .raw(
            `create function catalogue_version_bump() returns trigger language plpgsql as $$
            begin
              update change_log_lock set writes = writes where id = 1;
              ${BUMP};
              return null;
            end $$`,
          )
          .execute(db);
        for (const [name, when] of postgresTriggers) {
          await sql
            .raw(
              `create trigger catalogue_version_${name} ${when}
              execute function catalogue_version_bump()`,
            )
            .execute(db);
        }
      } else {
        for (const [name, when, condition] of sqliteTriggers) {
          await sql
            .raw(`create trigger catalogue_version_${name} ${when} ${condition} begin ${BUMP}; end`)
            .execute(db);
        }
      }

      // The filtered lists are read in name order from these without touching the tables.
      await db.schema
        .createIndex('products_deleted_at_name_id_idx')
        .on('products')
        .columns(['deleted_at', 'name', 'id'])
        .execute();
      await db.schema
        .createIndex('units_company_id_product_id_status_idx')
        .on('units')
        .columns(['company_id', 'product_id', 'status'])
        .execute();
    },
  };
}
