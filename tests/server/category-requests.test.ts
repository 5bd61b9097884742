import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryRequestTexts as t } from '../../src/shared/texts/category-requests';
import { testDialects } from '../support/test-databases';
import { staffWorld, type StaffWorld } from './staff-world';
import { Browser, openTestApp, type TestApp } from './support/test-app';

/** /beomkategori: a hut asks for a category; the network admin adds it to the tree or declines. */
describe.each(testDialects)('category requests on %s', (dialect) => {
  let app: TestApp;
  let w: StaffWorld;
  let staff: Browser;
  let admin: Browser;
  beforeAll(async () => {
    app = await openTestApp(dialect);
    w = await staffWorld(app.database.db);
    staff = new Browser(app.app);
    expect((await staff.login('ansatt@utstyrsbod.no')).statusCode).toBe(200);
    admin = new Browser(app.app);
    expect((await admin.login('admin@utstyrsbod.no')).statusCode).toBe(200);
  });
  afterAll(async () => {
    await app.close();
  });

  const category = (name: string) =>
    app.database.db
      .selectFrom('categories')
      .selectAll()
      .where('name', '=', name)
      .executeTakeFirst();
  const count = async () =>
    Number(
      (
        await app.database.db
          .selectFrom('category_requests')
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const ask = (body: object) => staff.post(`/api/company/${w.hutA}/category-requests`, body);

  it('refuses a request without a name or a place, or too deep in the tree; nothing is stored', async () => {
    const before = await count();
    const langrenn = await category('Langrenn');
    const empty = await ask({ categoryName: '', productName: '', productLocation: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json<{ fields: Record<string, string[]> }>().fields).toEqual({
      categoryName: ['Navn på kategorien er påkrevd.'],
      parentId: [t.locationRequired],
    });
    const deep = await ask({
      categoryName: 'Skøyteski',
      parentId: langrenn?.id,
      productName: '',
      productLocation: '',
    });
    expect(deep.json<{ fields: Record<string, string[]> }>().fields).toEqual({
      parentId: [t.invalidLocation],
    });
    expect(await count()).toBe(before);
  });

  it('the network admin adds the asked category where the hut wanted it, once', async () => {
    const ski = await category('Ski');
    const sent = await ask({
      categoryName: 'Topptur',
      parentId: ski?.id,
      productName: 'Randoneeski',
      productLocation: 'Topptur',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const mine = (await staff.get(`/api/company/${w.hutA}/category-requests`)).json<{
      requests: { id: number; category_location: string; status: string }[];
    }>().requests;
    const request = mine[0];
    expect(request).toMatchObject({ category_location: 'Vinter › Ski', status: 'new' });
    const all = await admin.get('/api/network/category-requests');
    expect(all.json<{ requests: { id: number }[] }>().requests.map((r) => r.id)).toContain(
      request?.id,
    );
    expect(
      (
        await staff.request('PUT', `/api/network/category-requests/${request?.id}`, {
          body: { status: 'added', answer: '' },
        })
      ).statusCode,
    ).toBe(403);

    const added = await admin.request('PUT', `/api/network/category-requests/${request?.id}`, {
      body: { status: 'added', answer: '' },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<{ message: string }>().message).toBe(t.added('Topptur'));
    expect(await category('Topptur')).toMatchObject({ parent_id: ski?.id, slug: 'topptur' });
    const catalogue = await staff.get('/api/public/catalogue');
    const names = catalogue
      .json<{ categories: { name: string }[] }>()
      .categories.map((c) => c.name);
    expect(names).toContain('Topptur');
    const answered = (await staff.get(`/api/company/${w.hutA}/category-requests`))
      .json<{
        requests: { id: number; status: string; answer: string }[];
      }>()
      .requests.find((r) => r.id === request?.id);
    expect(answered).toMatchObject({
      status: 'added',
      answer: 'Topptur er lagt til under Vinter › Ski.',
    });
    const again = await admin.request('PUT', `/api/network/category-requests/${request?.id}`, {
      body: { status: 'declined', answer: 'Nei' },
    });
    expect([again.statusCode, again.json<{ message: string }>().message]).toEqual([
      422,
      t.alreadyHandled,
    ]);
  });

  it('declining needs a reason, which the hut then sees', async () => {
    const sommer = await category('Sommer');
    await ask({
      categoryName: 'Klatring',
      parentId: sommer?.id,
      productName: '',
      productLocation: '',
    });
    const id = (await staff.get(`/api/company/${w.hutA}/category-requests`)).json<{
      requests: { id: number }[];
    }>().requests[0]?.id;
    const bare = await admin.request('PUT', `/api/network/category-requests/${id}`, {
      body: { status: 'declined', answer: '' },
    });
    expect(bare.json<{ fields: Record<string, string[]> }>().fields).toEqual({
      answer: [t.answerRequired],
    });
    const declined = await admin.request('PUT', `/api/network/category-requests/${id}`, {
      body: { status: 'declined', answer: 'Klatreutstyr krever opplæring.' },
    });
    expect(declined.statusCode).toBe(200);
    expect(await category('Klatring')).toBeUndefined();
  });
});
