import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorBodySchema,
  hutsResponseSchema,
  publicCategoryResponseSchema,
} from '../../src/shared/contracts';
import type { HutsResponse, PublicCategoryResponse } from '../../src/shared/contracts';
import { nb } from '../../src/shared/texts/messages';
import { testDialects } from '../support/test-databases';
import { catalogueFacts } from './support/catalogue-facts';
import { Browser, openTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

describe.each(testDialects)('category pages and huts on %s', (dialect) => {
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

  const category = async (query: string): Promise<PublicCategoryResponse> => {
    const response = await browser.get(`/api/public/category?${query}`);
    expect(response.statusCode, query).toBe(200);
    return publicCategoryResponseSchema.parse(response.json());
  };

  const huts = async (query = ''): Promise<HutsResponse> => {
    const response = await browser.get(`/api/public/huts${query}`);
    expect(response.statusCode, query).toBe(200);
    return hutsResponseSchema.parse(response.json());
  };

  it('resolves a season with its texts and subtree counts', async () => {
    const body = await category('season=sommer');
    expect(body.season.slug).toBe('sommer');
    expect(body.season.tagline).toBeTruthy();
    expect(body.category).toBeNull();
    expect(body.descendants[0]?.id).toBe(body.season.id);
    for (const node of body.descendants) {
      expect(node.item_count, node.slug).toBe(facts.inCategories([node.id]).length);
    }
  });

  it('resolves the non-ASCII season helårs, raw, encoded and in capitals', async () => {
    const helars = facts.bySlug('helårs');
    for (const query of [
      `season=${encodeURIComponent('helårs')}`,
      `season=${encodeURIComponent(encodeURIComponent('helårs'))}`,
      `season=${encodeURIComponent('HELÅRS')}`,
      `season=${encodeURIComponent('helårs'.normalize('NFD'))}`,
    ]) {
      expect((await category(query)).season.id, query).toBe(helars.id);
    }
  });

  it('resolves category and subcategory slugs', async () => {
    const body = await category('season=helårs&category=friluftsliv&subcategory=båt-og-vann');
    expect(body.category?.name).toBe('Friluftsliv');
    expect(body.subcategory?.name).toBe('Båt og vann');
    expect(body.descendants.map((d) => d.id)).toEqual([body.subcategory?.id]);
  });

  it('answers unknown slugs with 404 and a Norwegian message, a missing season with 400', async () => {
    for (const query of [
      'season=høst',
      'season=sommer&category=ski',
      'season=vinter&subcategory=langrenn',
    ]) {
      const response = await browser.get(`/api/public/category?${encodeURI(query)}`);
      expect(response.statusCode, query).toBe(404);
      expect(errorBodySchema.parse(response.json()).message).toBe(nb.categoryNotFound);
    }
    const missing = await browser.get('/api/public/category');
    expect(missing.statusCode).toBe(400);
    expect(errorBodySchema.parse(missing.json()).fields?.season).toBeDefined();
  });

  it('lists the huts with the distinct filter values', async () => {
    const body = await huts();
    expect(body.huts.length).toBeGreaterThanOrEqual(5);
    expect(new Set(body.huts.map((h) => h.county)).size).toBeGreaterThanOrEqual(5);
    expect(body.filters.counties).toEqual(
      [...new Set(body.huts.map((h) => h.county))].sort((a, b) => a.localeCompare(b, 'nb')),
    );
    expect(body.filters.municipalities).toContainEqual({ county: 'Vestland', name: 'Bergen' });
    expect(body.filters.towns).toContainEqual({ municipality: 'Voss', name: 'Vossevangen' });
  });

  it('filters huts by county, municipality and town, exact and case-insensitive', async () => {
    const all = (await huts()).huts;
    const vestland = all.filter((h) => h.county === 'Vestland');
    expect(vestland.length).toBeGreaterThanOrEqual(2);
    expect((await huts('?county=vestland')).huts).toEqual(vestland);
    expect(
      (await huts('?county=Vestland&municipality=BERGEN')).huts.map((h) => h.municipality),
    ).toEqual(['Bergen']);
    expect(
      (await huts(`?town=${encodeURIComponent('GRÜNERLØKKA')}`)).huts.map((h) => h.town),
    ).toEqual(['Grünerløkka']);
    expect((await huts('?county=Vest')).huts).toEqual([]);
    // The filter values do not shrink with the filter.
    expect((await huts('?county=Oslo')).filters).toEqual((await huts()).filters);
  });
});
