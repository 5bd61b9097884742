import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setFixedNow } from '../../src/server/db/clock';
import { migrateToLatest, migrateUpTo } from '../../src/server/db/migrate';
import { listInvites } from '../../src/server/services/staff/hut-invites';
import { hashSecretToken } from '../../src/server/services/security/secret-tokens';
import { hutPeopleTexts as texts } from '../../src/shared/texts/hut-people';
import { openTestDatabase, testDialects } from '../support/test-databases';
import { staffWorld } from './staff-world';
import type { StaffWorld } from './staff-world';
import { APP_ORIGIN, Browser, DEMO_PASSWORD, openTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';
import { registerThroughLink } from './support/registration';

const PASSWORD = 'Fjellvann-og-ski-42';
const LINK = /^(\S+\/invitasjon#token=)([A-Za-z0-9_-]{43})$/m;

/**
 * A hut admin invites by email: the answer names no one and is the same whether or not the
 * address has an account; the role is given only when the invited account accepts the emailed
 * one-time link, signed in; registering with the address gives nothing by itself.
 */
describe.each(testDialects)('staff invitations by emailed link on %s', (dialect) => {
  let t: TestApp;
  let w: StaffWorld;
  let admin: Browser;
  let hutName: string;
  let serial = 0;
  beforeAll(async () => {
    t = await openTestApp(dialect);
    w = await staffWorld(t.database.db);
    admin = new Browser(t.app);
    expect((await admin.login('demo@utstyrsbod.no')).statusCode).toBe(200);
    hutName = (
      await t.database.db
        .selectFrom('companies')
        .select('name')
        .where('id', '=', w.hutA)
        .executeTakeFirstOrThrow()
    ).name;
  });
  afterEach(() => setFixedNow(null));
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.database.db;
  const fresh = (what: string) => `${what}-${++serial}-${dialect}@eksempel.no`;
  const roleAt = async (userId: number) =>
    (
      await db()
        .selectFrom('company_user')
        .select('role')
        .where('company_id', '=', w.hutA)
        .where('user_id', '=', userId)
        .executeTakeFirst()
    )?.role ?? null;
  const invite = (email: string, role?: string) =>
    admin.request('POST', `/api/company/${w.hutA}/invites`, {
      body: role === undefined ? { email } : { email, role },
    });
  /** The newest invitation email to the address, and the token of its link. */
  const mailTo = async (email: string) => {
    const mail = await db()
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', email)
      .where('kind', '=', 'staff_invite')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const link = LINK.exec(mail.body);
    if (!link?.[2]) throw new Error(`no link in ${mail.body}`);
    return { mail, origin: link[1], token: link[2] };
  };
  const accept = (browser: Browser, token: string) =>
    browser.request('POST', '/api/invites/accept', { body: { token } });
  /** The link's screen asks, signed out. */
  const preview = async (token: string) => {
    const visitor = new Browser(t.app);
    await visitor.csrf();
    return visitor.request('POST', '/api/invites/preview', { body: { token } });
  };
  const register = async (email: string) => {
    const browser = new Browser(t.app);
    await browser.csrf();
    const made = await registerThroughLink(browser, db(), {
      name: 'Ny Person',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      accept_terms: true,
    });
    expect(made.statusCode, made.body).toBe(201);
    return { browser, id: made.json<{ user: { id: number } }>().user.id };
  };
  const signedIn = async (email: string, password = DEMO_PASSWORD) => {
    const browser = new Browser(t.app);
    expect((await browser.login(email, password)).statusCode).toBe(200);
    return browser;
  };
  const pending = async (email: string) =>
    db()
      .selectFrom('hut_invites')
      .selectAll()
      .where('company_id', '=', w.hutA)
      .where('email', '=', email)
      .executeTakeFirstOrThrow();

  it('answers the same for an address with and without an account, names no one, and gives no role', async () => {
    const nora = 'nora.larsen@eksempel.no';
    const newcomer = fresh('ukjent');
    const noraBefore = await roleAt(w.users.nora);
    const withAccount = await invite('Nora.Larsen@eksempel.no');
    const withoutAccount = await invite(newcomer);
    expect(withAccount.statusCode, withAccount.body).toBe(200);
    expect(withoutAccount.statusCode).toBe(200);
    const a = withAccount.json<{ message: string }>().message;
    const b = withoutAccount.json<{ message: string }>().message;
    expect(a).toBe(texts.invited(nora, texts.roles.staff));
    expect(a.replace(nora, '<adresse>')).toBe(b.replace(newcomer, '<adresse>'));
    expect(Object.keys(withAccount.json<object>())).toEqual(['message']);
    expect(a).not.toMatch(/Nora|Larsen/);
    // Nothing is granted until the link is accepted.
    expect(await roleAt(w.users.nora)).toBe(noraBefore);

    // The email: a link to the app's screen with a token that the database keeps only hashed.
    const { mail, origin, token } = await mailTo(nora);
    expect(origin).toBe(`${APP_ORIGIN}/invitasjon#token=`);
    expect(mail.user_id).toBeNull();
    expect(mail.company_id).toBe(w.hutA);
    expect(mail.subject).toContain(hutName);
    expect(mail.body).toContain(nora);
    const row = await pending(nora);
    expect(row.token_hash).toBe(hashSecretToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.role).toBe('staff');
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(7 * 86_400_000);
    const listed = await admin.get(`/api/company/${w.hutA}/invites`);
    expect(listed.json()).toMatchObject({
      invites: expect.arrayContaining([
        expect.objectContaining({
          email: nora,
          role: 'staff',
          expires_at: row.expires_at,
          expired: false,
        }),
        expect.objectContaining({ email: newcomer }),
      ]),
    });
  });

  it('refuses another signed-in account with a Norwegian message, changing nothing; the invited one gets the role once', async () => {
    const nora = 'nora.larsen@eksempel.no';
    await invite(nora);
    const { token } = await mailTo(nora);
    const noraBefore = await roleAt(w.users.nora);
    const liseBefore = await roleAt(w.users.lise);

    const lise = await signedIn('lise.hansen@eksempel.no');
    const wrong = await accept(lise, token);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      error: 'invite_wrong_account',
      message: texts.inviteWrongAccount(nora),
    });
    expect(await roleAt(w.users.lise)).toBe(liseBefore);
    expect(await roleAt(w.users.nora)).toBe(noraBefore);
    expect((await pending(nora)).accepted_at).toBeNull();

    const noraSession = await signedIn(nora);
    const accepted = await accept(noraSession, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({
      message: texts.inviteAccepted(texts.roles.staff, hutName),
      company_id: w.hutA,
      role: 'staff',
    });
    expect(await roleAt(w.users.nora)).toBe('staff');
    // She now reaches the hut as staff.
    expect((await noraSession.post(`/api/company/${w.hutA}/set`)).statusCode).toBe(200);

    // Once: demoted afterwards, the same link does not make her staff again.
    expect(
      (
        await admin.request('PUT', `/api/company/${w.hutA}/people/${w.users.nora}/role`, {
          body: { role: 'borrower' },
        })
      ).statusCode,
    ).toBe(200);
    const again = await accept(noraSession, token);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ error: 'invite_used', message: texts.inviteLinkUsed });
    expect(await roleAt(w.users.nora)).toBe('borrower');
    const used = await preview(token);
    expect(used.json()).toMatchObject({ message: texts.inviteLinkUsed });
    // An accepted invitation is no longer listed.
    const listed = await admin.get(`/api/company/${w.hutA}/invites`);
    expect(
      listed.json<{ invites: { email: string }[] }>().invites.map((i) => i.email),
    ).not.toContain(nora);
  });

  it('refuses an expired link, shown and accepted alike', async () => {
    const email = fresh('utlopt');
    const { id } = await register(email);
    setFixedNow(new Date(Date.now() - 8 * 86_400_000));
    expect((await invite(email)).statusCode).toBe(200);
    setFixedNow(null);
    const { token } = await mailTo(email);
    const shown = await preview(token);
    expect(shown.statusCode).toBe(422);
    expect(shown.json()).toMatchObject({
      error: 'invite_expired',
      message: texts.inviteLinkExpired(hutName),
    });
    const refused = await accept(await signedIn(email, PASSWORD), token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: 'invite_expired' });
    expect(await roleAt(id)).toBeNull();
    // The admin sees it as expired, to invite again.
    const listed = await admin.get(`/api/company/${w.hutA}/invites`);
    expect(listed.json()).toMatchObject({
      invites: expect.arrayContaining([expect.objectContaining({ email, expired: true })]),
    });
  });

  it('gives no role for registering with the invited address; the link accepted afterwards gives the chosen role', async () => {
    const email = fresh('ny-admin');
    expect((await invite(email, 'admin')).json()).toEqual({
      message: texts.invited(email, texts.roles.admin),
    });
    const { token } = await mailTo(email);
    const { browser, id } = await register(email);
    expect(await roleAt(id)).toBeNull();
    expect((await browser.post(`/api/company/${w.hutA}/set`)).statusCode).toBe(403);

    // The link's screen, signed out: which hut, which role, for which address.
    const shown = await preview(token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({
      hut: { id: w.hutA, name: hutName },
      role: 'admin',
      email,
    });
    const anonymous = new Browser(t.app);
    await anonymous.csrf();
    expect((await accept(anonymous, token)).statusCode).toBe(401);
    expect(await roleAt(id)).toBeNull();

    const accepted = await accept(browser, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ role: 'admin', company_id: w.hutA });
    expect(await roleAt(id)).toBe('admin');
  });

  it('never lowers a higher role at the hut', async () => {
    await invite('demo@utstyrsbod.no', 'staff');
    const { token } = await mailTo('demo@utstyrsbod.no');
    const kept = await accept(admin, token);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toEqual({
      message: texts.inviteAlreadyHeld(texts.roles.admin, hutName),
      company_id: w.hutA,
      role: 'admin',
    });
    expect(await roleAt(w.users.demo)).toBe('admin');
  });

  it('replaces the link when the address is invited again, and a withdrawn one stops working', async () => {
    const email = fresh('to-ganger');
    await invite(email);
    const first = (await mailTo(email)).token;
    await invite(email);
    const second = (await mailTo(email)).token;
    expect(second).not.toBe(first);
    expect((await preview(first)).json()).toMatchObject({ error: 'invite_unknown' });
    expect((await preview(second)).statusCode).toBe(200);
    const { id } = await pending(email);
    const withdrawn = await admin.request('DELETE', `/api/company/${w.hutA}/invites/${id}`);
    expect(withdrawn.statusCode).toBe(200);
    expect((await preview(second)).json()).toMatchObject({
      error: 'invite_unknown',
      message: texts.inviteLinkUnknown,
    });
  });

  it('refuses a role other than staff or admin, and a token that is no link of ours', async () => {
    const email = fresh('laaner');
    const bad = await invite(email, 'borrower');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ fields: { role: [texts.invalidInviteRole] } });
    expect(
      await db().selectFrom('hut_invites').select('id').where('email', '=', email).execute(),
    ).toEqual([]);
    const malformed = await accept(admin, 'ikke-en-lenke');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toMatchObject({ fields: { token: [texts.inviteLinkUnknown] } });
  });
});

describe.each(testDialects)('migration 0032 on %s', (dialect) => {
  it('keeps an invitation made before the links, expired and without a token', async () => {
    const earlier = await openTestDatabase(dialect, { bare: true });
    try {
      await migrateUpTo(earlier.db, dialect, '0030-reservation-waitlist');
      const at = '2026-01-05T10:00:00.000Z';
      await sql`insert into companies (name, county, municipality, town, created_at)
        values ('Gammel bod', 'Oslo', 'Oslo', 'Oslo', ${at})`.execute(earlier.db);
      const hut = await earlier.db.selectFrom('companies').select('id').executeTakeFirstOrThrow();
      await sql`insert into hut_invites (company_id, email, invited_by, created_at)
        values (${hut.id}, 'gammel@eksempel.no', null, ${at})`.execute(earlier.db);
      await migrateToLatest(earlier.db, dialect);
      const [row] = await earlier.db.selectFrom('hut_invites').selectAll().execute();
      expect(row).toMatchObject({
        email: 'gammel@eksempel.no',
        token_hash: null,
        role: 'staff',
        expires_at: at,
        accepted_at: null,
      });
      expect(await listInvites(earlier.db, hut.id)).toEqual([
        expect.objectContaining({ email: 'gammel@eksempel.no', expires_at: at, expired: true }),
      ]);
    } finally {
      await earlier.destroy();
    }
  });
});
