import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, userDataResponseSchema } from '../../src/shared/contracts';
import { mailTexts } from '../../src/shared/texts/mail';
import { nb } from '../../src/shared/texts/messages';
import { registrationTexts } from '../../src/shared/texts/registration';
import { setFixedNow } from '../../src/server/db/clock';
import { verifyPassword } from '../../src/server/db/passwords';
import { testDialects } from '../support/test-databases';
import { registerThroughLink, registrationToken } from './support/registration';
import { APP_ORIGIN, Browser, openTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

const valid = {
  name: 'Nina Nyregistrert',
  email: 'nina@eksempel.no',
  password: 'tursko-og-truger-7',
  password_confirmation: 'tursko-og-truger-7',
  accept_terms: true,
};

describe.each(testDialects)('registering by an emailed link on %s', (dialect) => {
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

  const mails = (to: string) =>
    t.database.db
      .selectFrom('mail_outbox')
      .select(['kind', 'subject', 'body', 'user_id'])
      .where('to_address', '=', to)
      .orderBy('id')
      .execute();
  const pendingFor = (email: string) =>
    t.database.db
      .selectFrom('pending_registrations')
      .selectAll()
      .where('email', '=', email)
      .execute();

  it('answers a taken address (any case) exactly as a new one, and emails its owner instead', async () => {
    const before = await userCount();
    const ask = async (email: string) => {
      const browser = new Browser(t.app);
      await browser.csrf();
      const response = await browser.post('/api/register', { ...valid, email });
      return { browser, response };
    };
    const taken = await ask('Familie@Utstyrsbod.no');
    const fresh = await ask('ny.adresse@eksempel.no');
    for (const { browser, response } of [taken, fresh]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: registrationTexts.mailSent });
      expect(response.cookies.map((c) => c.name)).toEqual([]);
      expect(browser.cookies.has('utstyrsbod_session')).toBe(false);
    }
    expect(Object.keys(taken.response.headers).sort()).toEqual(
      Object.keys(fresh.response.headers).sort(),
    );
    // Nothing is made yet, for either address.
    expect(await userCount()).toBe(before);

    // The owner hears that someone tried, and how to sign in; the account is as it was.
    const owner = await t.database.db
      .selectFrom('users')
      .select(['id', 'password_hash'])
      .where('email', '=', 'familie@utstyrsbod.no')
      .executeTakeFirstOrThrow();
    const [attempt, ...more] = await mails('familie@utstyrsbod.no');
    expect(more).toEqual([]);
    expect(attempt).toMatchObject({
      kind: 'registration_attempt',
      subject: mailTexts.registrationAttemptSubject,
      user_id: owner.id,
    });
    expect(attempt?.body).toContain(mailTexts.registrationAttemptHeading);
    expect(attempt?.body).toContain(`${APP_ORIGIN}/login`);
    expect(await pendingFor('familie@utstyrsbod.no')).toEqual([]);
    expect(await verifyPassword(valid.password, owner.password_hash)).toBe(false);

    // The new address gets the link that makes the account.
    const [link] = await mails('ny.adresse@eksempel.no');
    expect(link).toMatchObject({
      kind: 'registration_link',
      subject: mailTexts.registrationSubject,
    });
    expect(link?.body).toMatch(new RegExp(`${APP_ORIGIN}/bekreft-registrering#[A-Za-z0-9_-]{43}`));
    expect(await pendingFor('ny.adresse@eksempel.no')).toHaveLength(1);

    // Trying the taken address again and again emails its owner once an hour.
    for (let i = 0; i < 3; i++) await ask('familie@utstyrsbod.no');
    expect(await mails('familie@utstyrsbod.no')).toHaveLength(1);
  });

  it('makes the pending, unverified account when the link is opened, signs it in, and takes the link once', async () => {
    const browser = new Browser(t.app);
    await browser.csrf();
    expect((await browser.post('/api/register', valid)).statusCode).toBe(200);
    const token = await registrationToken(t.database.db, valid.email);
    // The pending row keeps hashes of the password and of the token, never either.
    const [pending] = await pendingFor(valid.email);
    expect(JSON.stringify(pending)).not.toContain(valid.password);
    expect(JSON.stringify(pending)).not.toContain(token);

    // Opened on another device (the phone's mail app): that device is signed in.
    const phone = new Browser(t.app);
    await phone.csrf();
    const response = await phone.post('/api/register/confirm', { token });
    expect(response.statusCode, response.body).toBe(201);
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
    expect(row.password_hash.startsWith('scrypt$')).toBe(true);
    expect(await verifyPassword(valid.password, row.password_hash)).toBe(true);
    expect(row.is_verified).toBe(0);
    const me = userDataResponseSchema.parse((await phone.get('/api/userdata')).json());
    expect(me.user.email).toBe(valid.email);
    expect((await new Browser(t.app).login(valid.email, valid.password)).statusCode).toBe(200);

    // The link works once.
    const other = new Browser(t.app);
    await other.csrf();
    const again = await other.post('/api/register/confirm', { token });
    expect(again.statusCode).toBe(422);
    expect(errorBodySchema.parse(again.json())).toEqual({
      error: 'registration_link_unknown',
      message: registrationTexts.linkUnknown,
    });
    expect(await pendingFor(valid.email)).toEqual([]);
  });

  it('refuses a link that is expired, made up or not one, and ends the other links of an address that got its account', async () => {
    const email = 'to.lenker@eksempel.no';
    const browser = new Browser(t.app);
    await browser.csrf();
    const start = Date.now();
    setFixedNow(new Date(start));
    try {
      await browser.post('/api/register', { ...valid, email });
      const first = await registrationToken(t.database.db, email);
      await browser.post('/api/register', { ...valid, email, name: 'Nina Igjen' });
      const second = await registrationToken(t.database.db, email);
      expect(second).not.toBe(first);

      setFixedNow(new Date(start + 25 * 3_600_000));
      const late = await browser.post('/api/register/confirm', { token: first });
      expect(late.statusCode).toBe(422);
      expect(errorBodySchema.parse(late.json()).error).toBe('registration_link_unknown');
      setFixedNow(new Date(start + 3_600_000));

      const madeUp = await browser.post('/api/register/confirm', { token: 'A'.repeat(43) });
      expect(errorBodySchema.parse(madeUp.json()).error).toBe('registration_link_unknown');
      const notOne = await browser.post('/api/register/confirm', { token: 'kort' });
      expect(notOne.statusCode).toBe(422);
      expect(errorBodySchema.parse(notOne.json()).fields?.token).toEqual([
        registrationTexts.linkUnknown,
      ]);

      const made = await browser.post('/api/register/confirm', { token: second });
      expect(made.statusCode).toBe(201);
      expect(userDataResponseSchema.parse(made.json()).user.name).toBe('Nina Igjen');
      const stranger = new Browser(t.app);
      await stranger.csrf();
      const other = await stranger.post('/api/register/confirm', { token: first });
      expect(errorBodySchema.parse(other.json()).error).toBe('registration_link_unknown');
      expect(await pendingFor(email)).toEqual([]);
    } finally {
      setFixedNow(null);
    }
  });

  it('refuses a link whose address got an account meanwhile, and ends its other links', async () => {
    const email = 'tatt.imens@eksempel.no';
    const browser = new Browser(t.app);
    await browser.csrf();
    await browser.post('/api/register', { ...valid, email });
    await browser.post('/api/register', { ...valid, email });
    const token = await registrationToken(t.database.db, email);
    // Another account moves to the address before the link is opened.
    const owner = new Browser(t.app);
    expect((await owner.login('flagget@utstyrsbod.no')).statusCode).toBe(200);
    const moved = await owner.request('PUT', '/api/me/email', {
      body: { email, password: 'demo1234' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const before = await userCount();
    const late = await browser.post('/api/register/confirm', { token });
    expect(late.statusCode).toBe(422);
    expect(errorBodySchema.parse(late.json())).toEqual({
      error: 'registration_email_taken',
      message: registrationTexts.emailTaken,
    });
    expect(await userCount()).toBe(before);
    expect(await pendingFor(email)).toEqual([]);
  });

  it('sends one address at most five links an hour, answering the same', async () => {
    const email = 'mange.lenker@eksempel.no';
    const browser = new Browser(t.app);
    await browser.csrf();
    for (let i = 0; i < 7; i++) {
      const response = await browser.post('/api/register', { ...valid, email });
      expect(response.json()).toEqual({ message: registrationTexts.mailSent });
    }
    expect(await mails(email)).toHaveLength(5);
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
    const response = await registerThroughLink(browser, t.database.db, {
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
