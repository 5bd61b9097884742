import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicItemsResponseSchema } from '../../src/shared/contracts';
import { generateCatalogue } from '../../src/server/db/generate-catalogue';
import { testDialects } from '../support/test-databases';
import { Browser, openTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

/** Counts the SQL statements the app sends. */
class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs) {
    this.count++;
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs) {
    return args.result;
  }
}

describe.each(testDialects)('/api/public/items on 10,000 products × 5 huts (%s)', (dialect) => {
  let t: TestApp;
  let browser: Browser;
  const counter = new QueryCounter();
  let hutId = 0;
  let categoryId = 0;
  beforeAll(async () => {
    t = await openTestApp(dialect, { seed: false, plugins: [counter] });
    await generateCatalogue(t.database.db, dialect, { products: 10_000, huts: 5 });
    hutId = (await t.database.db.selectFrom('companies').select('id').executeTakeFirstOrThrow()).id;
    categoryId = (
      await t.database.db
        .selectFrom('categories')
        .select('id')
        .where('parent_id', 'is', null)
        .executeTakeFirstOrThrow()
    ).id;
    browser = new Browser(t.app);
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('answers every page with a fixed number of queries (no N+1)', async () => {
    for (const query of [
      '?page=1',
      '?page=1000',
      '?page=517',
      `?page=3&companyId=${hutId}`,
      `?categoryIds=${categoryId}&page=20`,
      `?category_id=${categoryId}&companyId=${hutId}&q=sykkel`,
    ]) {
      counter.count = 0;
      const response = await browser.get(`/api/public/items${query}`);
      expect(response.statusCode, query).toBe(200);
      const body = publicItemsResponseSchema.parse(response.json());
      expect(body.items.meta.total, query).toBeGreaterThan(0);
      // categories, COUNT, one page, one GROUP BY for the availability
      expect(counter.count, query).toBeLessThanOrEqual(4);
    }
  });
});
