import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse as Response } from 'fastify';
import { csrfResponseSchema, errorBodySchema } from '../../src/shared/contracts';
import { setFixedNow } from '../../src/server/db/clock';
import { testDialects } from '../support/test-databases';
import { signIn, staffWorld } from './staff-world';
import type { StaffWorld } from './staff-world';
import { Browser, openTestApp, openTwinApp } from './support/test-app';
import type { TestApp } from './support/test-app';

const XSRF = 'XSRF-TOKEN';
const SESSION = 'utstyrsbod_session';
const contact = { name: 'Per', phone: '+47 912 34 567', email: 'per@eksempel.no', message: 'Hei' };

const tokenCookie = (response: Response) =>
  response.cookies.find((c) => c.name === XSRF && c.value !== '')?.value;

const expect419 = (response: Response) => {
  expect(response.statusCode).toBe(419);
  expect(errorBodySchema.parse(response.json()).error).toBe('xsrf_mismatch');
};

/** Sends `token` as both the XSRF cookie and the header, as a forger who can set cookies would. */
function forge(browser: Browser, token: string) {
  browser.cookies.set(XSRF, token);
}

describe.each(testDialects)('XSRF tokens bound to the session on %s', (dialect) => {
  let t: TestApp;
  let w: StaffWorld;
  beforeAll(async () => {
    t = await openTestApp(dialect);
    w = await staffWorld(t.database.db);
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => setFixedNow(null));

  const contactRows = async () =>
    (await t.database.db.selectFrom('contact_messages').select('id').execute()).length;

  it('refuses a token the visitor invented, even with cookie and header equal', async () => {
    const before = await contactRows();
    for (const invented of [
      'A'.repeat(43),
      'x'.repeat(64),
      `${'n'.repeat(22)}.${'m'.repeat(43)}`,
      '0123456789abcdefghijklmnopqrstuvwxyzABCDEFG',
    ]) {
      const browser = new Browser(t.app);
      forge(browser, invented);
      expect419(await browser.post('/api/contact', contact));
      // The refusal hands out a real token (as GET /csrf-cookie would): forge again.
      forge(browser, invented);
      expect419(await browser.post('/api/login', { email: 'demo@utstyrsbod.no', password: 'x' }));
    }
    expect(await contactRows()).toBe(before);
  });

  it('refuses an invented token and another session’s token for a signed-in user', async () => {
    const { browser: victim } = await signIn(t.app, 'ansatt', w.hutA);
    const { browser: attacker } = await signIn(t.app, 'familie');
    const attackersToken = attacker.cookies.get(XSRF) ?? '';
    expect(attackersToken).not.toBe('');

    forge(victim, 'A'.repeat(43));
    expect419(await victim.post(`/api/company/${w.hutA}/set`));
    forge(victim, attackersToken);
    expect419(await victim.post(`/api/company/${w.hutA}/set`));
    // An anonymous token (valid for visitors) is not one for a session either.
    const anonymous = new Browser(t.app);
    forge(victim, await anonymous.csrf());
    expect419(await victim.post(`/api/company/${w.hutA}/set`));
  });

  it('gives visitors a token for login, register and contact', async () => {
    const browser = new Browser(t.app);
    const token = await browser.csrf();
    expect((await browser.post('/api/contact', contact)).statusCode).toBe(201);
    expect(browser.cookies.get(XSRF)).toBe(token);
    const login = await browser.login('familie@utstyrsbod.no');
    expect(login.statusCode).toBe(200);
  });

  it('answers login with a fresh token for the new session; the visitor’s token no longer passes', async () => {
    const browser = new Browser(t.app);
    const anonymous = await browser.csrf();
    const login = await browser.login('ansatt@utstyrsbod.no');
    expect(login.statusCode).toBe(200);
    const fresh = tokenCookie(login);
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(anonymous);
    // The page reads the cookie; the service worker reads the body of /csrf-cookie: the same.
    const body = csrfResponseSchema.parse((await browser.get('/csrf-cookie')).json());
    expect(body.token).toBe(fresh);
    expect((await browser.post(`/api/company/${w.hutA}/set`)).statusCode).toBe(200);

    const stale = await browser.request('POST', `/api/company/${w.hutA}/set`, {
      xsrf: false,
      headers: { 'x-xsrf-token': anonymous },
    });
    expect419(stale);

    // Signing in again (another account) rotates the session and so the token again.
    const again = await browser.login('demo@utstyrsbod.no');
    expect(again.statusCode).toBe(200);
    expect(tokenCookie(again)).toBeDefined();
    expect(tokenCookie(again)).not.toBe(fresh);
  });

  it('answers logout with a fresh visitor token that works at once', async () => {
    const { browser } = await signIn(t.app, 'familie');
    const sessionToken = browser.cookies.get(XSRF);
    const logout = await browser.post('/api/logout');
    expect(logout.statusCode).toBe(200);
    const fresh = tokenCookie(logout);
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(sessionToken);
    expect((await browser.post('/api/contact', contact)).statusCode).toBe(201);
    expect((await browser.login('familie@utstyrsbod.no')).statusCode).toBe(200);
  });

  it('hands a visitor token back once the session has expired, so signing in again works', async () => {
    const start = Date.now();
    setFixedNow(new Date(start));
    const { browser } = await signIn(t.app, 'familie');
    setFixedNow(new Date(start + 121 * 60_000));
    const expired = await browser.get('/api/userdata');
    expect(expired.statusCode).toBe(401);
    expect(browser.cookies.has(SESSION)).toBe(false);
    expect(tokenCookie(expired)).toBeDefined();
    expect((await browser.login('familie@utstyrsbod.no')).statusCode).toBe(200);
  });

  it('never lets a late answer to a request sent before login put the visitor token back', async () => {
    const browser = new Browser(t.app);
    const visitorToken = await browser.csrf();
    expect((await browser.login('ansatt@utstyrsbod.no')).statusCode).toBe(200);
    // Sent by another tab (or the worker) just before the login, answered just after it.
    const late = await t.app.inject({
      method: 'GET',
      url: '/csrf-cookie',
      headers: { cookie: `${XSRF}=${visitorToken}` },
    });
    expect(late.statusCode).toBe(200);
    expect(csrfResponseSchema.parse(late.json()).token).toBe(visitorToken);
    expect(tokenCookie(late)).toBeUndefined();
    expect((await browser.post(`/api/company/${w.hutA}/set`)).statusCode).toBe(200);
  });

  it('keeps one token per session however often it is asked for (tabs and the service worker)', async () => {
    const { browser } = await signIn(t.app, 'ansatt', w.hutA);
    const tokens = await Promise.all(
      Array.from(
        { length: 5 },
        async () => csrfResponseSchema.parse((await browser.get('/csrf-cookie')).json()).token,
      ),
    );
    expect(new Set(tokens).size).toBe(1);
    expect(tokens[0]).toBe(browser.cookies.get(XSRF));
  });

  it('accepts a token issued by another API process on the same database', async () => {
    const twin = await openTwinApp(t);
    try {
      const visitor = new Browser(t.app);
      await visitor.csrf();
      const onTwin = new Browser(twin.app);
      for (const [k, v] of visitor.cookies) onTwin.cookies.set(k, v);
      expect((await onTwin.post('/api/contact', contact)).statusCode).toBe(201);

      const { browser } = await signIn(t.app, 'ansatt', w.hutA);
      const staffOnTwin = new Browser(twin.app);
      for (const [k, v] of browser.cookies) staffOnTwin.cookies.set(k, v);
      expect((await staffOnTwin.post(`/api/company/${w.hutA}/set`)).statusCode).toBe(200);
    } finally {
      await twin.close();
    }
  });
});
