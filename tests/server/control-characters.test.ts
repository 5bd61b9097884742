import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, userDataResponseSchema } from '../../src/shared/contracts';
import { pushResponseSchema, syncRejectCodes } from '../../src/shared/contracts/sync';
import { testDialects } from '../support/test-databases';
import { device, freeUnits, inDays, newId, today } from './sync-fixtures';
import { Browser, openTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

const NUL = '\u0000';

const register = {
  name: 'Kari Nordmann',
  email: 'kari.kontroll@eksempel.no',
  password: 'Fjellvann-og-ski-42',
  password_confirmation: 'Fjellvann-og-ski-42',
  accept_terms: true,
};

const contact = {
  name: 'Per Spørsmål',
  phone: '+47 912 34 567',
  email: 'per@eksempel.no',
  message: 'Har dere truger i størrelse 38?',
};

/**
 * NUL and other control characters in text input. PostgreSQL refuses U+0000 in text outright, so
 * these used to answer 500 there (and a push holding one such op failed whole on every retry).
 */
describe.each(testDialects)('control characters in input on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a NUL or other control character in a query with 400 and a field message', async () => {
    for (const url of [
      '/api/public/items?q=%00',
      '/api/public/items?q=ski%00',
      '/api/public/items?q=%1B%5B2J',
      '/api/public/category?season=sommer%00',
      '/api/public/huts?county=Oslo%7F',
    ]) {
      const response = await new Browser(t.app).get(url);
      expect(response.statusCode, url).toBe(400);
      const body = errorBodySchema.parse(response.json());
      expect(body.error, url).toBe('bad_request');
      expect(
        Object.values(body.fields ?? {})
          .flat()
          .join(' '),
        url,
      ).toMatch(/ugyldige tegn/);
    }
  });

  it('refuses a name with NUL at registration with 422 and stores nothing', async () => {
    const before = await t.database.db.selectFrom('users').select('id').execute();
    const browser = new Browser(t.app);
    await browser.csrf();
    for (const name of [`Kari${NUL}`, 'Kari\u0007Nordmann', 'Kari\nNordmann']) {
      const response = await browser.post('/api/register', { ...register, name });
      expect(response.statusCode, JSON.stringify(name)).toBe(422);
      const body = errorBodySchema.parse(response.json());
      expect(Object.keys(body.fields ?? {})).toEqual(['name']);
      expect(body.fields?.name?.[0]).toMatch(/ugyldige tegn/);
    }
    const email = await browser.post('/api/register', { ...register, email: `kari${NUL}@x.no` });
    expect(email.statusCode).toBe(422);
    const after = await t.database.db.selectFrom('users').select('id').execute();
    expect(after.length).toBe(before.length);
  });

  it('refuses control characters at login with 422, not 500', async () => {
    const browser = new Browser(t.app);
    await browser.csrf();
    for (const body of [
      { email: 'demo@utstyrsbod.no', password: `demo${NUL}1234` },
      { email: `demo@utstyrsbod.no${NUL}`, password: 'demo1234' },
    ]) {
      expect((await browser.post('/api/login', body)).statusCode).toBe(422);
    }
  });

  it('refuses NUL in a contact message field with 422; a message keeps its line breaks', async () => {
    const rows = () => t.database.db.selectFrom('contact_messages').select('message').execute();
    const before = (await rows()).length;
    const browser = new Browser(t.app);
    await browser.csrf();
    for (const bad of [
      { ...contact, name: `Per${NUL}` },
      { ...contact, message: `Hei${NUL}` },
      { ...contact, message: 'Hei\u001b[31m' },
    ]) {
      const response = await browser.post('/api/contact', bad);
      expect(response.statusCode).toBe(422);
      expect(errorBodySchema.parse(response.json()).message).toBeTruthy();
    }
    expect((await rows()).length).toBe(before);
    const message = 'Hei!\r\nHar dere truger?\n\tStørrelse 38.';
    const ok = await browser.post('/api/contact', { ...contact, message });
    expect(ok.statusCode).toBe(201);
    expect((await rows()).map((r) => r.message)).toContain(message);
  });

  it('rejects only the push op with NUL in its deviceId; the rest of the batch is applied, also on replay', async () => {
    const browser = new Browser(t.app);
    const user = userDataResponseSchema.parse((await browser.login('ansatt@utstyrsbod.no')).json());
    const hut = user.attached_companies[0];
    if (!hut) throw new Error('ansatt has a hut');
    expect((await browser.post(`/api/company/${hut.id}/set`)).statusCode).toBe(200);
    const [unit] = await freeUnits(t.database.db, hut.id, 1);
    const customer = await t.database.db
      .selectFrom('company_user')
      .select('user_id')
      .where('company_id', '=', hut.id)
      .where('role', '=', 'borrower')
      .executeTakeFirstOrThrow();
    if (unit === undefined) throw new Error('a free unit');
    const dates = { loanDate: today(), expectedReturnDate: inDays(7) };
    const loanId = newId();
    const good = device(hut.id, user.user.id);
    const bad = device(hut.id, user.user.id, `tablet${NUL}1`);
    const ops = [
      good({
        type: 'cart.add',
        payload: {
          loanId,
          loanItemId: newId(),
          customerId: customer.user_id,
          unitId: unit,
          ...dates,
        },
      }),
      bad({ type: 'loan.receiveAll', payload: { loanId: newId() } }),
      good({ type: 'loan.handOut', payload: { loanId, ...dates } }),
    ];
    const appliedBefore = await t.database.db.selectFrom('applied_ops').select('op_id').execute();

    const first = await browser.post('/api/sync/push', { ops });
    expect(first.statusCode).toBe(200);
    const results = pushResponseSchema.parse(first.json()).results;
    expect(results.map((r) => r.outcome)).toEqual(['applied', 'rejected', 'applied']);
    const refusal = results[1];
    expect(refusal?.outcome === 'rejected' && refusal.code).toBe(syncRejectCodes.invalidOp);
    expect(refusal?.opId).toBe(ops[1]?.id);
    expect(refusal?.outcome === 'rejected' && Object.keys(refusal.fields ?? {})).toEqual([
      'deviceId',
    ]);

    // A retry of the whole batch: the good ops come back as duplicates, the bad one refused again.
    const again = pushResponseSchema.parse((await browser.post('/api/sync/push', { ops })).json());
    expect(again.results.map((r) => r.outcome)).toEqual(['duplicate', 'rejected', 'duplicate']);
    const appliedAfter = await t.database.db.selectFrom('applied_ops').select('op_id').execute();
    expect(appliedAfter.length - appliedBefore.length).toBe(2);
  });
});
