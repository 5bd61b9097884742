import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueResponseSchema } from '../../src/shared/contracts';
import type { CatalogueResponse } from '../../src/shared/contracts';
import { recordChange } from '../../src/server/db/change-log';
import { insertInChunks } from '../../src/server/db/batch-insert';
import { nowIso } from '../../src/server/db/clock';
import { WHOLE_NETWORK_MAX_PRODUCTS } from '../../src/server/config';
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

  it('scopes to a county: its huts’ products and availability only, and a product leaving them is deleted', async () => {
    const facts = await catalogueFacts(t.database.db);
    const huts = await t.database.db
      .selectFrom('companies')
      .select(['id', 'county'])
      .where('status', '=', 'active')
      .execute();
    const county = 'Vestland';
    const inCounty = new Set(huts.filter((h) => h.county === county).map((h) => h.id));
    expect(inCounty.size).toBeGreaterThan(0);
    const { body, etag } = await snapshot(`?county=${encodeURIComponent(county)}`);
    expect(body.county).toBe(county);
    expect(body.area_required).toBe(false);
    // Categories and huts stay whole: the other counties remain on the huts page.
    expect(body.companies).toHaveLength(huts.length);
    const expected = facts.products
      .map((p) => ({
        id: p.id,
        availability: facts.availability(p.id).bySize.filter((a) => inCounty.has(a.company_id)),
      }))
      .filter((p) => p.availability.length > 0)
      .sort((a, b) => a.id - b.id);
    expect(body.products.map((p) => p.id)).toEqual(expected.map((p) => p.id));
    for (const product of body.products) {
      expect(product.availability).toEqual(expected.find((p) => p.id === product.id)?.availability);
    }
    const whole = await snapshot();
    expect(whole.etag).not.toBe(etag);
    expect(body.products.length).toBeLessThan(whole.body.products.length);

    // Every unit of one of the county's products moves to a hut elsewhere.
    const moved = body.products[0];
    const elsewhere = huts.find((h) => !inCounty.has(h.id));
    if (!moved || !elsewhere) throw new Error('no product or hut to move');
    const units = await t.database.db
      .selectFrom('units')
      .select('id')
      .where('product_id', '=', moved.id)
      .where('company_id', 'in', [...inCounty])
      .execute();
    await t.database.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('units')
        .set({ company_id: elsewhere.id, updated_at: nowIso() })
        .where(
          'id',
          'in',
          units.map((u) => u.id),
        )
        .execute();
      for (const unit of units) {
        await recordChange(trx, {
          company_id: elsewhere.id,
          entity: 'unit',
          entity_id: unit.id,
          op: 'upsert',
        });
      }
    });
    const delta = await snapshot(`?since=${body.cursor}&county=${encodeURIComponent(county)}`);
    expect(delta.body.full).toBe(false);
    expect(delta.body.deleted_product_ids).toContain(moved.id);
    expect(delta.body.products.map((p) => p.id)).not.toContain(moved.id);
  });

  it('keeps a county whose huts all left service: no products, and a delta deletes them', async () => {
    const hut = await t.database.db
      .selectFrom('companies')
      .select(['id', 'county'])
      .where('county', '=', 'Troms')
      .executeTakeFirstOrThrow();
    const setStatus = (status: 'active' | 'inactive') =>
      t.database.db.transaction().execute(async (trx) => {
        await trx.updateTable('companies').set({ status }).where('id', '=', hut.id).execute();
        await recordChange(trx, {
          company_id: hut.id,
          entity: 'company',
          entity_id: hut.id,
          op: 'upsert',
        });
      });
    const before = await snapshot('?county=Troms');
    expect(before.body.products.length).toBeGreaterThan(0);
    await setStatus('inactive');
    try {
      const delta = await snapshot(`?since=${before.body.cursor}&county=Troms`);
      expect(delta.body.products).toEqual([]);
      // Every product it held (some only in repair, never on the device: deleting those is a no-op).
      expect(delta.body.deleted_product_ids).toEqual(
        expect.arrayContaining(before.body.products.map((p) => p.id)),
      );
      const full = await snapshot('?county=Troms');
      expect(full.body).toMatchObject({ full: true, county: 'Troms', products: [] });
    } finally {
      await setStatus('active');
    }
  });

  it('refuses a county without huts in Norwegian and an empty one means the whole network', async () => {
    const response = await browser.get('/api/public/catalogue?county=Atlantis');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      error: 'not_found',
      message: 'Ingen utstyrsbod i fylket «Atlantis».',
    });
    const tooLong = await browser.get(`/api/public/catalogue?county=${'x'.repeat(81)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ message: 'Ugyldige søkeparametre.' });
    const empty = await snapshot('?county=');
    expect(empty.body.county).toBeNull();
    expect(empty.body.products.length).toBeGreaterThan(0);
  });
});

describe.each(testDialects)('a national catalogue on %s', (dialect) => {
  let t: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    t = await openTestApp(dialect);
    browser = new Browser(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('asks for a county instead of sending a network too large for one download', async () => {
    const { db } = t.database;
    const have = await db.selectFrom('products').select('category_id').executeTakeFirstOrThrow();
    const now = nowIso();
    await insertInChunks(
      db,
      'products',
      Array.from({ length: WHOLE_NETWORK_MAX_PRODUCTS }, (_, i) => ({
        name: `Ski ${i}`,
        category_id: have.category_id,
        image: null,
        description: null,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })),
    );
    const whole = await browser.get('/api/public/catalogue');
    const body = catalogueResponseSchema.parse(whole.json());
    expect(body).toMatchObject({ full: true, area_required: true, county: null, products: [] });
    expect(body.companies.length).toBeGreaterThan(0);
    expect(body.categories.length).toBeGreaterThan(0);
    // A phone without a county asks whole again each time: an unchanged network answers 304.
    const etag = String(whole.headers.etag);
    const again = await browser.get('/api/public/catalogue', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    const county = body.companies[0]?.county ?? '';
    const scoped = catalogueResponseSchema.parse(
      (await browser.get(`/api/public/catalogue?county=${encodeURIComponent(county)}`)).json(),
    );
    expect(scoped.area_required).toBe(false);
    expect(scoped.products.length).toBeGreaterThan(0);
  });
});
