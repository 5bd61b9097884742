import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  csrfResponseSchema,
  errorBodySchema,
  sessionHeaders,
  userDataResponseSchema,
} from '../../src/shared/contracts';
import { nb } from '../../src/shared/texts/messages';
import { setFixedNow } from '../../src/server/db/clock';
import { testDialects } from '../support/test-databases';
import { APP_ORIGIN, Browser, openTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

const SESSION = 'utstyrsbod_session';

describe.each(testDialects)('auth protocol on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => setFixedNow(null));

  it('GET /csrf-cookie sets a readable XSRF-TOKEN cookie and returns the same token', async () => {
    const browser = new Browser(t.app);
    const response = await browser.get('/csrf-cookie');
    expect(response.statusCode).toBe(200);
    const { token } = csrfResponseSchema.parse(response.json());
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toBe(token);
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    // A second call keeps the token, so concurrent tabs never invalidate each other.
    expect(csrfResponseSchema.parse((await browser.get('/csrf-cookie')).json()).token).toBe(token);
  });

  it('rejects mutating requests without a matching X-XSRF-TOKEN with 419', async () => {
    const browser = new Browser(t.app);
    const body = { email: 'demo@utstyrsbod.no', password: 'demo1234' };
    const noCookie = await browser.request('POST', '/api/login', { body, xsrf: false });
    expect(noCookie.statusCode).toBe(419);
    await browser.csrf();
    const missing = await browser.request('POST', '/api/login', { body, xsrf: false });
    expect(missing.statusCode).toBe(419);
    expect(errorBodySchema.parse(missing.json())).toEqual({
      error: 'xsrf_mismatch',
      message: nb.sessionExpired,
    });
    const wrong = await browser.request('POST', '/api/login', {
      body,
      xsrf: false,
      headers: { 'x-xsrf-token': 'x'.repeat(43) },
    });
    expect(wrong.statusCode).toBe(419);
    expect(browser.cookies.has(SESSION)).toBe(false);
  });

  it('answers a foreign Origin with 403 Invalid Origin, and lets the own origin through', async () => {
    const browser = new Browser(t.app);
    await browser.csrf();
    const evil = { origin: 'https://evil.example' };
    for (const response of [
      await browser.get('/api/public/data', evil),
      await browser.get('/csrf-cookie', evil),
      await browser.post('/api/login', { email: 'demo@utstyrsbod.no', password: 'x' }, evil),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'invalid_origin', message: 'Invalid Origin' });
    }
    expect((await browser.get('/api/public/data', { origin: APP_ORIGIN })).statusCode).toBe(200);
  });

  it('answers /api/userdata with 401 when signed out', async () => {
    const response = await new Browser(t.app).get('/api/userdata');
    expect(response.statusCode).toBe(401);
    expect(errorBodySchema.parse(response.json()).error).toBe('unauthenticated');
    expect(response.headers[sessionHeaders.expiresAt]).toBeUndefined();
  });

  it('refuses a wrong password or unknown email with 422 and the Norwegian error', async () => {
    const browser = new Browser(t.app);
    for (const email of ['demo@utstyrsbod.no', 'ingen@utstyrsbod.no']) {
      const response = await browser.login(email, 'feil-passord');
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        error: 'Feil epostadresse eller passord.',
        message: 'Feil epostadresse eller passord.',
      });
    }
    expect(browser.cookies.has(SESSION)).toBe(false);
  });

  it('signs in with the right password: user, huts, session cookie and headers', async () => {
    const browser = new Browser(t.app);
    const response = await browser.login('DEMO@utstyrsbod.no');
    expect(response.statusCode).toBe(200);
    const body = userDataResponseSchema.parse(response.json());
    expect(body.user.email).toBe('demo@utstyrsbod.no');
    expect(body.attached_companies).toHaveLength(2);
    expect(body.attached_companies.every((c) => c.role === 'admin')).toBe(true);
    const cookie = response.cookies.find((c) => c.name === SESSION);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    const serverTime = String(response.headers[sessionHeaders.serverTime]);
    const expiresAt = String(response.headers[sessionHeaders.expiresAt]);
    expect(new Date(serverTime).toISOString()).toBe(serverTime);
    const minutes = (Date.parse(expiresAt) - Date.parse(serverTime)) / 60_000;
    expect(minutes).toBeGreaterThan(119);
    expect(minutes).toBeLessThanOrEqual(120);

    const again = await browser.get('/api/userdata');
    expect(userDataResponseSchema.parse(again.json()).user.id).toBe(body.user.id);
    expect(again.headers[sessionHeaders.expiresAt]).toBeDefined();
    // Public answers to a signed-in user carry the headers too.
    expect(
      (await browser.get('/api/public/data')).headers[sessionHeaders.serverTime],
    ).toBeDefined();
  });

  it('stores only the hash of the session id', async () => {
    const browser = new Browser(t.app);
    await browser.login('ansatt@utstyrsbod.no');
    const raw = browser.cookies.get(SESSION) ?? '';
    const hash = createHash('sha256').update(raw).digest('hex');
    const rows = await t.database.db.selectFrom('sessions').select('id_hash').execute();
    expect(rows.some((r) => r.id_hash === hash)).toBe(true);
    expect(rows.some((r) => r.id_hash === raw)).toBe(false);
  });

  it('rotates the session id at login and kills the previous session', async () => {
    const browser = new Browser(t.app);
    await browser.login('familie@utstyrsbod.no');
    const before = browser.cookies.get(SESSION);
    expect(before).toBeDefined();
    await browser.login('demo@utstyrsbod.no');
    const after = browser.cookies.get(SESSION);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);

    const old = new Browser(t.app);
    old.cookies.set(SESSION, before ?? '');
    expect((await old.get('/api/userdata')).statusCode).toBe(401);
    const current = userDataResponseSchema.parse((await browser.get('/api/userdata')).json());
    expect(current.user.email).toBe('demo@utstyrsbod.no');
  });

  it('logout ends the session on the server', async () => {
    const browser = new Browser(t.app);
    await browser.login('familie@utstyrsbod.no');
    const token = browser.cookies.get(SESSION) ?? '';
    const response = await browser.post('/api/logout');
    expect(response.statusCode).toBe(200);
    expect(response.headers[sessionHeaders.expiresAt]).toBeUndefined();
    expect(browser.cookies.has(SESSION)).toBe(false);
    const replay = new Browser(t.app);
    replay.cookies.set(SESSION, token);
    expect((await replay.get('/api/userdata')).statusCode).toBe(401);
  });
});
