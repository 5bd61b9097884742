import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/shared/contracts';
import { nb } from '../../src/shared/texts/messages';
import { setFixedNow } from '../../src/server/db/clock';
import { testDialects } from '../support/test-databases';
import { Browser, DEMO_PASSWORD, openTestApp, openTwinApp } from './support/test-app';
import type { TestApp } from './support/test-app';

const SESSION = 'utstyrsbod_session';
const DEVICE = 'utstyrsbod_device';

/** A visitor with an XSRF token, on one app (one API process). */
async function visitor(app: FastifyInstance): Promise<Browser> {
  const browser = new Browser(app);
  await browser.csrf();
  return browser;
}

const guess = (browser: Browser, email: string, opts: { remoteAddress?: string } = {}) =>
  browser.request('POST', '/api/login', {
    body: { email, password: 'feil-passord' },
    ...opts,
  });

/** Failed logins to one account, each from another address. */
async function guessSpread(app: FastifyInstance, email: string, count: number) {
  for (let i = 0; i < count; i++) {
    const response = await guess(await visitor(app), email, { remoteAddress: `203.0.113.${i}` });
    expect(response.statusCode).toBe(422);
  }
}

const expectThrottled = (response: Awaited<ReturnType<Browser['request']>>) => {
  expect(response.statusCode).toBe(429);
  expect(errorBodySchema.parse(response.json())).toEqual({
    error: 'rate_limited',
    message: nb.tooManyAttempts,
  });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
};

describe.each(testDialects)('login throttling on %s', (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    setFixedNow(null);
    await t?.close();
    t = undefined;
  });

  it('is shared by every API process: two processes on one database do not double it', async () => {
    t = await openTestApp(dialect, { env: { LOGIN_RATE_LIMIT: '4' } });
    const twin = await openTwinApp(t, { LOGIN_RATE_LIMIT: '4' });
    try {
      const [first, second] = [await visitor(t.app), await visitor(twin.app)];
      const on = (i: number) => (i % 2 === 0 ? first : second);
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        // Another unknown account every time: only the client address is counted.
        const response = await guess(on(i), `ingen${i}@utstyrsbod.no`);
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([422, 422, 422, 422, 429, 429, 429, 429]);
    } finally {
      await twin.close();
    }
  });

  it('never lets two concurrent attempts, on two processes, both take the last place', async () => {
    t = await openTestApp(dialect, { env: { LOGIN_RATE_LIMIT: '4' } });
    const twin = await openTwinApp(t, { LOGIN_RATE_LIMIT: '4' });
    try {
      const [first, second] = [await visitor(t.app), await visitor(twin.app)];
      const on = (i: number) => (i % 2 === 0 ? first : second);
      const responses = await Promise.all(
        Array.from({ length: 12 }, (_, i) => guess(on(i), `samtidig${i}@utstyrsbod.no`)),
      );
      const statuses = responses.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 422)).toHaveLength(4);
      expect(statuses.filter((s) => s === 429)).toHaveLength(8);
    } finally {
      await twin.close();
    }
  });

  it('counts per account below the address: ten typos lock that account, not the hut behind one address', async () => {
    t = await openTestApp(dialect, {
      env: { LOGIN_RATE_LIMIT: '10', LOGIN_ACCOUNT_RATE_LIMIT: '5' },
    });
    const typist = await visitor(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await guess(typist, 'familie@utstyrsbod.no')).statusCode);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429, 429, 429, 429, 429]);
    // Even the right password waits until the minute is over.
    expectThrottled(await typist.login('familie@utstyrsbod.no', DEMO_PASSWORD));
    expect(typist.cookies.has(SESSION)).toBe(false);

    // Colleagues behind the same address still get in, again and again.
    for (const email of ['ansatt@utstyrsbod.no', 'demo@utstyrsbod.no', 'ny@utstyrsbod.no']) {
      for (let i = 0; i < 3; i++) {
        const colleague = await visitor(t.app);
        expect((await colleague.login(email)).statusCode, email).toBe(200);
      }
    }
  });

  it('never lets one address lock the account for someone signing in elsewhere', async () => {
    t = await openTestApp(dialect, { env: { LOGIN_RATE_LIMIT: '100' } });
    const attacker = await visitor(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await guess(attacker, 'familie@utstyrsbod.no', {
        remoteAddress: '203.0.113.66',
      });
      statuses.push(response.statusCode);
    }
    // LOGIN_ACCOUNT_RATE_LIMIT (5) for this account from this address …
    expect(statuses).toEqual([422, 422, 422, 422, 422, ...Array<number>(7).fill(429)]);
    // … while the family, on a new device at home, gets in at once.
    const family = await visitor(t.app);
    const home = await family.request('POST', '/api/login', {
      body: { email: 'familie@utstyrsbod.no', password: DEMO_PASSWORD },
      remoteAddress: '198.51.100.7',
    });
    expect(home.statusCode).toBe(200);
  });

  it('slows a guesser spread over addresses, but a device that signed in before still gets in, on every process', async () => {
    const env = {
      LOGIN_RATE_LIMIT: '100',
      LOGIN_ACCOUNT_RATE_LIMIT: '3',
      LOGIN_ACCOUNT_WIDE_RATE_LIMIT: '8',
    };
    t = await openTestApp(dialect, { env });
    const twin = await openTwinApp(t, env);
    try {
      const email = 'ansatt@utstyrsbod.no';
      // The counter's tablet signed in yesterday, on this process, and signed out.
      const tablet = await visitor(t.app);
      const at = { remoteAddress: '192.0.2.10' };
      const first = await tablet.request('POST', '/api/login', {
        body: { email, password: DEMO_PASSWORD },
        ...at,
      });
      expect(first.statusCode).toBe(200);
      expect(tablet.cookies.has(DEVICE)).toBe(true);
      await tablet.post('/api/logout');

      // Guesses from ten addresses, on the other process: three each get through, until the
      // account has had eight failures this minute from devices it does not know.
      const attacker = await visitor(twin.app);
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) {
        for (let j = 0; j < 3; j++) {
          const response = await guess(attacker, email, { remoteAddress: `203.0.113.${i}` });
          statuses.push(response.statusCode);
        }
      }
      expect(statuses.filter((s) => s === 422)).toHaveLength(8);
      expect(statuses.slice(8).every((s) => s === 429)).toBe(true);

      // A new device, even with the right password, waits for the minute …
      const stranger = await visitor(t.app);
      expectThrottled(
        await stranger.request('POST', '/api/login', {
          body: { email, password: DEMO_PASSWORD },
          remoteAddress: '198.51.100.50',
        }),
      );
      // … the tablet does not, on either process, even from the attacker's address.
      for (const app of [twin.app, t.app]) {
        const known = new Browser(app);
        for (const [name, value] of tablet.cookies) known.cookies.set(name, value);
        const again = await known.request('POST', '/api/login', {
          body: { email, password: DEMO_PASSWORD },
          remoteAddress: '203.0.113.1',
        });
        expect(again.statusCode).toBe(200);
        for (const [name, value] of known.cookies) tablet.cookies.set(name, value);
        await tablet.post('/api/logout');
      }

      // The tablet is limited by its own failures: three, then it waits like anyone.
      const typos: number[] = [];
      for (let i = 0; i < 4; i++) typos.push((await guess(tablet, email, at)).statusCode);
      expect(typos).toEqual([422, 422, 422, 429]);
    } finally {
      await twin.close();
    }
  });

  it('knows a device only for the accounts it signed in to, stores only its hash, and renews it at each login', async () => {
    t = await openTestApp(dialect, {
      env: { LOGIN_RATE_LIMIT: '100', LOGIN_ACCOUNT_WIDE_RATE_LIMIT: '5' },
    });
    const tablet = await visitor(t.app);
    const response = await tablet.login('ansatt@utstyrsbod.no');
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === DEVICE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/login' });
    expect(cookie?.maxAge).toBeGreaterThan(30 * 86_400);
    const token = cookie?.value ?? '';
    const rows = await t.database.db.selectFrom('login_devices').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);
    await tablet.post('/api/logout');

    // Another account is locked from everywhere else: the tablet never signed in to it.
    for (let i = 0; i < 5; i++) {
      await guess(await visitor(t.app), 'demo@utstyrsbod.no', { remoteAddress: `203.0.113.${i}` });
    }
    expectThrottled(await tablet.login('demo@utstyrsbod.no'));

    // A new token at every login; the old one is known no more.
    await guessSpread(t.app, 'ansatt@utstyrsbod.no', 5);
    const renewed = await tablet.login('ansatt@utstyrsbod.no');
    expect(renewed.statusCode).toBe(200);
    expect(tablet.cookies.get(DEVICE)).not.toBe(token);
    const stale = new Browser(t.app);
    await stale.csrf();
    stale.cookies.set(DEVICE, token);
    expectThrottled(await stale.login('ansatt@utstyrsbod.no'));
  });

  it('lets a device with a remembered session of the account in while others are locked out', async () => {
    t = await openTestApp(dialect, {
      env: { LOGIN_RATE_LIMIT: '100', LOGIN_ACCOUNT_WIDE_RATE_LIMIT: '5' },
    });
    const phone = await visitor(t.app);
    expect((await phone.login('familie@utstyrsbod.no', DEMO_PASSWORD, true)).statusCode).toBe(200);
    // Only the "Husk meg" session: as a device that signed in before this cookie existed.
    phone.cookies.delete(DEVICE);
    await guessSpread(t.app, 'familie@utstyrsbod.no', 5);
    expectThrottled(await (await visitor(t.app)).login('familie@utstyrsbod.no'));
    expect((await phone.login('familie@utstyrsbod.no', DEMO_PASSWORD, true)).statusCode).toBe(200);
  });

  it('forgets the devices of an account whose password changed', async () => {
    t = await openTestApp(dialect, {
      env: { LOGIN_RATE_LIMIT: '100', LOGIN_ACCOUNT_WIDE_RATE_LIMIT: '5' },
    });
    const email = 'familie@utstyrsbod.no';
    const laptop = await visitor(t.app);
    expect((await laptop.login(email)).statusCode).toBe(200);
    await laptop.post('/api/logout');
    const phone = await visitor(t.app);
    expect((await phone.login(email)).statusCode).toBe(200);
    const password = 'Fjellvann-og-ski-42';
    const changed = await phone.request('PUT', '/api/me/password', {
      body: { current_password: DEMO_PASSWORD, password, password_confirmation: password },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await guessSpread(t.app, email, 5);
    // The laptop knew the old password only: it waits like any other device.
    expectThrottled(await laptop.login(email, password));
  });

  it('lets the account in again once its minute is over', async () => {
    t = await openTestApp(dialect, {
      env: { LOGIN_RATE_LIMIT: '10', LOGIN_ACCOUNT_RATE_LIMIT: '2' },
    });
    const start = Date.now();
    setFixedNow(new Date(start));
    const browser = await visitor(t.app);
    await guess(browser, 'familie@utstyrsbod.no');
    await guess(browser, 'familie@utstyrsbod.no');
    expectThrottled(await browser.login('familie@utstyrsbod.no'));
    setFixedNow(new Date(start + 61_000));
    expect((await browser.login('familie@utstyrsbod.no')).statusCode).toBe(200);
  });

  it('takes the client address from the trusted proxy hop, never from an X-Forwarded-For the client wrote', async () => {
    t = await openTestApp(dialect, { env: { LOGIN_RATE_LIMIT: '5', TRUST_PROXY: 'true' } });
    const browser = await visitor(t.app);
    let through = 0;
    for (let i = 0; i < 30; i++) {
      // The client invents an address; the one proxy in front appends the real one.
      const invented = `10.${i}.${(i * 7) % 255}.${(i * 13) % 255}`;
      const response = await browser.request('POST', '/api/login', {
        body: { email: `gjett${i}@utstyrsbod.no`, password: 'feil-passord' },
        headers: { 'x-forwarded-for': `${invented}, 203.0.113.7` },
        remoteAddress: '127.0.0.1',
      });
      if (response.statusCode === 422) through++;
      else expectThrottled(response);
    }
    expect(through).toBe(5);
    // Another real client behind the same proxy is counted apart.
    const other = await browser.request('POST', '/api/login', {
      body: { email: 'ansatt@utstyrsbod.no', password: DEMO_PASSWORD },
      headers: { 'x-forwarded-for': '203.0.113.7, 198.51.100.20' },
    });
    expect(other.statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For without a trusted proxy, and honours a hop count of two', async () => {
    t = await openTestApp(dialect, { env: { LOGIN_RATE_LIMIT: '3' } });
    const direct = await visitor(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await direct.request('POST', '/api/login', {
        body: { email: `direkte${i}@utstyrsbod.no`, password: 'feil-passord' },
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 429, 429]);
    await t.close();

    t = await openTestApp(dialect, { env: { LOGIN_RATE_LIMIT: '3', TRUST_PROXY: '2' } });
    const proxied = await visitor(t.app);
    const results: number[] = [];
    for (let i = 0; i < 5; i++) {
      // invented, client (seen by the outer proxy), outer proxy (seen by the inner one).
      const response = await proxied.request('POST', '/api/login', {
        body: { email: `to-hopp${i}@utstyrsbod.no`, password: 'feil-passord' },
        headers: { 'x-forwarded-for': `192.0.2.${i}, 203.0.113.9, 10.0.0.2` },
      });
      results.push(response.statusCode);
    }
    expect(results).toEqual([422, 422, 422, 429, 429]);
  });

  it('limits register and contact with the same shared counters, per form', async () => {
    t = await openTestApp(dialect, { env: { LOGIN_RATE_LIMIT: '2' } });
    const twin = await openTwinApp(t, { LOGIN_RATE_LIMIT: '2' });
    try {
      const [first, second] = [await visitor(t.app), await visitor(twin.app)];
      const on = (i: number) => (i % 2 === 0 ? first : second);
      const contact = { name: 'Per', phone: '+47 912 34 567', email: 'per@x.no', message: 'Hei' };
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        statuses.push((await on(i).post('/api/contact', contact)).statusCode);
      }
      expect(statuses).toEqual([201, 201, 429]);
      const password = 'Fjellvann-og-ski-42';
      const registered: number[] = [];
      for (let i = 0; i < 3; i++) {
        const browser = await visitor(i % 2 ? twin.app : t.app);
        const response = await browser.post('/api/register', {
          name: 'Kari',
          email: `kari.grense${i}@eksempel.no`,
          password,
          password_confirmation: password,
          accept_terms: true,
        });
        registered.push(response.statusCode);
      }
      expect(registered).toEqual([200, 200, 429]);
      const last = await (await visitor(t.app)).post('/api/contact', contact);
      expectThrottled(last);
    } finally {
      await twin.close();
    }
  });

  it('cleans up counter rows once their window is over', async () => {
    t = await openTestApp(dialect, { env: { LOGIN_RATE_LIMIT: '5' } });
    const db = t.database.db;
    const start = Date.now();
    setFixedNow(new Date(start));
    const browser = await visitor(t.app);
    for (let i = 0; i < 3; i++) await guess(browser, `rydd${i}@utstyrsbod.no`);
    const during = await db.selectFrom('rate_limit_counters').selectAll().execute();
    expect(during.length).toBeGreaterThanOrEqual(4);
    // Nothing in the table says who or where: keys are keyed hashes.
    expect(JSON.stringify(during)).not.toMatch(/rydd|127\.0\.0\.1/);

    setFixedNow(new Date(start + 10 * 60_000));
    await guess(browser, 'senere@utstyrsbod.no');
    const after = await db.selectFrom('rate_limit_counters').selectAll().execute();
    const stale = after.filter((r) => Date.parse(r.window_ends_at) <= start + 10 * 60_000);
    expect(stale).toEqual([]);
    expect(after.length).toBeGreaterThan(0);
  });
});
