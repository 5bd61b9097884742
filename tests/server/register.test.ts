import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, userDataResponseSchema } from '../../src/shared/contracts';
import { nb } from '../../src/shared/texts/messages';
import { verifyPassword } from '../../src/server/db/passwords';
import { testDialects } from '../support/test-databases';
import { Browser, openTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

const valid = {
  name: 'Nina Nyregistrert',
  email: 'nina@eksempel.no',
  password: 'tursko-og-truger-7',
  password_confirmation: 'tursko-og-truger-7',
  accept_terms: true,
};

describe.each(testDialects)('POST /api/register on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const userCount = async () =>
    (await t.database.db.selectFrom('users').select('id').execute()).length;

  it.each([
    ['an empty body', {}, ['name', 'email', 'password', 'password_confirmation', 'accept_terms']],
    ['a bad email', { ...valid, email: 'ikke-epost' }, ['email']],
    [
      'a short password',
      { ...valid, password: 'kort', password_confirmation: 'kort' },
      ['password'],
    ],
    [
      'different passwords',
      { ...valid, password_confirmation: 'annerledes1' },
      ['password_confirmation'],
    ],
    ['a blank name', { ...valid, name: '   ' }, ['name']],
    ['wrong types', { ...valid, name: 42, email: ['x'] }, ['name', 'email']],
  ])('rejects %s with 422 field messages and writes nothing', async (_label, body, fields) => {
    const before = await userCount();
    const browser = new Browser(t.app);
    await browser.csrf();
    const response = await browser.post('/api/register', body);
    expect(response.statusCode).toBe(422);
    const error = errorBodySchema.parse(response.json());
    expect(error.message).toBe(nb.formIncomplete);
    expect(Object.keys(error.fields ?? {}).sort()).toEqual([...fields].sort());
    expect(await userCount()).toBe(before);
    expect(browser.cookies.has('utstyrsbod_session')).toBe(false);
  });

  it('gives the exact Norwegian texts of the contract', async () => {
    const browser = new Browser(t.app);
    await browser.csrf();
    const response = await browser.post('/api/register', {
      ...valid,
      name: '',
      password_confirmation: 'noe-annet',
    });
    const { fields } = errorBodySchema.parse(response.json());
    expect(fields?.name).toEqual(['Navn er påkrevd.']);
    expect(fields?.password_confirmation).toEqual([nb.passwordsDiffer]);
  });

  it('rejects a taken email (any case) with 422 on the email field', async () => {
    const before = await userCount();
    const browser = new Browser(t.app);
    await browser.csrf();
    const response = await browser.post('/api/register', {
      ...valid,
      email: 'Familie@Utstyrsbod.no',
    });
    expect(response.statusCode).toBe(422);
    expect(errorBodySchema.parse(response.json()).fields).toEqual({ email: [nb.emailTaken] });
    expect(await userCount()).toBe(before);
  });

  it('creates a pending, unverified user with a hashed password and signs them in', async () => {
    const browser = new Browser(t.app);
    await browser.csrf();
    const response = await browser.post('/api/register', valid);
    expect(response.statusCode).toBe(201);
    const body = userDataResponseSchema.parse(response.json());
    expect(body.user).toMatchObject({
      name: valid.name,
      email: valid.email,
      status: 'pending',
      isVerified: false,
      company_id: null,
    });
    expect(body.attached_companies).toEqual([]);
    expect(response.headers['x-session-expires-at']).toBeDefined();

    const row = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', valid.email)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).not.toContain(valid.password);
    expect(row.password_hash.startsWith('scrypt$')).toBe(true);
    expect(await verifyPassword(valid.password, row.password_hash)).toBe(true);
    expect(row.is_verified).toBe(0);

    const me = userDataResponseSchema.parse((await browser.get('/api/userdata')).json());
    expect(me.user.email).toBe(valid.email);
    // The new account can sign in with its password.
    const again = new Browser(t.app);
    expect((await again.login(valid.email, valid.password)).statusCode).toBe(200);
  });

  it('stores the phone in the form the counter finds it by, and attaches the chosen huts', async () => {
    const huts = await t.database.db
      .selectFrom('companies')
      .select('id')
      .where('status', '=', 'active')
      .orderBy('id')
      .limit(2)
      .execute();
    const browser = new Browser(t.app);
    await browser.csrf();
    const response = await browser.post('/api/register', {
      ...valid,
      email: 'familien.berg@eksempel.no',
      phone: '+47 934 56 789',
      company_ids: huts.map((h) => h.id),
    });
    expect(response.statusCode).toBe(201);
    const body = userDataResponseSchema.parse(response.json());
    expect(body.user.phone).toBe('93456789');
    expect(body.attached_companies.map((c) => [c.id, c.role]).sort()).toEqual(
      huts.map((h) => [h.id, 'borrower']).sort(),
    );
    // Each hut's tablets pull the new family as awaiting activation.
    const changes = await t.database.db
      .selectFrom('change_log')
      .select('company_id')
      .where('entity', '=', 'user')
      .where('entity_id', '=', String(body.user.id))
      .execute();
    expect(changes.map((c) => c.company_id).sort()).toEqual(huts.map((h) => h.id).sort());
  });

  it.each([
    ['no terms', { accept_terms: false }, 'accept_terms', nb.termsRequired],
    ['a phone that is not one', { phone: '12 34' }, 'phone', nb.phone],
    ['an unknown hut', { company_ids: [999_999] }, 'company_ids', nb.companyNotFound],
  ])('refuses %s in Norwegian and writes nothing', async (_label, change, field, message) => {
    const before = await userCount();
    const browser = new Browser(t.app);
    await browser.csrf();
    const response = await browser.post('/api/register', {
      ...valid,
      email: `ny.${field}@eksempel.no`,
      ...change,
    });
    expect(response.statusCode).toBe(422);
    expect(errorBodySchema.parse(response.json()).fields?.[field]).toEqual([message]);
    expect(await userCount()).toBe(before);
  });
});
