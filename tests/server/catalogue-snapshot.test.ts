import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueResponseSchema } from '../../src/shared/contracts';
import type { CatalogueResponse } from '../../src/shared/contracts';
import { recordChange } from '../../src/server/db/change-log';
import { nowIso } from '../../src/server/db/clock';
import { testDialects } from '../support/test-databases';
import { catalogueFacts } from './support/catalogue-facts';
import { Browser, openTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

describe.each(testDialects)('catalogue snapshot on %s', (dialect) => {
  let t: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    t = await openTestApp(dialect);
    browser = new Browser(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const snapshot = async (query = '') => {
    const response = await browser.get(`/api/public/catalogue${query}`);
    expect(response.statusCode, query).toBe(200);
    const body: CatalogueResponse = catalogueResponseSchema.parse(response.json());
    return { body, etag: String(response.headers.etag), response };
  };

  it('sends the full catalogue with a strong ETag, revalidated with 304', async () => {
    const facts = await catalogueFacts(t.database.db);
    const { body, etag, response } = await snapshot();
    expect(body.full).toBe(true);
    expect(body.cursor).toBeGreaterThan(0);
    expect(body.products).toHaveLength(facts.products.length);
    expect(body.categories).toHaveLength(facts.categories.length);
    expect(body.deleted_product_ids).toEqual([]);
    for (const product of body.products) {
      expect(product.availability, product.name).toEqual(facts.availability(product.id).bySize);
      const stored = facts.products.find((p) => p.id === product.id);
      expect(product.parts).toEqual(stored?.parts ? JSON.parse(stored.parts) : []);
    }
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(response.headers['cache-control']).toBe('no-cache');

    const again = await browser.get('/api/public/catalogue', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
  });

  it('sends only products touched since the cursor; a unit change marks its product', async () => {
    const before = await snapshot();
    const unchanged = await snapshot(`?since=${before.body.cursor}`);
    expect(unchanged.body.full).toBe(false);
    expect(unchanged.body.products).toEqual([]);

    const unit = await t.database.db
      .selectFrom('units')
      .selectAll()
      .where('status', '=', 'available')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.database.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('units')
        .set({ status: 'lent', updated_at: nowIso() })
        .where('id', '=', unit.id)
        .execute();
      await recordChange(trx, {
        company_id: unit.company_id,
        entity: 'unit',
        entity_id: unit.id,
        op: 'upsert',
      });
    });

    const stale = await browser.get('/api/public/catalogue', { 'if-none-match': before.etag });
    expect(stale.statusCode).toBe(200);
    const delta = await snapshot(`?since=${before.body.cursor}`);
    expect(delta.body.full).toBe(false);
    expect(delta.body.cursor).toBeGreaterThan(before.body.cursor);
    expect(delta.body.products.map((p) => p.id)).toEqual([unit.product_id]);
    const beforeHut = before.body.products
      .find((p) => p.id === unit.product_id)
      ?.availability.find((a) => a.company_id === unit.company_id);
    const afterHut = delta.body.products[0]?.availability.find(
      (a) => a.company_id === unit.company_id,
    );
    expect(afterHut?.available).toBe((beforeHut?.available ?? 0) - 1);
    expect(afterHut?.total).toBe(beforeHut?.total);
    expect(delta.etag).not.toBe(before.etag);
    const revalidated = await browser.get(`/api/public/catalogue?since=${before.body.cursor}`, {
      'if-none-match': delta.etag,
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('counts per size what a family asks about; a unit in repair or lent is not free', async () => {
    const db = t.database.db;
    const hut = await db
      .selectFrom('companies')
      .select('id')
      .where('status', '=', 'active')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const category = await db
      .selectFrom('categories')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const now = nowIso();
    const product = await db
      .insertInto('products')
      .values({
        name: 'Langrennsski (størrelser)',
        category_id: category.id,
        image: null,
        description: null,
        parts: JSON.stringify(['ski', 'staver']),
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const unit = (
      size: string,
      status: 'available' | 'lent' | 'repair',
      max: string | null = null,
    ) => ({
      product_id: product.id,
      company_id: hut.id,
      size,
      max_size: max,
      unit: 'cm',
      type: null,
      image: null,
      status,
      created_at: now,
      updated_at: now,
    });
    await db
      .insertInto('units')
      .values([
        unit('150', 'available'),
        unit('120', 'available'),
        unit('120', 'lent'),
        unit('120', 'repair'),
        unit('120', 'available', '130'),
      ])
      .execute();
    const { body } = await snapshot();
    const found = body.products.find((p) => p.id === product.id);
    expect(found?.parts).toEqual(['ski', 'staver']);
    expect(found?.availability).toEqual([
      {
        company_id: hut.id,
        available: 3,
        total: 4,
        sizes: [
          { size: '120 cm', available: 1, total: 2 },
          { size: '120–130 cm', available: 1, total: 1 },
          { size: '150 cm', available: 1, total: 1 },
        ],
      },
    ]);
  });

  it('reports deleted products and sends everything for a cursor from another database', async () => {
    const before = await snapshot();
    const victim = before.body.products.at(-1);
    if (!victim) throw new Error('no products');
    await t.database.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('products')
        .set({ deleted_at: nowIso() })
        .where('id', '=', victim.id)
        .execute();
      await recordChange(trx, {
        company_id: null,
        entity: 'product',
        entity_id: victim.id,
        op: 'delete',
      });
    });
    const delta = await snapshot(`?since=${before.body.cursor}`);
    expect(delta.body.products).toEqual([]);
    expect(delta.body.deleted_product_ids).toEqual([victim.id]);
    const full = await snapshot();
    expect(full.body.products.some((p) => p.id === victim.id)).toBe(false);
    const foreign = await snapshot(`?since=${full.body.cursor + 1000}`);
    expect(foreign.body.full).toBe(true);
    expect(foreign.body.products).toHaveLength(full.body.products.length);
  });
});
