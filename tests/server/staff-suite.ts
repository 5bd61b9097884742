import { afterAll, beforeAll } from 'vitest';
import type { Dialect } from '../../src/server/db/schema';
import { newCart, refusedUnchanged, signIn, staffWorld } from './staff-world';
import type { Response, StaffWorld } from './staff-world';
import { openTestApp } from './support/test-app';
import type { Browser, TestApp } from './support/test-app';

/**
 * The set-up every staff route test shares: one app on the dialect's database for the describe
 * block, the seed's huts and people, and the calls most tests make. `t` and `w` are read inside
 * tests (after beforeAll has run).
 */
export function staffSuite(dialect: Dialect) {
  let app: TestApp | undefined;
  let world: StaffWorld | undefined;
  beforeAll(async () => {
    app = await openTestApp(dialect);
    world = await staffWorld(app.database.db);
  });
  afterAll(async () => {
    await app?.close();
  });

  const suite = {
    get t(): TestApp {
      if (!app) throw new Error('staffSuite: read t inside a test');
      return app;
    },
    get w(): StaffWorld {
      if (!world) throw new Error('staffSuite: read w inside a test');
      return world;
    },
    /** ansatt, signed in with hut A chosen. */
    staff: async () => (await signIn(suite.t.app, 'ansatt', suite.w.hutA)).browser,
    /** A new cart at hut A for the lender, holding `n` free units. */
    cartFor: (browser: Browser, lender: number, n: number) =>
      newCart(browser, suite.t.database.db, suite.w.hutA, lender, n),
    put: (browser: Browser, url: string, body: object) => browser.request('PUT', url, { body }),
    /** The call is refused with the message and writes nothing. */
    expectRefusal: (
      call: () => Promise<Response>,
      status: number,
      message: string,
      field?: string,
    ) => refusedUnchanged(suite.t.database.db, call, status, message, field),
  };
  return suite;
}
