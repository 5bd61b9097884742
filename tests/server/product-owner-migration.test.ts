import { describe, expect, it } from 'vitest';
import { migrateToLatest, migrateUpTo } from '../../src/server/db/migrate';
import { openTestDatabase, testDialects } from '../support/test-databases';

/**
 * Migration 0033 gives every product the hut that entered it (its admins change the shared
 * fields): for products made before, the hut of the earliest unit; a product without units is
 * left to the network admin alone. Filled as the release before left a database, on both.
 */
describe.each(testDialects)('migration 0033 (the hut that entered a product) on %s', (dialect) => {
  it('gives each product the hut of its earliest unit, and none to a product without units', async () => {
    const database = await openTestDatabase(dialect, { bare: true });
    try {
      const db = database.db;
      await migrateUpTo(db, dialect, '0030-reservation-waitlist');
      const at = '2024-01-01T10:00:00.000Z';
      const hut = async (name: string) =>
        (
          await db
            .insertInto('companies')
            .values({
              name,
              address: 'Storgata 1',
              county: 'Innlandet',
              municipality: 'Hamar',
              town: 'Hamar',
              created_at: at,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      const first = await hut('Første bod');
      const second = await hut('Andre bod');
      const category = async (name: string, parent: number | null) =>
        (
          await db
            .insertInto('categories')
            .values({
              parent_id: parent,
              name,
              slug: name.toLowerCase(),
              label: null,
              tagline: null,
              heading: null,
              description: null,
              image: null,
              alt_text: null,
              sort_order: 0,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      const ski = await category('Ski', await category('Vinter', null));
      const product = async (name: string) =>
        (
          await db
            .insertInto('products')
            .values({
              name,
              category_id: ski,
              image: null,
              description: null,
              created_at: at,
              updated_at: at,
              deleted_at: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      const shared = await product('Langrennsski');
      const lone = await product('Hoppski');
      const none = await product('Telemarkski');
      const unit = (productId: number, companyId: number, created: string) =>
        db
          .insertInto('units')
          .values({
            product_id: productId,
            company_id: companyId,
            size: null,
            max_size: null,
            unit: null,
            type: null,
            image: null,
            status: 'available',
            created_at: created,
            updated_at: created,
          })
          .execute();
      // The second hut's unit has the lower id, the first hut's the earlier date: the date decides.
      await unit(shared, second, '2024-03-01T10:00:00.000Z');
      await unit(shared, first, '2024-02-01T10:00:00.000Z');
      await unit(lone, second, '2024-02-01T10:00:00.000Z');

      await migrateToLatest(db, dialect);
      const owners = await db
        .selectFrom('products')
        .select(['id', 'created_by_company_id'])
        .orderBy('id')
        .execute();
      expect(owners).toEqual([
        { id: shared, created_by_company_id: first },
        { id: lone, created_by_company_id: second },
        { id: none, created_by_company_id: null },
      ]);
      expect(await db.selectFrom('product_changes').selectAll().execute()).toEqual([]);
    } finally {
      await database.destroy();
    }
  });
});
