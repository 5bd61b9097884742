import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/shared/contracts';
import { nb } from '../../src/shared/texts/messages';
import { categoryRequestTexts } from '../../src/shared/texts/category-requests';
import { testDialects } from '../support/test-databases';
import { signIn, staffWorld, type StaffWorld } from './staff-world';
import { Browser, openTestApp, type TestApp } from './support/test-app';

/**
 * A server id has one spelling: decimal digits without sign, spaces or leading zeros, from 1 to
 * 2147483647 (the id columns are 32-bit on PostgreSQL). In a JSON body it is a number, never a
 * string or a boolean read as one; in a URL path another spelling of an id is 404 (it names no
 * row); in a query string anything but the digits is 400.
 */
describe.each(testDialects)('id spellings and bounds on %s', (dialect) => {
  let t: TestApp;
  let w: StaffWorld;
  let ansatt: Browser;
  beforeAll(async () => {
    t = await openTestApp(dialect);
    w = await staffWorld(t.database.db);
    ansatt = (await signIn(t.app, 'ansatt', w.hutA)).browser;
  });
  afterAll(async () => {
    await t.close();
  });

  const categoryRequests = async () =>
    (await t.database.db.selectFrom('category_requests').select('id').execute()).length;

  it('refuses a category request whose parentId is out of range, a string or a boolean, with 422', async () => {
    const ski = await t.database.db
      .selectFrom('categories')
      .select('id')
      .where('name', '=', 'Ski')
      .executeTakeFirstOrThrow();
    const before = await categoryRequests();
    for (const parentId of [2_147_483_648, 1e300, true, String(ski.id), 1.5, 0, -1, null]) {
      const response = await ansatt.post(`/api/company/${w.hutA}/category-requests`, {
        categoryName: 'Topptur',
        parentId,
        productName: '',
        productLocation: '',
      });
      expect(response.statusCode, JSON.stringify(parentId)).toBe(422);
      expect(errorBodySchema.parse(response.json()).fields).toEqual({
        parentId: [categoryRequestTexts.locationRequired],
      });
    }
    expect(await categoryRequests()).toBe(before);
  });

  it('refuses a booking whose hut or product id is a string or a boolean, with 422', async () => {
    const { browser } = await signIn(t.app, 'lise');
    const product = await t.database.db
      .selectFrom('units')
      .select('product_id')
      .where('company_id', '=', w.hutA)
      .executeTakeFirstOrThrow();
    const response = await browser.post('/api/reservations', {
      companyId: String(w.hutA),
      productId: true,
      size: null,
      quantity: 1,
      pickupDate: '2030-01-07',
    });
    expect(response.statusCode).toBe(422);
    expect(errorBodySchema.parse(response.json()).fields).toMatchObject({
      companyId: [nb.invalidNumber('Utstyrsbod')],
      productId: [nb.invalidNumber('Produkt')],
    });
    const big = await browser.post('/api/reservations', {
      companyId: w.hutA,
      productId: product.product_id + 2 ** 31,
      size: null,
      quantity: 1,
      pickupDate: '2030-01-07',
    });
    expect(big.statusCode).toBe(422);
    expect(errorBodySchema.parse(big.json()).fields?.productId).toEqual([
      nb.invalidNumber('Produkt'),
    ]);
  });

  it('answers another spelling of an id in a URL path with 404, and the id itself as before', async () => {
    const hut = w.hutA;
    expect((await ansatt.get(`/api/company/${hut}/users`)).statusCode).toBe(200);
    const aliases = [
      `0x${hut.toString(16)}`,
      `0${hut}`,
      `00${hut}`,
      `%2B${hut}`,
      `%20${hut}`,
      `${hut}%20`,
      `${hut}.0`,
      `${hut}e0`,
      `${hut * 10}e-1`,
      `0b${hut.toString(2)}`,
      '1e3',
    ];
    for (const alias of aliases) {
      const response = await ansatt.get(`/api/company/${alias}/users`);
      expect(response.statusCode, alias).toBe(404);
      expect(errorBodySchema.parse(response.json()), alias).toEqual({
        error: 'not_found',
        message: nb.notFound,
      });
    }
    // A write is refused the same way, before it changes anything.
    const set = await ansatt.post(`/api/company/0${hut}/set`);
    expect(set.statusCode).toBe(404);
    // What cannot be an id at all stays the 400 of a malformed URL, with the field's message.
    for (const bad of ['abc', '0', '-1', '1.5', '2147483648', '99999999999']) {
      const response = await ansatt.get(`/api/company/${bad}/users`);
      expect(response.statusCode, bad).toBe(400);
      expect(errorBodySchema.parse(response.json()).fields?.id, bad).toEqual([
        nb.invalidNumber('Id'),
      ]);
    }
  });

  it('takes ids in a query string as digits only, within range, else 400 in Norwegian', async () => {
    const hut = w.hutA;
    const fine = await new Browser(t.app).get(`/api/public/items?companyId=${hut}`);
    expect(fine.statusCode).toBe(200);
    for (const query of [
      `companyId=0x${hut.toString(16)}`,
      `companyId=0${hut}`,
      `companyId=%2B${hut}`,
      `companyId=%20${hut}`,
      `companyId=${hut}e0`,
      `companyId=${hut}.0`,
      'companyId=2147483648',
      'companyId=99999999999999999999',
      'category_id=0x1',
      'category_id=2147483648',
      'categoryIds=01',
      'categoryIds=1,02',
      'categoryIds=1,99999999999',
    ]) {
      const response = await new Browser(t.app).get(`/api/public/items?${query}`);
      expect(response.statusCode, query).toBe(400);
      const body = errorBodySchema.parse(response.json());
      expect(body.message, query).toBe(nb.invalidQuery);
      expect(Object.keys(body.fields ?? {}).length, query).toBe(1);
    }
    // The staff side's cross-check of a cart line takes a unit id the same way.
    const line = '0196a3b2-7c4d-7e8f-9a0b-1c2d3e4f5a6b';
    for (const item of ['0x10', '2147483648', 'true']) {
      const response = await ansatt.request('DELETE', `/api/item-loans/${line}?item=${item}`);
      expect(response.statusCode, item).toBe(400);
      expect(errorBodySchema.parse(response.json()).fields?.item, item).toEqual([
        nb.invalidNumber('Id'),
      ]);
    }
  });
});
