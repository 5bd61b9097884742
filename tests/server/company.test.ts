import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentCompanyResponseSchema,
  errorBodySchema,
  userDataResponseSchema,
} from '../../src/shared/contracts';
import { nb } from '../../src/shared/texts/messages';
import { testDialects } from '../support/test-databases';
import { Browser, openTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

describe.each(testDialects)('current company on %s', (dialect) => {
  let t: TestApp;
  let hutIds: number[];
  beforeAll(async () => {
    t = await openTestApp(dialect);
    hutIds = (await t.database.db.selectFrom('companies').select('id').orderBy('id').execute()).map(
      (r) => r.id,
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const signIn = async (email: string) => {
    const browser = new Browser(t.app);
    const body = userDataResponseSchema.parse((await browser.login(email)).json());
    return { browser, body };
  };

  it('needs a session', async () => {
    const browser = new Browser(t.app);
    expect((await browser.get('/api/company/current')).statusCode).toBe(401);
    await browser.csrf();
    expect((await browser.post(`/api/company/${hutIds[0]}/set`)).statusCode).toBe(401);
  });

  it('reports the session’s hut, sets one of the admin’s huts and remembers it at the next login', async () => {
    const { browser, body } = await signIn('demo@utstyrsbod.no');
    const own = body.attached_companies[1];
    if (!own) throw new Error('demo user has two huts');
    const first = currentCompanyResponseSchema.parse(
      (await browser.get('/api/company/current')).json(),
    );
    expect(first.company?.id ?? null).toBe(body.user.company_id);

    const set = await browser.post(`/api/company/${own.id}/set`);
    expect(set.statusCode).toBe(200);
    const chosen = currentCompanyResponseSchema.parse(set.json());
    expect(chosen.company?.id).toBe(own.id);
    expect(chosen.status).toBe('active');
    const current = currentCompanyResponseSchema.parse(
      (await browser.get('/api/company/current')).json(),
    );
    expect(current.company?.name).toBe(own.name);
    const me = userDataResponseSchema.parse((await browser.get('/api/userdata')).json());
    expect(me.user.company_id).toBe(own.id);

    const next = await signIn('demo@utstyrsbod.no');
    expect(next.body.user.company_id).toBe(own.id);
  });

  it('refuses a hut the user does not belong to with 403', async () => {
    const { browser, body } = await signIn('ansatt@utstyrsbod.no');
    const own = new Set(body.attached_companies.map((c) => c.id));
    const foreign = hutIds.find((id) => !own.has(id));
    const response = await browser.post(`/api/company/${foreign}/set`);
    expect(response.statusCode).toBe(403);
    expect(errorBodySchema.parse(response.json())).toEqual({
      error: 'forbidden',
      message: nb.forbiddenCompany,
    });
    const current = currentCompanyResponseSchema.parse(
      (await browser.get('/api/company/current')).json(),
    );
    expect(current.company?.id).not.toBe(foreign);
  });

  it('refuses a borrower at their own hut (the admin area is for staff)', async () => {
    const { browser, body } = await signIn('familie@utstyrsbod.no');
    const hut = body.attached_companies[0];
    expect(hut?.role).toBe('borrower');
    expect((await browser.post(`/api/company/${hut?.id}/set`)).statusCode).toBe(403);
  });

  it('lets the network admin choose any hut', async () => {
    const { browser } = await signIn('admin@utstyrsbod.no');
    const last = hutIds.at(-1);
    const response = await browser.post(`/api/company/${last}/set`);
    expect(response.statusCode).toBe(200);
    expect(currentCompanyResponseSchema.parse(response.json()).company?.id).toBe(last);
  });

  it('answers 404 for an unknown hut and 400 for a malformed id', async () => {
    const { browser } = await signIn('admin@utstyrsbod.no');
    const unknown = await browser.post('/api/company/999999/set');
    expect(unknown.statusCode).toBe(404);
    expect(errorBodySchema.parse(unknown.json()).message).toBe(nb.companyNotFound);
    for (const bad of ['abc', '-1', '0', '1.5', '99999999999']) {
      const response = await browser.post(`/api/company/${bad}/set`);
      expect(response.statusCode, bad).toBe(400);
      expect(errorBodySchema.parse(response.json()).fields?.id).toBeDefined();
    }
  });
});
