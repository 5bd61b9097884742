import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, sessionHeaders } from '../../src/shared/contracts';
import { nb } from '../../src/shared/texts/messages';
import { setFixedNow } from '../../src/server/db/clock';
import { testDialects } from '../support/test-databases';
import { Browser, openTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

const SESSION = 'utstyrsbod_session';

describe.each(testDialects)('session lifetime on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => setFixedNow(null));

  it('slides the idle expiry and deletes an expired session on sight', async () => {
    const browser = new Browser(t.app);
    const start = Date.now();
    setFixedNow(new Date(start));
    await browser.login('ansatt@utstyrsbod.no');
    const hash = createHash('sha256')
      .update(browser.cookies.get(SESSION) ?? '')
      .digest('hex');
    setFixedNow(new Date(start + 60 * 60_000));
    const later = await browser.get('/api/userdata');
    expect(later.statusCode).toBe(200);
    expect(Date.parse(String(later.headers[sessionHeaders.expiresAt]))).toBe(start + 180 * 60_000);
    setFixedNow(new Date(start + 181 * 60_000));
    expect((await browser.get('/api/userdata')).statusCode).toBe(401);
    const row = await t.database.db
      .selectFrom('sessions')
      .select('id_hash')
      .where('id_hash', '=', hash)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('keeps a remembered session for 30 days', async () => {
    const browser = new Browser(t.app);
    const response = await browser.login('familie@utstyrsbod.no', 'demo1234', true);
    const days =
      (Date.parse(String(response.headers[sessionHeaders.expiresAt])) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(response.cookies.find((c) => c.name === SESSION)?.maxAge).toBe(30 * 24 * 60 * 60);
  });
});

describe.each(testDialects)('a session about to end on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(dialect, { env: { SESSION_TTL_MINUTES: '1' } });
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => setFixedNow(null));

  it('is extended by any request in its last minute, however recent the previous one', async () => {
    const browser = new Browser(t.app);
    const start = Date.now();
    setFixedNow(new Date(start));
    await browser.login('ansatt@utstyrsbod.no');
    // 5 s later: well inside the 15 s write interval, but under 90 s remain.
    setFixedNow(new Date(start + 5_000));
    const stay = await browser.get('/api/userdata');
    expect(stay.statusCode).toBe(200);
    expect(Date.parse(String(stay.headers[sessionHeaders.expiresAt]))).toBe(start + 65_000);
  });
});

describe.each(testDialects)('login rate limit on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(dialect, { env: { LOGIN_RATE_LIMIT: '3' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 with a Norwegian message after LOGIN_RATE_LIMIT attempts a minute', async () => {
    const browser = new Browser(t.app);
    for (let i = 0; i < 3; i++) {
      expect((await browser.login('demo@utstyrsbod.no', 'gjett')).statusCode).toBe(422);
    }
    const blocked = await browser.login('demo@utstyrsbod.no');
    expect(blocked.statusCode).toBe(429);
    expect(errorBodySchema.parse(blocked.json())).toEqual({
      error: 'rate_limited',
      message: nb.tooManyAttempts,
    });
    expect(browser.cookies.has(SESSION)).toBe(false);
  });
});
