import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/shared/contracts';
import { nb } from '../../src/shared/texts/messages';
import { testDialects } from '../support/test-databases';
import { Browser, openTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

const BAD_QUERIES = [
  '/api/public/items?page=-1',
  '/api/public/items?page=0',
  '/api/public/items?page=abc',
  '/api/public/items?page=1.5',
  '/api/public/items?page=1&page=2',
  '/api/public/items?page=99999999999',
  '/api/public/items?categoryIds=1,,2',
  '/api/public/items?categoryIds=abc',
  '/api/public/items?categoryIds=1;DROP TABLE products',
  '/api/public/items?categoryIds=99999999999',
  '/api/public/items?category_id=-3',
  '/api/public/items?companyId=99999999999',
  '/api/public/items?companyId=1e3x',
  `/api/public/items?q=${'x'.repeat(101)}`,
  '/api/public/catalogue?since=x',
  '/api/public/catalogue?since=-1',
  `/api/public/category?season=${'s'.repeat(61)}`,
  `/api/public/huts?county=${'c'.repeat(81)}`,
];

describe.each(testDialects)('bad input on %s', (dialect) => {
  let t: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    t = await openTestApp(dialect);
    browser = new Browser(t.app);
    await browser.csrf();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers garbage query parameters with 400 and field messages, never 500', async () => {
    for (const url of BAD_QUERIES) {
      const response = await browser.get(encodeURI(url));
      expect(response.statusCode, url).toBe(400);
      const body = errorBodySchema.parse(response.json());
      expect(body.error, url).toBe('bad_request');
      expect(body.message, url).toBe(nb.invalidQuery);
      expect(Object.keys(body.fields ?? {}).length, url).toBeGreaterThan(0);
    }
  });

  it('answers malformed JSON with 400 and a Norwegian message', async () => {
    const response = await browser.request('POST', '/api/login', {
      body: '{"email": "demo@utstyrsbod.no", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json())).toEqual({
      error: 'bad_request',
      message: nb.malformedJson,
    });
  });

  it('refuses prototype pollution in JSON with 400', async () => {
    const response = await browser.request('POST', '/api/login', {
      body: '{"__proto__": {"admin": true}, "email": "demo@utstyrsbod.no"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).message).toBe(nb.malformedJson);
  });

  it('treats an empty JSON body as no body', async () => {
    const response = await browser.request('POST', '/api/logout', {
      body: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    const login = await browser.request('POST', '/api/login', {
      body: ' ',
      headers: { 'content-type': 'application/json' },
    });
    expect(login.statusCode).toBe(422);
  });

  it('answers bodies of the wrong shape with 422 in Norwegian', async () => {
    for (const body of ['[1,2]', 'null', '"tekst"', '{"email": 5, "password": true}']) {
      const response = await browser.request('POST', '/api/login', {
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, body).toBe(422);
      const error = errorBodySchema.parse(response.json());
      expect(error.message).toBe(nb.formIncomplete);
      for (const messages of Object.values(error.fields ?? {})) {
        for (const message of messages) expect(message).not.toMatch(/Invalid input|expected/);
      }
    }
  });

  it('answers a body that is not JSON with 415/422, and unknown API paths with a JSON 404', async () => {
    const xml = await browser.request('POST', '/api/contact', {
      body: '<melding>hei</melding>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.statusCode).toBe(415);
    expect(errorBodySchema.parse(xml.json()).message).toBe(nb.unsupportedMediaType);
    // Plain text is parsed as a string, which is not a valid form.
    const text = await browser.request('POST', '/api/contact', {
      body: 'hei',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(422);
    const missing = await browser.get('/api/finnes-ikke');
    expect(missing.statusCode).toBe(404);
    expect(errorBodySchema.parse(missing.json())).toEqual({
      error: 'not_found',
      message: nb.notFound,
    });
  });
});

describe('requests refused before routing', () => {
  it('answers a malformed URL and an over-long path parameter in Norwegian', async () => {
    const t = await openTestApp('sqlite');
    try {
      for (const url of [
        '/api/%zz',
        `/api/public/${'%'}`,
        `/api/company/${'1'.repeat(5000)}/set`,
      ]) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, url).toBeLessThan(500);
        expect(errorBodySchema.parse(response.json()).message, url).toBe(nb.badRequest);
      }
    } finally {
      await t.close();
    }
  });
});

describe.each(testDialects)('server errors on %s', (dialect) => {
  it('answers a failing database with a generic 500 that reveals nothing', async () => {
    const t = await openTestApp(dialect);
    try {
      // A broken schema makes the next query fail inside the driver.
      await t.database.db.schema.dropTable('change_log').execute();
      const response = await new Browser(t.app).get('/api/public/catalogue');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: 'server_error', message: nb.serverError });
    } finally {
      await t.close();
    }
  });
});
