import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type {
  Kysely,
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { recordChange } from '../../src/server/db/change-log';
import type { ChangeEntity } from '../../src/server/db/change-log';
import { nowIso } from '../../src/server/db/clock';
import { createDatabase } from '../../src/server/db/connect';
import type { Database, Dialect } from '../../src/server/db/schema';
import {
  PAGE_SIZE,
  publicCategoryResponseSchema,
  publicItemsResponseSchema,
} from '../../src/shared/contracts';
import type { PublicItem, PublicItemsResponse } from '../../src/shared/contracts';
import { descendantIds } from '../../src/shared/domain/category-tree';
import { testDialects } from '../support/test-databases';
import { APP_ORIGIN, openTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';
import type { CompanyStatus, UnitStatus } from '../../src/shared/domain/statuses';

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

interface Filter {
  categoryIds?: number[];
  category_id?: number;
  companyId?: number;
  q?: string;
}

const queryString = (f: Filter, page: number) =>
  new URLSearchParams({
    page: String(page),
    ...(f.categoryIds ? { categoryIds: f.categoryIds.join(',') } : {}),
    ...(f.category_id ? { category_id: String(f.category_id) } : {}),
    ...(f.companyId ? { companyId: String(f.companyId) } : {}),
    ...(f.q ? { q: f.q } : {}),
  }).toString();

/** Units of huts in service: the others are in no public list or figure. */
const inService = sql`company_id in (select id from companies where status = 'active')`;

/** The expected list, straight from the tables in one SQL statement per filter. */
async function expectedItems(db: Kysely<Database>, dialect: Dialect, f: Filter) {
  const categories = await db.selectFrom('categories').select(['id', 'parent_id']).execute();
  const roots = [...(f.categoryIds ?? []), ...(f.category_id ? [f.category_id] : [])];
  const scope = roots.flatMap((id) =>
    descendantIds(
      categories.map((c) => ({ ...c, slug: '', sort_order: 0 })),
      id,
    ),
  );
  const where = [sql`p.deleted_at is null`];
  if (roots.length) where.push(sql`p.category_id in (${sql.join(scope)})`);
  if (f.companyId) {
    where.push(sql`p.id in (select product_id from units
      where company_id = ${f.companyId} and status <> 'retired' and ${inService})`);
  }
  if (f.q)
    where.push(sql`p.name ${sql.raw(dialect === 'postgres' ? 'ilike' : 'like')} ${`%${f.q}%`}`);
  const products = await sql<Omit<PublicItem, 'available' | 'total' | 'availability'>>`
    select p.id, p.name, p.category_id, p.image, p.description from products p
    where ${sql.join(where, sql` and `)} order by p.name, p.id`.execute(db);
  const units = await sql<{
    product_id: number;
    company_id: number;
    available: number;
    total: number;
  }>`
    select product_id, company_id, count(case when status = 'available' then 1 end) as available,
      count(*) as total
    from units where status <> 'retired' and ${inService}
      ${f.companyId ? sql`and company_id = ${f.companyId}` : sql``}
    group by product_id, company_id order by product_id, company_id`.execute(db);
  return products.rows.map((p): PublicItem => {
    const availability = units.rows
      .filter((u) => u.product_id === p.id)
      .map((u) => ({
        company_id: u.company_id,
        available: Number(u.available),
        total: Number(u.total),
      }));
    return {
      ...p,
      available: availability.reduce((s, a) => s + a.available, 0),
      total: availability.reduce((s, a) => s + a.total, 0),
      availability,
    };
  });
}

async function openSecondProcess(
  t: TestApp,
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const { url, file } = t.database;
  const database = await createDatabase(
    url ? { databaseUrl: url, poolSize: 3 } : { sqliteFile: file ?? '' },
  );
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '8080',
    SQLITE_FILE: file ?? ':memory:',
    STATIC_DIR: '/nonexistent/utstyrsbod-static',
    ALLOWED_ORIGINS: APP_ORIGIN,
    COOKIE_SECURE: 'false',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp(config, { database });
  await app.ready();
  const close = async () => {
    await app.close();
    await database.destroy();
  };
  return { app, close };
}

describe.each(testDialects)('cached /api/public/items on %s', (dialect) => {
  let t: TestApp;
  let second: Awaited<ReturnType<typeof openSecondProcess>>;
  const counter = new QueryCounter();
  let db: Kysely<Database>;
  let filters: Filter[] = [];
  let huts: number[] = [];
  let ids: Record<'sommer' | 'vinter' | 'sykling' | 'ballspill', number>;

  const get = async (
    app: FastifyInstance,
    f: Filter,
    page: number,
  ): Promise<PublicItemsResponse> => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/public/items?${queryString(f, page)}`,
    });
    expect(response.statusCode, queryString(f, page)).toBe(200);
    return publicItemsResponseSchema.parse(response.json());
  };

  /** Every filter, every page (and one past the end), on both processes, against the tables. */
  const expectAllCurrent = async () => {
    for (const app of [t.app, second.app]) {
      for (const f of filters) {
        const expected = await expectedItems(db, dialect, f);
        const lastPage = Math.max(1, Math.ceil(expected.length / PAGE_SIZE));
        for (let page = 1; page <= lastPage + 1; page++) {
          const body = await get(app, f, page);
          const label = `${queryString(f, page)} (${app === t.app ? 'first' : 'second'} process)`;
          expect(body.items.meta, label).toEqual({
            current_page: page,
            last_page: lastPage,
            total: expected.length,
          });
          expect(body.items.data, label).toEqual(
            expected.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
          );
          if (f.category_id) {
            const row = await db
              .selectFrom('categories')
              .select(['id', 'name'])
              .where('id', '=', f.category_id)
              .executeTakeFirstOrThrow();
            expect({ id: body.category?.id, name: body.category?.name }, label).toEqual(row);
          }
        }
      }
      for (const season of ['sommer', 'vinter'] as const) {
        const response = await app.inject({
          method: 'GET',
          url: `/api/public/category?season=${season}`,
        });
        const body = publicCategoryResponseSchema.parse(response.json());
        for (const c of body.descendants) {
          const expected = await expectedItems(db, dialect, { categoryIds: [c.id] });
          expect(c.item_count, `${season}: ${c.slug}`).toBe(expected.length);
        }
      }
    }
  };

  /** A write as the services make it: the change and its change-log entry in one transaction. */
  const write = async (
    entity: ChangeEntity,
    companyId: number | null,
    change: (trx: Kysely<Database>) => Promise<number>,
  ) =>
    db.transaction().execute(async (trx) => {
      const id = await change(trx);
      await recordChange(trx, { company_id: companyId, entity, entity_id: id, op: 'upsert' });
      return id;
    });

  const addUnit = (productId: number, hut: number) =>
    write('unit', hut, async (trx) => {
      const now = nowIso();
      const row = await trx
        .insertInto('units')
        .values({
          product_id: productId,
          company_id: hut,
          status: 'available',
          created_at: now,
          updated_at: now,
          size: null,
          max_size: null,
          unit: null,
          type: null,
          image: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });

  const setUnit = (
    unitId: number,
    hut: number,
    values: { status?: UnitStatus; company_id?: number },
  ) =>
    write('unit', hut, async (trx) => {
      await trx
        .updateTable('units')
        .set({ ...values, updated_at: nowIso() })
        .where('id', '=', unitId)
        .execute();
      return unitId;
    });

  const setProduct = (
    productId: number,
    values: { name?: string; category_id?: number; deleted_at?: string },
  ) =>
    write('product', null, async (trx) => {
      await trx
        .updateTable('products')
        .set({ ...values, updated_at: nowIso() })
        .where('id', '=', productId)
        .execute();
      return productId;
    });

  beforeAll(async () => {
    t = await openTestApp(dialect, { plugins: [counter] });
    second = await openSecondProcess(t);
    db = t.database.db;
    const categories = await db
      .selectFrom('categories')
      .select(['id', 'slug', 'parent_id'])
      .execute();
    const slug = (s: string) => categories.find((c) => c.slug === s)?.id ?? 0;
    ids = {
      sommer: slug('sommer'),
      vinter: slug('vinter'),
      sykling: slug('sykling'),
      ballspill: slug('ballspill'),
    };
    huts = (await db.selectFrom('companies').select('id').orderBy('id').execute()).map((c) => c.id);
    const [hutA = 0, hutB = 0] = huts;
    filters = [
      {},
      { categoryIds: [ids.sommer] },
      { categoryIds: [ids.vinter, ids.ballspill] },
      { category_id: ids.sykling },
      { category_id: ids.sommer, companyId: hutA },
      ...huts.map((companyId) => ({ companyId })),
      { q: 'ski' },
      { q: 'SKI' },
      { q: 'test' },
      { q: 'zzzz' },
      { companyId: hutB, q: 'e' },
      { categoryIds: [ids.sommer], companyId: hutA, q: 'a' },
    ];
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('answers every filter and page exactly as the tables say', async () => {
    await expectAllCurrent();
  });

  it('serves a known filter from memory: the version and one page query', async () => {
    await get(t.app, { companyId: huts[0] }, 1);
    counter.count = 0;
    await get(t.app, { companyId: huts[0] }, 2);
    expect(counter.count).toBeLessThanOrEqual(2);
  });

  const addProduct = (name: string, categoryId: number) =>
    write('product', null, async (trx) => {
      const now = nowIso();
      const row = await trx
        .insertInto('products')
        .values({
          name,
          category_id: categoryId,
          image: null,
          description: 'Ny',
          created_at: now,
          updated_at: now,
          deleted_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });

  it('follows products added, renamed, moved and deleted', async () => {
    const productId = await addProduct('Aaa testsykkel', ids.sykling);
    await expectAllCurrent();
    await addUnit(productId, huts[0] ?? 0);
    await expectAllCurrent();
    await setProduct(productId, { name: 'Zzz testsykkel omdøpt' });
    await expectAllCurrent();
    await setProduct(productId, { category_id: ids.ballspill });
    await expectAllCurrent();
    await setProduct(productId, { deleted_at: nowIso() });
    await expectAllCurrent();
  });

  it('follows units added, retired, moved between huts and removed', async () => {
    const [hutA = 0, hutB = 0, hutC = 0] = huts;
    const productId = await addProduct('Mmm testski', ids.vinter);
    await addUnit(productId, hutA);
    await expectAllCurrent();
    const unitId = await addUnit(productId, hutB);
    await expectAllCurrent();
    await setUnit(unitId, hutB, { status: 'retired' });
    await expectAllCurrent();
    await setUnit(unitId, hutB, { status: 'available' });
    await setUnit(unitId, hutC, { company_id: hutC });
    await expectAllCurrent();
    await write('unit', hutC, async (trx) => {
      await trx.deleteFrom('units').where('id', '=', unitId).execute();
      return unitId;
    });
    await expectAllCurrent();
  });

  it('follows a hut taken out of service and back, on both processes', async () => {
    const hut = huts[1] ?? 0;
    const setStatus = (status: CompanyStatus) =>
      write('company', hut, async (trx) => {
        await trx.updateTable('companies').set({ status }).where('id', '=', hut).execute();
        return hut;
      });
    expect((await get(t.app, { companyId: hut }, 1)).items.meta.total).toBeGreaterThan(0);
    await setStatus('inactive');
    expect((await get(t.app, { companyId: hut }, 1)).items.meta.total).toBe(0);
    await expectAllCurrent();
    await setStatus('active');
    await expectAllCurrent();
  });

  it('shows a lent unit at once while the list itself stays cached', async () => {
    const filter = { companyId: huts[0] };
    const page = (await get(t.app, filter, 1)).items.data;
    await get(second.app, filter, 1);
    const index = page.findIndex((item) => item.available > 0);
    const first = page[index];
    const unit = await db
      .selectFrom('units')
      .select('id')
      .where('product_id', '=', first?.id ?? 0)
      .where('company_id', '=', huts[0] ?? 0)
      .where('status', '=', 'available')
      .executeTakeFirstOrThrow();
    await setUnit(unit.id, huts[0] ?? 0, { status: 'lent' });
    counter.count = 0;
    const after = (await get(t.app, filter, 1)).items.data[index];
    expect(counter.count).toBeLessThanOrEqual(2);
    expect(after?.id).toBe(first?.id);
    expect(after?.available).toBe((first?.available ?? 0) - 1);
    expect((await get(second.app, filter, 1)).items.data[index]).toEqual(after);
    await expectAllCurrent();
  });

  it('follows a renamed category and ignores a write that was rolled back', async () => {
    await write('category', null, async (trx) => {
      await trx
        .updateTable('categories')
        .set({ name: 'Sykling og sparkesykler' })
        .where('id', '=', ids.sykling)
        .execute();
      return ids.sykling;
    });
    await expectAllCurrent();
    await expect(
      db.transaction().execute(async (trx) => {
        const now = nowIso();
        await trx
          .insertInto('products')
          .values({
            name: 'Aaa angret',
            category_id: ids.sykling,
            image: null,
            description: null,
            created_at: now,
            updated_at: now,
            deleted_at: null,
          })
          .execute();
        // Another process reads meanwhile: it must not keep what it saw under any version.
        await get(second.app, {}, 1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await expectAllCurrent();
  });
});
