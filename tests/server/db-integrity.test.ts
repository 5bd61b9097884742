import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCursor, recordChange, recordChanges } from '../../src/server/db/change-log';
import { nowIso } from '../../src/server/db/clock';
import { generateCatalogue } from '../../src/server/db/generate-catalogue';
import { countAll } from '../../src/server/db/sql-helpers';
import { openTestDatabase, testDialects } from '../support/test-databases';
import type { TestDatabase } from '../support/test-databases';

describe.each(testDialects)('database integrity on %s', (dialect) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(dialect, { seed: true });
  });
  afterAll(() => t?.destroy());

  const anyUnit = () =>
    t.db.selectFrom('units').selectAll().orderBy('id').executeTakeFirstOrThrow();

  it('enforces foreign keys', async () => {
    const unit = await anyUnit();
    const now = nowIso();
    await expect(
      t.db
        .insertInto('units')
        .values({ ...unit, id: undefined, product_id: 999_999, created_at: now })
        .execute(),
    ).rejects.toThrow();
    await expect(
      t.db
        .insertInto('loan_items')
        .values({
          id: '0190a000-0000-7000-8000-000000000001',
          loan_id: 'no-such-loan',
          unit_id: unit.id,
          status: 'lent',
          expected_return_date: '2030-01-01',
          returned_at: null,
          returned_by: null,
          created_at: now,
          updated_at: now,
        })
        .execute(),
    ).rejects.toThrow();
  });

  it('enforces unique emails, memberships and sibling slugs', async () => {
    const user = await t.db.selectFrom('users').selectAll().orderBy('id').executeTakeFirstOrThrow();
    await expect(
      t.db
        .insertInto('users')
        .values({ ...user, id: undefined })
        .execute(),
    ).rejects.toThrow();
    const membership = await t.db.selectFrom('company_user').selectAll().executeTakeFirstOrThrow();
    await expect(t.db.insertInto('company_user').values(membership).execute()).rejects.toThrow();
    const season = await t.db
      .selectFrom('categories')
      .selectAll()
      .where('parent_id', 'is', null)
      .executeTakeFirstOrThrow();
    // Seasons have no parent: NULL must still count as a duplicate.
    await expect(
      t.db
        .insertInto('categories')
        .values({ ...season, id: undefined })
        .execute(),
    ).rejects.toThrow();
  });

  it('assigns the next loan number on insert and returns it', async () => {
    const customer = await t.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    const hut = await t.db.selectFrom('companies').select('id').executeTakeFirstOrThrow();
    const max = await t.db
      .selectFrom('loans')
      .select('number')
      .orderBy('number', 'desc')
      .executeTakeFirstOrThrow();
    const now = nowIso();
    const row = await t.db
      .insertInto('loans')
      .values({
        id: '0190a000-0000-7000-8000-0000000000aa',
        company_id: hut.id,
        customer_id: customer.id,
        status: 'draft',
        loan_date: '2030-01-01',
        expected_return_date: '2030-01-08',
        created_by: customer.id,
        created_at: now,
        updated_at: now,
        closed_at: null,
      })
      .returning(['id', 'number'])
      .executeTakeFirstOrThrow();
    expect(row.number).toBe(max.number + 1);
  });

  it('returns counts and ids as numbers', async () => {
    const count = await t.db
      .selectFrom('products')
      .select(countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(typeof count.n).toBe('number');
    const raw = await t.db
      .selectFrom('units')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(typeof raw.n).toBe('number');
    const unit = await anyUnit();
    expect(typeof unit.id).toBe('number');
  });

  it('hands out increasing change-log cursors, inside and outside transactions', async () => {
    const start = await latestCursor(t.db);
    const a = await recordChange(t.db, {
      company_id: 1,
      entity: 'unit',
      entity_id: 1,
      op: 'upsert',
    });
    const b = await t.db
      .transaction()
      .execute((trx) =>
        recordChange(trx, { company_id: null, entity: 'product', entity_id: '2', op: 'delete' }),
      );
    expect(a).toBeGreaterThan(start);
    expect(b).toBeGreaterThan(a);
    expect(await latestCursor(t.db)).toBe(b);
  });

  it('logs a row named twice in one list once, at its last change', async () => {
    const start = await latestCursor(t.db);
    const loan = { company_id: 1, entity: 'loan', entity_id: 'loan-a' } as const;
    const last = await recordChanges(t.db, [
      { ...loan, op: 'upsert' },
      { company_id: 1, entity: 'unit', entity_id: 7, op: 'upsert' },
      { ...loan, op: 'delete' },
      // The same unit for another hut is another row of the log (a unit moved between huts).
      { company_id: 2, entity: 'unit', entity_id: '7', op: 'delete' },
      { company_id: 1, entity: 'unit', entity_id: '7', op: 'upsert' },
    ]);
    const logged = await t.db
      .selectFrom('change_log')
      .select(['id', 'company_id', 'entity', 'entity_id', 'op'])
      .where('id', '>', start)
      .orderBy('id')
      .execute();
    expect(logged.map(({ id: _id, ...entry }) => entry)).toEqual([
      { company_id: 1, entity: 'loan', entity_id: 'loan-a', op: 'delete' },
      { company_id: 2, entity: 'unit', entity_id: '7', op: 'delete' },
      { company_id: 1, entity: 'unit', entity_id: '7', op: 'upsert' },
    ]);
    expect(last).toBe(logged.at(-1)?.id);
  });

  it('makes change-log cursors visible in commit order', async () => {
    const order: string[] = [];
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let recorded = (): void => undefined;
    const didRecord = new Promise<void>((resolve) => (recorded = resolve));
    const change = { company_id: null, entity: 'product', entity_id: 1, op: 'upsert' } as const;
    const first = t.db.transaction().execute(async (trx) => {
      const cursor = await recordChange(trx, change);
      recorded();
      await held;
      order.push('first');
      return cursor;
    });
    await didRecord;
    const second = t.db.transaction().execute(async (trx) => {
      const cursor = await recordChange(trx, change);
      order.push('second');
      return cursor;
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    // The second writer waits for the first to commit instead of taking a cursor it could expose early.
    expect(order).toEqual([]);
    release();
    const [a, b] = await Promise.all([first, second]);
    expect(order).toEqual(['first', 'second']);
    expect(b).toBeGreaterThan(a);
  });

  it('generates a bench catalogue of the requested size', async () => {
    const empty = await openTestDatabase(dialect);
    try {
      await generateCatalogue(empty.db, dialect, { products: 300, huts: 3 });
      const count = async (table: 'companies' | 'products') =>
        (await empty.db.selectFrom(table).select(countAll().as('n')).executeTakeFirstOrThrow()).n;
      expect(await count('companies')).toBe(3);
      expect(await count('products')).toBe(300);
      const perProduct = await empty.db
        .selectFrom('units')
        .select(['product_id', (eb) => eb.fn.count<number>('company_id').distinct().as('huts')])
        .groupBy('product_id')
        .execute();
      expect(perProduct).toHaveLength(300);
      expect(perProduct.every((p) => Number(p.huts) === 3)).toBe(true);
      expect(await latestCursor(empty.db)).toBeGreaterThan(0);
    } finally {
      await empty.destroy();
    }
  });
});
