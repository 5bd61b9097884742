import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../src/server/db/clock';
import type { Database } from '../../src/server/db/schema';
import { availabilityByProduct } from '../../src/server/services/catalogue/availability';
import { readCatalogueVersion } from '../../src/server/services/catalogue/catalogue-version';
import { isLendable, isOnShelf } from '../../src/shared/domain/shelf';
import { UNIT_STATUSES, type UnitStatus } from '../../src/shared/domain/statuses';
import { openTestDatabase, testDialects, type TestDatabase } from '../support/test-databases';

/**
 * The shelf rule lives in src/shared/domain/shelf.ts. The catalogue's SQL is built from it, and
 * the database triggers of migration 0003 (which tell the catalogue cache that a hut's list
 * changed) repeat it in SQL: both are checked here against the rule, for every unit status, so
 * a new status (repair) cannot be added without the triggers following.
 */
describe.each(testDialects)('the shelf rule in SQL on %s', (dialect) => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  let hut = 0;
  let product = 0;

  beforeAll(async () => {
    database = await openTestDatabase(dialect, { seed: true });
    db = database.db;
    const anyUnit = await db
      .selectFrom('units')
      .select(['company_id', 'product_id'])
      .executeTakeFirstOrThrow();
    hut = anyUnit.company_id;
    product = anyUnit.product_id;
  });
  afterAll(async () => {
    await database.destroy();
  });

  const addUnit = async (status: UnitStatus, productId = product) => {
    const now = nowIso();
    const row = await db
      .insertInto('units')
      .values({
        product_id: productId,
        company_id: hut,
        status,
        size: null,
        max_size: null,
        unit: null,
        type: null,
        image: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  it('counts "Ledig x/y" as the rule says for every status', async () => {
    const category = await db.selectFrom('categories').select('id').executeTakeFirstOrThrow();
    const now = nowIso();
    const fresh = await db
      .insertInto('products')
      .values({
        name: 'Hylleregel',
        category_id: category.id,
        image: null,
        description: null,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const status of UNIT_STATUSES) await addUnit(status, fresh.id);
    const counts = (await availabilityByProduct(db, { ids: [fresh.id] }, [hut])).get(fresh.id);
    expect(counts).toEqual([
      {
        company_id: hut,
        available: UNIT_STATUSES.filter(isLendable).length,
        total: UNIT_STATUSES.filter(isOnShelf).length,
      },
    ]);
  });

  const pairs = UNIT_STATUSES.flatMap((from) => UNIT_STATUSES.map((to) => [from, to] as const));

  it.each(pairs)(
    'a unit going from %s to %s moves the catalogue version as the rule says',
    async (from, to) => {
      const unit = await addUnit(from);
      const before = await readCatalogueVersion(db);
      await db
        .updateTable('units')
        .set({ status: to, updated_at: nowIso() })
        .where('id', '=', unit)
        .execute();
      const moved = (await readCatalogueVersion(db)) !== before;
      expect(moved).toBe(isOnShelf(from) !== isOnShelf(to));
    },
  );
});
