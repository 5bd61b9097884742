import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/shared/contracts';
import { nb } from '../../src/shared/texts/messages';
import { testDialects } from '../support/test-databases';
import { ROUTES, routeTargets } from './staff-route-cases';
import type { RouteCase, World } from './staff-route-cases';
import { signIn, staffWorld } from './staff-world';
import { counts } from './sync-fixtures';
import { Browser, openTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

describe.each(testDialects)('staff routes’ guards on %s', (dialect) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await openTestApp(dialect);
    w = await routeTargets(t.database.db, await staffWorld(t.database.db));
  });
  afterAll(async () => {
    await t.close();
  });

  const ansatt = async () => (await signIn(t.app, 'ansatt', w.hutA)).browser;
  const send = (browser: Browser, route: RouteCase, url: string, body?: unknown, xsrf = true) =>
    browser.request(route.method, url, {
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      headers: body !== undefined ? { 'content-type': 'application/json' } : {},
      xsrf,
    });
  /** The call writes nothing whatever it answers. */
  const unchanged = async (call: () => Promise<void>) => {
    const before = await counts(t.database.db);
    await call();
    expect(await counts(t.database.db)).toEqual(before);
  };

  describe.each(ROUTES)('$method $path', (route) => {
    it('needs a session (401) and, to change anything, the XSRF token (419)', async () => {
      await unchanged(async () => {
        const stranger = new Browser(t.app);
        await stranger.csrf();
        const response = await send(stranger, route, route.url(w), route.body?.(w));
        expect(response.statusCode).toBe(401);
        expect(errorBodySchema.parse(response.json()).message).toBe(nb.notLoggedIn);
        if (route.method === 'GET') return;
        const browser = await ansatt();
        const noToken = await send(browser, route, route.url(w), route.body?.(w), false);
        expect(noToken.statusCode).toBe(419);
      });
    });

    it('keeps staff of one hut out of another hut and its rows', async () => {
      const browser = await ansatt();
      const foreign = route.foreign(w);
      await unchanged(async () => {
        const response = await send(browser, route, foreign.url, foreign.body);
        expect(response.statusCode).toBe(foreign.status);
        // Only a code and a Norwegian message: nothing of the other hut's rows comes back.
        expect(Object.keys(errorBodySchema.parse(response.json())).sort()).toEqual([
          'error',
          'message',
        ]);
        for (const secret of [w.lentB.loan, w.lentB.line, 'sofie', 'Sofie']) {
          expect(response.body).not.toContain(secret);
        }
      });
    });

    it('answers 400 to malformed ids and 422 to bad bodies, writing nothing', async () => {
      const browser = await ansatt();
      await unchanged(async () => {
        for (const url of route.garbage(w)) {
          const response = await send(browser, route, url, route.body?.(w));
          expect(response.statusCode, url).toBe(400);
          expect(Object.keys(errorBodySchema.parse(response.json()).fields ?? {})).not.toEqual([]);
        }
        for (const body of route.badBodies?.(w) ?? []) {
          const response = await send(browser, route, route.url(w), body);
          expect(response.statusCode, JSON.stringify(body)).toBe(422);
          const error = errorBodySchema.parse(response.json());
          expect(error.message.length).toBeGreaterThan(0);
        }
        if (route.method !== 'GET' && route.method !== 'DELETE') {
          const malformed = await browser.request(route.method, route.url(w), {
            body: '{"item":',
            headers: { 'content-type': 'application/json' },
          });
          expect(malformed.statusCode).toBe(400);
        }
      });
    });
  });

  describe.each(ROUTES.filter((r) => r.currentHut))(
    '$method $path in the session’s hut',
    (route) => {
      it('is refused (403) once the role in the session’s hut is gone', async () => {
        const browser = await ansatt();
        const db = t.database.db;
        const { users } = await staffWorld(db);
        const userId = users.ansatt;
        // As if ansatt had chosen hut B and lost the role there since.
        await db
          .updateTable('sessions')
          .set({ company_id: w.hutB })
          .where('user_id', '=', userId)
          .execute();
        try {
          await unchanged(async () => {
            const response = await send(browser, route, route.url(w), route.body?.(w));
            expect(response.statusCode).toBe(403);
            expect(errorBodySchema.parse(response.json()).message).toBe(nb.forbiddenCompany);
          });
        } finally {
          await db
            .updateTable('sessions')
            .set({ company_id: w.hutA })
            .where('user_id', '=', userId)
            .execute();
        }
      });
    },
  );
});
