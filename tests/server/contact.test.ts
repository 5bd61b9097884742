import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactResponseSchema, errorBodySchema } from '../../src/shared/contracts';
import { nb } from '../../src/shared/texts/messages';
import { testDialects } from '../support/test-databases';
import { Browser, openTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

const valid = {
  name: 'Per Spørsmål',
  phone: '+47 912 34 567',
  email: 'per@eksempel.no',
  message: 'Har dere truger i størrelse 38?',
};

describe.each(testDialects)('POST /api/contact on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const stored = () => t.database.db.selectFrom('contact_messages').selectAll().execute();

  it('stores a valid message and answers 201', async () => {
    const browser = new Browser(t.app);
    await browser.csrf();
    const response = await browser.post('/api/contact', valid);
    expect(response.statusCode).toBe(201);
    const body = contactResponseSchema.parse(response.json());
    expect(body.message).toBe(nb.contactStored);
    const row = (await stored()).find((r) => r.id === body.id);
    expect(row).toMatchObject({ ...valid, handled_at: null });
  });

  it.each([
    ['everything missing', {}, ['name', 'phone', 'email', 'message']],
    ['a bad phone and email', { ...valid, phone: 'ring meg', email: 'per@' }, ['phone', 'email']],
    ['a blank message', { ...valid, message: '  ' }, ['message']],
    ['a too long message', { ...valid, message: 'x'.repeat(5001) }, ['message']],
  ])('rejects %s with 422 and stores nothing', async (_label, body, fields) => {
    const before = (await stored()).length;
    const browser = new Browser(t.app);
    await browser.csrf();
    const response = await browser.post('/api/contact', body);
    expect(response.statusCode).toBe(422);
    const error = errorBodySchema.parse(response.json());
    expect(Object.keys(error.fields ?? {}).sort()).toEqual([...fields].sort());
    expect((await stored()).length).toBe(before);
  });

  it('stores nothing without the XSRF header', async () => {
    const before = (await stored()).length;
    const browser = new Browser(t.app);
    await browser.csrf();
    const response = await browser.request('POST', '/api/contact', { body: valid, xsrf: false });
    expect(response.statusCode).toBe(419);
    expect((await stored()).length).toBe(before);
  });
});
