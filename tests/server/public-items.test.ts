import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAGE_SIZE,
  errorBodySchema,
  publicDataResponseSchema,
  publicItemsResponseSchema,
} from '../../src/shared/contracts';
import type { PublicItemsResponse } from '../../src/shared/contracts';
import { nb } from '../../src/shared/texts/messages';
import { testDialects } from '../support/test-databases';
import { catalogueFacts } from './support/catalogue-facts';
import { Browser, openTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

describe.each(testDialects)('public catalogue on %s', (dialect) => {
  let t: TestApp;
  let facts: Awaited<ReturnType<typeof catalogueFacts>>;
  let browser: Browser;
  beforeAll(async () => {
    t = await openTestApp(dialect);
    facts = await catalogueFacts(t.database.db);
    browser = new Browser(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const items = async (query: string): Promise<PublicItemsResponse> => {
    const response = await browser.get(`/api/public/items${query}`);
    expect(response.statusCode, query).toBe(200);
    return publicItemsResponseSchema.parse(response.json());
  };

  const allPages = async (query: string) => {
    const first = await items(`?page=1${query}`);
    const data = [...first.items.data];
    for (let page = 2; page <= first.items.meta.last_page; page++) {
      data.push(...(await items(`?page=${page}${query}`)).items.data);
    }
    return { meta: first.items.meta, data };
  };

  it('GET /api/public/data gives the category tree and the huts', async () => {
    const body = publicDataResponseSchema.parse((await browser.get('/api/public/data')).json());
    expect(body.categories).toHaveLength(facts.categories.length);
    const seasons = body.categories.filter((c) => c.parent_id === null).map((c) => c.slug);
    expect(seasons.sort()).toEqual(['helårs', 'sommer', 'vinter']);
    expect(body.companies.length).toBeGreaterThanOrEqual(5);
  });

  it('pages the whole catalogue 10 at a time, ordered by name then id, each product once', async () => {
    const { meta, data } = await allPages('');
    expect(meta).toEqual({
      current_page: 1,
      last_page: Math.ceil(facts.products.length / PAGE_SIZE),
      total: facts.products.length,
    });
    expect(data.map((p) => p.id).sort((a, b) => a - b)).toEqual(
      facts.products.map((p) => p.id).sort((a, b) => a - b),
    );
    const first = await items('');
    expect(first.items.data).toHaveLength(PAGE_SIZE);
    expect(first.category).toBeNull();
    for (let i = 1; i < data.length; i++) {
      const [a, b] = [data[i - 1], data[i]];
      if (a && b && a.name === b.name) expect(a.id).toBeLessThan(b.id);
    }
  });

  it('answers a page beyond the last with no data and the right meta', async () => {
    const last = Math.ceil(facts.products.length / PAGE_SIZE);
    const body = await items(`?page=${last + 3}`);
    expect(body.items).toEqual({
      data: [],
      meta: { current_page: last + 3, last_page: last, total: facts.products.length },
    });
  });

  it('sums availability over all huts and lists it per hut', async () => {
    const { data } = await allPages('');
    for (const item of data) {
      const { available, total, availability } = facts.availability(item.id);
      expect({
        available: item.available,
        total: item.total,
        availability: item.availability,
      }).toEqual({
        available,
        total,
        availability,
      });
    }
    expect(data.some((i) => i.available < i.total)).toBe(true);
  });

  it('filters by categoryIds including the descendants of each id', async () => {
    const vinter = facts.bySlug('vinter');
    const ballspill = facts.bySlug('ballspill', facts.bySlug('helårs').id);
    const expected = facts.inCategories([vinter.id, ballspill.id]);
    const { meta, data } = await allPages(`&categoryIds=${vinter.id},${ballspill.id}`);
    expect(meta.total).toBe(expected.length);
    expect(new Set(data.map((d) => d.id))).toEqual(new Set(expected.map((p) => p.id)));
  });

  it('filters by category_id (first load) and returns the category', async () => {
    const sykling = facts.bySlug('sykling', facts.bySlug('sommer').id);
    const body = await items(`?category_id=${sykling.id}`);
    expect(body.category?.slug).toBe('sykling');
    expect(body.items.meta.total).toBe(facts.inCategories([sykling.id]).length);
    const missing = await browser.get('/api/public/items?category_id=99999');
    expect(missing.statusCode).toBe(404);
    expect(errorBodySchema.parse(missing.json()).message).toBe(nb.categoryNotFound);
  });

  it('scopes to one hut with companyId: only its units, only products it holds', async () => {
    const hut = facts.units[0]?.company_id ?? 0;
    const expected = facts.atHut(hut);
    const { meta, data } = await allPages(`&companyId=${hut}`);
    expect(meta.total).toBe(expected.length);
    expect(meta.total).toBeLessThan(facts.products.length);
    for (const item of data) {
      expect(item.availability.map((a) => a.company_id)).toEqual([hut]);
      const { available, total } = facts.availability(item.id, hut);
      expect([item.available, item.total]).toEqual([available, total]);
      expect(item.total).toBeGreaterThan(0);
    }
  });

  it('combines filters and searches names case-insensitively', async () => {
    const hut = facts.units[0]?.company_id ?? 0;
    const vinter = facts.bySlug('vinter');
    const { data } = await allPages(`&categoryIds=${vinter.id}&companyId=${hut}&q=SKI`);
    const expected = facts
      .inCategories([vinter.id])
      .filter((p) => p.name.toLowerCase().includes('ski'))
      .filter((p) => facts.atHut(hut).some((h) => h.id === p.id));
    expect(expected.length).toBeGreaterThan(0);
    expect(data.map((d) => d.id).sort()).toEqual(expected.map((p) => p.id).sort());
    expect((await items('?q=%25')).items.meta.total).toBe(0);
    expect((await items('?q=zzzzzz')).items).toEqual({
      data: [],
      meta: { current_page: 1, last_page: 1, total: 0 },
    });
  });
});
