import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/schema';
import { errorBodySchema } from '../../src/shared/contracts/errors';
import {
  myDataExportSchema,
  myPageChangeSchema,
  myPageSchema,
  mySessionsSchema,
} from '../../src/shared/contracts/profile';
import type { MyPage } from '../../src/shared/contracts/profile';
import { nb } from '../../src/shared/texts/messages';
import { profileMessages as pm } from '../../src/shared/texts/profile';
import { testDialects } from '../support/test-databases';
import { signIn, staffWorld } from './staff-world';
import type { Response, StaffWorld } from './staff-world';
import { registerThroughLink } from './support/registration';
import { Browser, DEMO_PASSWORD, openTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';
import { cart, device, freeUnits, newId, push, staff } from './sync-fixtures';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const NEW_PASSWORD = 'Fjellvann-og-ski-42';

function refusal(response: Response, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  return errorBodySchema.parse(response.json());
}

const page = (response: Response): MyPage => {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return myPageChangeSchema.parse(response.json()).page;
};

let accounts = 0;

/** A new borrower, registered through the API and signed in (with a device's User-Agent). */
async function newBorrower(t: TestApp, agent = CHROME_ANDROID) {
  const email = `minside-${++accounts}-${Date.now()}@eksempel.no`;
  const browser = new Browser(t.app);
  await browser.csrf();
  const response = await registerThroughLink(
    browser,
    t.database.db,
    {
      name: 'Siri Fjell',
      email,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      accept_terms: true,
    },
    { 'user-agent': agent },
  );
  expect(response.statusCode, response.body).toBe(201);
  const { id } = await t.database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { browser, email, id };
}

async function loginWith(t: TestApp, email: string, password: string, agent?: string) {
  const browser = new Browser(t.app);
  await browser.csrf();
  const response = await browser.request('POST', '/api/login', {
    body: { email, password },
    ...(agent ? { headers: { 'user-agent': agent } } : {}),
  });
  return { browser, response };
}

async function userChanges(db: Kysely<Database>, userId: number, after: number) {
  return db
    .selectFrom('change_log')
    .select(['company_id', 'op'])
    .where('entity', '=', 'user')
    .where('entity_id', '=', String(userId))
    .where('id', '>', after)
    .orderBy('company_id')
    .execute();
}

async function cursor(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('change_log')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

describe.each(testDialects)('Min side on %s', (dialect) => {
  let t: TestApp;
  let w: StaffWorld;
  let db: Kysely<Database>;
  beforeAll(async () => {
    t = await openTestApp(dialect);
    db = t.database.db;
    w = await staffWorld(db);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('reading', () => {
    it('gives the family its children, current loans with unit numbers and notes, and previous loans', async () => {
      const { browser } = await signIn(t.app, 'familie');
      const response = await browser.get('/api/me');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const me = myPageSchema.parse(response.json());
      expect(me.user.email).toBe('familie@utstyrsbod.no');
      expect(me.members.map((m) => m.name)).toEqual(['Emma', 'Jonas']);
      expect(me.members[0]).toMatchObject({ height: 128, shoeSize: 32, helmetSize: '52-56' });

      const loans = await db
        .selectFrom('loans')
        .select(['id', 'status'])
        .where('customer_id', '=', w.users.familie)
        .execute();
      const ids = (status: string) =>
        loans
          .filter((l) => l.status === status)
          .map((l) => l.id)
          .sort();
      // The cart staff are preparing (draft) is not a loan yet.
      expect(me.loans.current.map((l) => l.id).sort()).toEqual(ids('open'));
      expect(me.loans.previous.map((l) => l.id).sort()).toEqual(ids('closed'));
      const open = me.loans.current[0];
      expect(open?.items).toHaveLength(3);
      for (const item of open?.items ?? []) {
        expect(item.unitId).toBeGreaterThan(0);
        expect(item.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(item.status).toBe('lent');
      }
      expect(me.loans.previous.every((l) => l.items.every((i) => i.notes.length === 0))).toBe(true);
      const newestFirst = me.loans.previous.map((l) => l.loanDate);
      expect(newestFirst).toEqual([...newestFirst].sort().reverse());
    });

    it('shows the hut’s notes on a unit while it is with the person', async () => {
      const { browser } = await signIn(t.app, 'familie');
      const me = myPageSchema.parse((await browser.get('/api/me')).json());
      const item = me.loans.current[0]?.items[0];
      if (!item || !open(me)) throw new Error('familie has no open loan');
      await db
        .insertInto('notes')
        .values({
          id: newId(),
          company_id: open(me).hut.id,
          unit_id: item.unitId,
          text: 'Bakbremsen tar litt sent.',
          created_by: w.users.ansatt,
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
          deleted_at: null,
        })
        .execute();
      const again = myPageSchema.parse((await browser.get('/api/me')).json());
      expect(again.loans.current[0]?.items[0]?.notes).toContain('Bakbremsen tar litt sent.');
    });

    it('gives a person without loans and children empty lists', async () => {
      const { browser } = await newBorrower(t);
      const me = myPageSchema.parse((await browser.get('/api/me')).json());
      expect(me.members).toEqual([]);
      expect(me.loans).toEqual({ current: [], previous: [] });
      expect(me.attached_companies).toEqual([]);
    });

    it('answers 401 without a session', async () => {
      const visitor = new Browser(t.app);
      refusal(await visitor.get('/api/me'), 401);
      refusal(await visitor.get('/api/me/export'), 401);
    });
  });

  describe('name and phone', () => {
    it('saves them and tells every hut’s counter', async () => {
      const { browser } = await signIn(t.app, 'jonas');
      const before = await cursor(db);
      const changed = page(
        await browser.request('PUT', '/api/me/profile', {
          body: { name: '  Jonas J. Johansen ', phone: '+47 912 34 567' },
        }),
      );
      // Stored in the one form registration uses (src/shared/domain/phone.ts).
      expect(changed.user).toMatchObject({ name: 'Jonas J. Johansen', phone: '91234567' });
      const huts = await db
        .selectFrom('company_user')
        .select('company_id')
        .where('user_id', '=', w.users.jonas)
        .execute();
      const changes = await userChanges(db, w.users.jonas, before);
      expect(changes.map((c) => c.op)).toEqual(huts.map(() => 'upsert'));
      expect(changes.map((c) => c.company_id).sort()).toEqual(huts.map((h) => h.company_id).sort());

      const cleared = page(
        await browser.request('PUT', '/api/me/profile', { body: { name: 'Jonas', phone: '' } }),
      );
      expect(cleared.user.phone).toBeNull();
    });

    it('refuses bad input in Norwegian and changes nothing', async () => {
      const { browser } = await signIn(t.app, 'lise');
      const before = await db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', w.users.lise)
        .executeTakeFirstOrThrow();
      for (const [body, field, message] of [
        [{ name: '', phone: '' }, 'name', nb.required('Navn')],
        [{ name: 'Lise', phone: 'ring meg' }, 'phone', nb.phone],
        [{ name: 'Lise\u0000', phone: '' }, 'name', nb.controlCharacters('Navn')],
        [{ name: 'x'.repeat(121), phone: '' }, 'name', nb.tooLong('Navn', 120)],
      ] as const) {
        const error = refusal(await browser.request('PUT', '/api/me/profile', { body }), 422);
        expect(error.fields?.[field]).toEqual([message]);
      }
      const after = await db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', w.users.lise)
        .executeTakeFirstOrThrow();
      expect(after).toEqual(before);
    });
  });

  describe('children', () => {
    it('keeps at most four, with the SPEC’s texts, and a retry does not add twice', async () => {
      const { browser, id } = await newBorrower(t);
      const add = (body: object) => browser.request('POST', '/api/me/members', { body });

      const unnamed = refusal(await add({ name: '   ', height: 120 }), 422);
      expect(unnamed.fields?.name).toEqual([pm.childNameRequired]);

      const first = { id: newId(), name: 'Emma', height: 128, shoeSize: 32.5, helmetSize: '52-56' };
      expect((await add(first)).statusCode).toBe(201);
      const retried = page(await add(first));
      expect(retried.members).toEqual([
        { id: first.id, name: 'Emma', height: 128, shoeSize: 32.5, helmetSize: '52-56' },
      ]);
      for (const name of ['Jonas', 'Ella', 'Noah'])
        expect((await add({ name })).statusCode).toBe(201);

      const fifth = refusal(await add({ name: 'Olivia' }), 422);
      expect(fifth).toEqual({ error: 'too_many_children', message: pm.tooManyChildren });
      const stored = await db
        .selectFrom('members')
        .select('name')
        .where('user_id', '=', id)
        .execute();
      expect(stored).toHaveLength(4);
    });

    it('never stores a fifth child when two are added at once', async () => {
      const { browser, id } = await newBorrower(t);
      for (const name of ['A', 'B', 'C']) {
        await browser.request('POST', '/api/me/members', { body: { name } });
      }
      const answers = await Promise.all(
        ['D', 'E'].map((name) => browser.request('POST', '/api/me/members', { body: { name } })),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
      const stored = await db
        .selectFrom('members')
        .select('id')
        .where('user_id', '=', id)
        .execute();
      expect(stored).toHaveLength(4);
    });

    it('checks the sizes, edits and removes, and never touches another person’s child', async () => {
      const { browser } = await newBorrower(t);
      const added = page(
        await browser.request('POST', '/api/me/members', { body: { name: 'Emma' } }),
      );
      const child = added.members[0];
      if (!child) throw new Error('no child');
      for (const [body, field, message] of [
        [{ name: 'Emma', height: 12 }, 'height', pm.height],
        [{ name: 'Emma', height: 120.5 }, 'height', pm.height],
        [{ name: 'Emma', shoeSize: 31.3 }, 'shoeSize', pm.shoeSize],
        [
          { name: 'Emma', helmetSize: '5\u001b2' },
          'helmetSize',
          nb.controlCharacters('Hjelmstørrelse'),
        ],
      ] as const) {
        const error = refusal(
          await browser.request('PUT', `/api/me/members/${child.id}`, { body }),
          422,
        );
        expect(error.fields?.[field]).toEqual([message]);
      }
      const edited = page(
        await browser.request('PUT', `/api/me/members/${child.id}`, {
          body: { name: 'Emma N.', height: 130, shoeSize: 33, helmetSize: '' },
        }),
      );
      expect(edited.members).toEqual([
        { id: child.id, name: 'Emma N.', height: 130, shoeSize: 33, helmetSize: null },
      ]);

      const family = await db
        .selectFrom('members')
        .select('id')
        .where('user_id', '=', w.users.familie)
        .execute();
      const theirs = family[0]?.id ?? '';
      const notMine = refusal(await browser.request('DELETE', `/api/me/members/${theirs}`), 404);
      expect(notMine.message).toBe(pm.childNotFound);
      refusal(
        await browser.request('PUT', `/api/me/members/${theirs}`, { body: { name: 'X' } }),
        404,
      );
      expect(
        await db.selectFrom('members').select('name').where('id', '=', theirs).execute(),
      ).toHaveLength(1);
      refusal(await browser.request('DELETE', '/api/me/members/ikke-en-id'), 400);

      const removed = page(await browser.request('DELETE', `/api/me/members/${child.id}`));
      expect(removed.members).toEqual([]);
    });
  });

  describe('email and password', () => {
    it('changes the email only with the right password, and the new one signs in', async () => {
      const { browser, email } = await newBorrower(t);
      const newEmail = `byttet-${Date.now()}@eksempel.no`;
      const wrong = refusal(
        await browser.request('PUT', '/api/me/email', {
          body: { email: newEmail, password: 'feil-passord' },
        }),
        422,
      );
      expect(wrong.fields?.password).toEqual([pm.wrongPassword]);
      const taken = refusal(
        await browser.request('PUT', '/api/me/email', {
          body: { email: 'familie@utstyrsbod.no', password: NEW_PASSWORD },
        }),
        422,
      );
      expect(taken.fields?.email).toEqual([nb.emailTaken]);
      const invalid = refusal(
        await browser.request('PUT', '/api/me/email', {
          body: { email: 'ikke en adresse', password: NEW_PASSWORD },
        }),
        422,
      );
      expect(invalid.fields?.email).toEqual([nb.email]);

      const changed = page(
        await browser.request('PUT', '/api/me/email', {
          body: { email: newEmail.toUpperCase(), password: NEW_PASSWORD },
        }),
      );
      expect(changed.user.email).toBe(newEmail);
      // The session goes on; the old address no longer signs in, the new one does.
      expect((await browser.get('/api/me')).statusCode).toBe(200);
      expect((await loginWith(t, email, NEW_PASSWORD)).response.statusCode).toBe(422);
      expect((await loginWith(t, newEmail, NEW_PASSWORD)).response.statusCode).toBe(200);
    });

    it('changes the password under the registration policy and signs out the other devices', async () => {
      const { browser, email } = await newBorrower(t);
      const other = await loginWith(t, email, NEW_PASSWORD, SAFARI_IPHONE);
      expect(other.response.statusCode).toBe(200);
      const change = (body: object) => browser.request('PUT', '/api/me/password', { body });

      const wrong = refusal(
        await change({
          current_password: 'feil-passord',
          password: 'Sykkel-og-telt-77',
          password_confirmation: 'Sykkel-og-telt-77',
        }),
        422,
      );
      expect(wrong.fields?.current_password).toEqual([pm.wrongPassword]);
      for (const [body, field, message] of [
        [
          { current_password: NEW_PASSWORD, password: 'kort', password_confirmation: 'kort' },
          'password',
          nb.passwordTooShort,
        ],
        [
          {
            current_password: NEW_PASSWORD,
            password: 'passord123',
            password_confirmation: 'passord123',
          },
          'password',
          nb.passwordTooCommon,
        ],
        [
          {
            current_password: NEW_PASSWORD,
            password: 'abcdefgh',
            password_confirmation: 'abcdefgh',
          },
          'password',
          nb.passwordTooWeak,
        ],
        [
          {
            current_password: NEW_PASSWORD,
            password: NEW_PASSWORD,
            password_confirmation: NEW_PASSWORD,
          },
          'password',
          pm.samePassword,
        ],
        [
          {
            current_password: NEW_PASSWORD,
            password: 'Sykkel-og-telt-77',
            password_confirmation: 'Sykkel-og-telt-78',
          },
          'password_confirmation',
          nb.passwordsDiffer,
        ],
      ] as const) {
        expect(refusal(await change(body), 422).fields?.[field]).toEqual([message]);
      }
      expect((await other.browser.get('/api/me')).statusCode).toBe(200);

      const cookieBefore = browser.cookies.get('utstyrsbod_session');
      const done = await change({
        current_password: NEW_PASSWORD,
        password: 'Sykkel-og-telt-77',
        password_confirmation: 'Sykkel-og-telt-77',
      });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toEqual({ message: pm.passwordChanged });
      // This device goes on in a new session (new cookie and XSRF token); the other is out.
      expect(browser.cookies.get('utstyrsbod_session')).not.toBe(cookieBefore);
      expect((await browser.get('/api/me')).statusCode).toBe(200);
      expect(
        (await browser.request('POST', '/api/me/members', { body: { name: 'Emma' } })).statusCode,
      ).toBe(201);
      expect((await other.browser.get('/api/me')).statusCode).toBe(401);
      const sessions = mySessionsSchema.parse((await browser.get('/api/me/sessions')).json());
      expect(sessions.sessions).toHaveLength(1);
      expect(sessions.sessions[0]).toMatchObject({ current: true, device: 'Chrome på Android' });

      expect((await loginWith(t, email, NEW_PASSWORD)).response.statusCode).toBe(422);
      expect((await loginWith(t, email, 'Sykkel-og-telt-77')).response.statusCode).toBe(200);
    });

    it('limits wrong passwords per account like login does', async () => {
      const { browser } = await newBorrower(t);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const response = await browser.request('DELETE', '/api/me', {
          body: { password: `feil-${i}` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    });
  });

  describe('huts', () => {
    it('joins a hut as a borrower, keeping the account’s status', async () => {
      const { browser, body } = await signIn(t.app, 'ny');
      expect(body.user.status).toBe('pending');
      const before = await cursor(db);
      const joined = page(await browser.request('PUT', `/api/me/huts/${w.hutB}`));
      expect(joined.attached_companies).toContainEqual(
        expect.objectContaining({ id: w.hutB, role: 'borrower' }),
      );
      expect(joined.user.status).toBe('pending');
      expect(joined.user.isVerified).toBe(false);
      expect(await userChanges(db, w.users.ny, before)).toContainEqual({
        company_id: w.hutB,
        op: 'upsert',
      });
      // Again: nothing changes.
      const again = page(await browser.request('PUT', `/api/me/huts/${w.hutB}`));
      expect(again.attached_companies).toEqual(joined.attached_companies);
      refusal(await browser.request('PUT', '/api/me/huts/999999'), 404);
    });

    it('refuses to leave a hut with loans not back, or a staff role; leaves otherwise', async () => {
      const family = await signIn(t.app, 'familie');
      const open = refusal(await family.browser.request('DELETE', `/api/me/huts/${w.hutA}`), 422);
      const hutA = await db
        .selectFrom('companies')
        .select('name')
        .where('id', '=', w.hutA)
        .executeTakeFirstOrThrow();
      expect(open).toEqual({ error: 'open_loans', message: pm.openLoansAtHut(hutA.name) });

      // Hut B: only a closed loan there, so the family stays on its counter as a customer.
      const before = await cursor(db);
      const left = page(await family.browser.request('DELETE', `/api/me/huts/${w.hutB}`));
      expect(left.attached_companies.map((c) => c.id)).not.toContain(w.hutB);
      expect(left.loans.previous.some((l) => l.hut.id === w.hutB)).toBe(true);
      expect(await userChanges(db, w.users.familie, before)).toEqual([
        { company_id: w.hutB, op: 'upsert' },
      ]);
      refusal(await family.browser.request('DELETE', `/api/me/huts/${w.hutB}`), 404);

      const staffer = await signIn(t.app, 'ansatt');
      const stays = refusal(await staffer.browser.request('DELETE', `/api/me/huts/${w.hutA}`), 422);
      expect(stays.error).toBe('staff_role');
      expect(stays.message).toBe(pm.staffRoleStays(hutA.name));
      const role = await db
        .selectFrom('company_user')
        .select('role')
        .where('user_id', '=', w.users.ansatt)
        .where('company_id', '=', w.hutA)
        .executeTakeFirst();
      expect(role?.role).toBe('staff');
    });

    it('tells a hut the person left without loans there to drop them', async () => {
      const { browser, id } = await newBorrower(t);
      page(await browser.request('PUT', `/api/me/huts/${w.hutA}`));
      const before = await cursor(db);
      page(await browser.request('DELETE', `/api/me/huts/${w.hutA}`));
      expect(await userChanges(db, id, before)).toEqual([{ company_id: w.hutA, op: 'delete' }]);
    });
  });

  describe('sessions and the data export', () => {
    it('lists the signed-in devices and signs out the others', async () => {
      const { browser, email } = await newBorrower(t, CHROME_ANDROID);
      const phone = await loginWith(t, email, NEW_PASSWORD, SAFARI_IPHONE);
      const list = mySessionsSchema.parse((await browser.get('/api/me/sessions')).json());
      expect(list.sessions.map((s) => [s.device, s.current])).toEqual([
        ['Chrome på Android', true],
        ['Safari på iPhone', false],
      ]);
      // The ids name sessions without giving away the cookie or its stored hash.
      const stored = await db.selectFrom('sessions').select('id_hash').execute();
      for (const s of list.sessions) {
        expect(stored.some((row) => row.id_hash.includes(s.id))).toBe(false);
        expect(phone.browser.cookies.get('utstyrsbod_session')).not.toContain(s.id);
      }
      const ended = await browser.request('DELETE', '/api/me/sessions/others');
      expect(ended.json()).toEqual({ message: pm.otherSessionsEnded(1), ended: 1 });
      expect((await phone.browser.get('/api/me')).statusCode).toBe(401);
      expect((await browser.get('/api/me')).statusCode).toBe(200);
    });

    it('downloads everything stored about the person as a JSON file, without the password', async () => {
      const { browser } = await signIn(t.app, 'familie');
      const response = await browser.get('/api/me/export');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="utstyrsbod-mine-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(response.headers['cache-control']).toBe('no-store');
      const data = myDataExportSchema.parse(response.json());
      expect(data.account).toMatchObject({ email: 'familie@utstyrsbod.no' });
      // What each hut recorded about the person, with that hut.
      const first = await db
        .selectFrom('company_user')
        .select('company_id')
        .where('user_id', '=', w.users.familie)
        .where('notes', 'is not', null)
        .executeTakeFirstOrThrow();
      expect(data.huts.find((h) => h.id === first.company_id)).toMatchObject({
        isFlagged: false,
        notes: 'Henter ofte utstyr til hele klassen.',
      });
      expect(data.huts.filter((h) => h.notes !== null)).toHaveLength(1);
      expect(data.members.map((m) => m.name)).toContain('Emma');
      const loans = await db
        .selectFrom('loans')
        .select('id')
        .where('customer_id', '=', w.users.familie)
        .execute();
      expect(data.loans).toHaveLength(loans.length);
      expect(data.sessions.length).toBeGreaterThan(0);
      expect(response.body).not.toContain('scrypt$');
    });
  });

  describe('deleting the account', () => {
    it('is refused while loans are out, for staff and for the network admin', async () => {
      for (const [who, code] of [
        ['familie', 'open_loans'],
        ['ansatt', 'staff_role'],
        ['admin', 'network_admin'],
      ] as const) {
        const { browser } = await signIn(t.app, who);
        const error = refusal(
          await browser.request('DELETE', '/api/me', { body: { password: DEMO_PASSWORD } }),
          422,
        );
        expect(error.error, who).toBe(code);
        expect((await browser.get('/api/me')).statusCode, who).toBe(200);
      }
      const { browser } = await signIn(t.app, 'familie');
      const error = refusal(
        await browser.request('DELETE', '/api/me', { body: { password: DEMO_PASSWORD } }),
        422,
      );
      expect(error.message).toMatch(/^Kontoen kan ikke slettes mens du har lån/);
    });

    it('erases the personal data, keeps the loans anonymised, and the person can no longer sign in', async () => {
      const person = await newBorrower(t);
      const id = person.id;
      page(await person.browser.request('PUT', `/api/me/huts/${w.hutA}`));
      page(
        await person.browser.request('PUT', '/api/me/profile', {
          body: { name: 'Siri Fjell', phone: '41112222' },
        }),
      );
      page(await person.browser.request('POST', '/api/me/members', { body: { name: 'Emma' } }));
      const phone = await loginWith(t, person.email, NEW_PASSWORD, SAFARI_IPHONE);

      // At the counter: activated, lent to while flagged (an exception keeps the remark), back.
      const counter = await signIn(t.app, 'ansatt', w.hutA);
      const act = await counter.browser.post(`/api/users/${id}/actions`, {
        action_type: 'verify',
        reason: 'legitimasjon',
        userId: id,
      });
      expect(act.statusCode, act.body).toBe(200);
      // A tablet that had not pulled the flag yet lends and takes the unit back (sync ops).
      await db
        .updateTable('company_user')
        .set({ is_flagged: 1, flag_reason: 'Siri Fjell leverte sent', notes: 'Ring Siri først' })
        .where('user_id', '=', id)
        .where('company_id', '=', w.hutA)
        .execute();
      const tablet = device(w.hutA, w.users.ansatt);
      const [unit] = await freeUnits(db, w.hutA, 1);
      const loan = cart(tablet, id, [unit ?? 0]);
      const results = await push(db, staff(w.users.ansatt), [
        ...loan.adds,
        loan.handOut(),
        tablet({ type: 'loan.receiveAll', payload: { loanId: loan.loanId } }),
      ]);
      expect(results.map((r) => r.outcome)).toEqual(['applied', 'exception', 'applied']);
      await db
        .insertInto('notifications')
        .values({
          user_id: null,
          company_id: w.hutA,
          kind: 'new_user',
          message: `Ny bruker registrert: Siri Fjell (${person.email}) venter på aktivering.`,
          read_at: null,
          created_at: new Date().toISOString(),
        })
        .execute();
      const exception = await db
        .selectFrom('sync_exceptions')
        .select(['id', 'details_json'])
        .where('kind', '=', 'borrower_flagged')
        .where('details_json', 'like', `%"customerId":${id},%`)
        .executeTakeFirstOrThrow();
      expect(exception.details_json).toContain('leverte sent');

      const wrong = refusal(
        await person.browser.request('DELETE', '/api/me', { body: { password: 'feil' } }),
        422,
      );
      expect(wrong.fields?.password).toEqual([pm.wrongPassword]);
      const before = await cursor(db);
      const deleted = await person.browser.request('DELETE', '/api/me', {
        body: { password: NEW_PASSWORD },
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json()).toEqual({ message: pm.accountDeleted });

      const row = await db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        name: pm.deletedName,
        email: `slettet-${id}`,
        phone: null,
        flag_reason: null,
        notes: null,
        is_flagged: 0,
      });
      expect(row.deleted_at).not.toBeNull();
      expect(row.password_hash).not.toContain('scrypt');
      const left = async (table: 'members' | 'sessions' | 'company_user') =>
        db.selectFrom(table).select('user_id').where('user_id', '=', id).execute();
      expect(await left('members')).toEqual([]);
      expect(await left('sessions')).toEqual([]);
      expect(await left('company_user')).toEqual([]);
      const loans = await db
        .selectFrom('loans')
        .select(['id', 'status'])
        .where('customer_id', '=', id)
        .execute();
      expect(loans).toEqual([{ id: loan.loanId, status: 'closed' }]);

      // Nothing that named them is left: the exception's remark, the op results, the notice.
      const scrubbed = await db
        .selectFrom('sync_exceptions')
        .select('details_json')
        .where('id', '=', exception.id)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(scrubbed.details_json)).toMatchObject({ customerId: id, flagReason: null });
      for (const text of [person.email, 'Siri', '41112222', 'leverte sent', 'Ring Siri']) {
        const ops = await db
          .selectFrom('applied_ops')
          .select('op_id')
          .where('result_json', 'like', `%${text}%`)
          .execute();
        expect(ops, text).toEqual([]);
        const notices = await db
          .selectFrom('notifications')
          .select('message')
          .where('message', 'like', `%${text}%`)
          .execute();
        expect(notices, text).toEqual([]);
      }
      // The counter keeps the row (anonymous) for its loans.
      expect(await userChanges(db, id, before)).toEqual([{ company_id: w.hutA, op: 'upsert' }]);
      const pulled = await counter.browser.get('/api/company/' + w.hutA + '/users');
      expect(pulled.body).not.toContain(person.email);

      expect((await person.browser.get('/api/me')).statusCode).toBe(401);
      expect((await phone.browser.get('/api/me')).statusCode).toBe(401);
      expect((await loginWith(t, person.email, NEW_PASSWORD)).response.statusCode).toBe(422);
      expect((await loginWith(t, `slettet-${id}`, NEW_PASSWORD)).response.statusCode).toBe(422);
    });
  });
});

function open(me: MyPage) {
  const loan = me.loans.current[0];
  if (!loan) throw new Error('no current loan');
  return loan;
}
