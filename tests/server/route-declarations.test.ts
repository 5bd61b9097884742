import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ValidationError } from '../../src/server/errors';
import { declareScopeAccess } from '../../src/server/plugins/access';
import { defineRoute } from '../../src/server/routes/define-route';
import { issuesToFields } from '../../src/server/validate';
import { loginRequestSchema } from '../../src/shared/contracts/auth-requests';
import { idParamsSchema } from '../../src/shared/contracts/common';
import { publicItemsQuerySchema } from '../../src/shared/contracts/catalogue';
import { nb } from '../../src/shared/texts/messages';
import { testDialects } from '../support/test-databases';
import { signIn, staffWorld } from './staff-world';
import type { SeedUser, StaffWorld } from './staff-world';
import { Browser, openTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

const ok = z.object({ ok: z.boolean(), hut: z.nullable(z.number()) });

/** Routes of the hut admin's and network admin's levels, to see the access plugin enforce them. */
const levelRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, {
    method: 'POST',
    url: '/api/test/company/:id/admin',
    access: 'hutAdmin',
    summary: 'test',
    tags: ['test'],
    schema: { params: idParamsSchema, body: z.object({ note: z.string() }), response: { 200: ok } },
    handler: async ({ hut }) => ({ ok: true, hut: hut.companyId }),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/test/network',
    access: 'networkAdmin',
    summary: 'test',
    tags: ['test'],
    schema: { querystring: z.object({ n: z.coerce.number() }), response: { 200: ok } },
    handler: async () => ({ ok: true, hut: null }),
  });
};

describe('start-up', () => {
  const refuses = (routes: FastifyPluginAsync) =>
    expect(openTestApp('sqlite', { seed: false, routes })).rejects;

  it('refuses a route without an access declaration', async () => {
    await refuses(async (app) => {
      app.get('/api/undeclared', async () => ({}));
    }).toThrow(/GET \/api\/undeclared declares no access/);
    await refuses(async (app) => {
      app.route({ method: 'POST', url: '/api/undeclared', config: {}, handler: async () => ({}) });
    }).toThrow(/declares no access/);
  });

  it('refuses an access the route cannot be checked by', async () => {
    await refuses(async (app) => {
      app.get('/api/no-hut-in-url', { config: { access: 'staffOfHut' } }, async () => ({}));
    }).toThrow(/reads the hut from :id/);
    await refuses(async (app) => {
      app.post(
        '/api/no-body',
        { config: { access: 'staffOfNamedOrSessionHut' } },
        async () => ({}),
      );
    }).toThrow(/company_id from a body/);
  });

  it('lets a third-party plugin’s routes take the access of their scope', async () => {
    const t = await openTestApp('sqlite', {
      seed: false,
      routes: async (app) => {
        await app.register(async (scope) => {
          declareScopeAccess(scope, 'signedIn');
          scope.get('/api/plugin-route', async () => ({ ok: true }));
        });
      },
    });
    try {
      const route = t.app.routeTable.find((r) => r.url === '/api/plugin-route');
      expect(route).toMatchObject({ access: 'signedIn', declaredBy: 'scope' });
      expect((await new Browser(t.app).get('/api/plugin-route')).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});

describe('the validator compiler', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp('sqlite', { seed: false });
  });
  afterAll(async () => {
    await t.close();
  });

  /** The body a route answered before its schema moved into its options (validate() by hand). */
  const byHand = (schema: z.core.$ZodType, input: unknown, kind: 'body' | 'query') => {
    const result = z.safeParse(schema, input);
    if (result.success) throw new Error('expected invalid input');
    return JSON.stringify(new ValidationError(kind, issuesToFields(result.error.issues)).toBody());
  };

  it('answers invalid bodies (also a missing one) with the same 422 bytes as before', async () => {
    const browser = new Browser(t.app);
    await browser.csrf();
    const cases: [string | undefined, unknown][] = [
      ['{"email":"ikke-epost","password":""}', { email: 'ikke-epost', password: '' }],
      ['[1]', [1]],
      [undefined, undefined],
    ];
    for (const [raw, parsed] of cases) {
      const response = await browser.request('POST', '/api/login', {
        ...(raw !== undefined
          ? { body: raw, headers: { 'content-type': 'application/json' } }
          : {}),
      });
      expect(response.statusCode, raw).toBe(422);
      expect(response.body, raw).toBe(byHand(loginRequestSchema, parsed, 'body'));
    }
  });

  it('answers invalid queries with the same 400 bytes as before', async () => {
    const response = await new Browser(t.app).get('/api/public/items?page=0&companyId=x');
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe(
      byHand(publicItemsQuerySchema, { page: '0', companyId: 'x' }, 'query'),
    );
  });
});

describe.each(testDialects)('access levels on %s', (dialect) => {
  let t: TestApp;
  let w: StaffWorld;
  beforeAll(async () => {
    t = await openTestApp(dialect, { routes: levelRoutes });
    w = await staffWorld(t.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  const as = async (user: SeedUser | null) => {
    if (user) return (await signIn(t.app, user)).browser;
    const browser = new Browser(t.app);
    await browser.csrf();
    return browser;
  };
  const note = { note: 'hei' };

  it('hutAdmin: 401, then validation, then 404 unknown hut or 403 unless admin there', async () => {
    const adminUrl = (hut: number | string) => `/api/test/company/${hut}/admin`;
    const anonymous = await as(null);
    expect((await anonymous.post(adminUrl('abc'), {})).statusCode).toBe(401);
    const ansatt = await as('ansatt');
    expect((await ansatt.post(adminUrl('abc'), note)).statusCode).toBe(400);
    expect((await ansatt.post(adminUrl(w.hutA), {})).statusCode).toBe(422);
    expect((await ansatt.post(adminUrl(999_999), note)).statusCode).toBe(404);
    const refused = await ansatt.post(adminUrl(w.hutA), note);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'forbidden', message: nb.forbiddenCompany });
    expect((await (await as('familie')).post(adminUrl(w.hutA), note)).statusCode).toBe(403);
    for (const admin of ['demo', 'admin'] as const) {
      const response = await (await as(admin)).post(adminUrl(w.hutB), note);
      expect(response.statusCode, admin).toBe(200);
      expect(response.json(), admin).toEqual({ ok: true, hut: w.hutB });
    }
  });

  it('networkAdmin: 401, then 403 before the input is looked at, then validation', async () => {
    expect((await (await as(null)).get('/api/test/network?n=x')).statusCode).toBe(401);
    const demo = await (await as('demo')).get('/api/test/network?n=x');
    expect(demo.statusCode).toBe(403);
    expect(demo.json()).toEqual({ error: 'forbidden', message: nb.networkAdminOnly });
    const admin = await as('admin');
    expect((await admin.get('/api/test/network?n=x')).statusCode).toBe(400);
    expect((await admin.get('/api/test/network?n=1')).statusCode).toBe(200);
  });
});
