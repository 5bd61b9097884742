import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogueResponseSchema,
  currentCompanyResponseSchema,
  errorBodySchema,
  hutsResponseSchema,
  networkHutResponseSchema,
  networkHutsResponseSchema,
  publicItemsResponseSchema,
  pullResponseSchema,
  userDataResponseSchema,
} from '../../src/shared/contracts';
import type { HutInput } from '../../src/shared/contracts';
import { nb } from '../../src/shared/texts/messages';
import { networkMessages } from '../../src/shared/texts/network';
import { testDialects } from '../support/test-databases';
import { signIn, staffWorld } from './staff-world';
import type { StaffWorld } from './staff-world';
import { Browser, openTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

const hut = (name: string): HutInput => ({
  name,
  address: 'Fjellveien 1, 3550 Gol',
  county: 'Buskerud',
  municipality: 'Gol',
  town: 'Gol',
  opening_hours: 'Tirsdag 17–19\nLørdag 10–13',
  contact_phone: '+47 400 00 900',
  contact_email: 'gol@eksempel.no',
});

describe.each(testDialects)('the network admin’s huts on %s', (dialect) => {
  let t: TestApp;
  let w: StaffWorld;
  let admin: Browser;
  beforeAll(async () => {
    t = await openTestApp(dialect);
    w = await staffWorld(t.database.db);
    admin = (await signIn(t.app, 'admin')).browser;
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.database.db;
  const hutCount = async () => (await db().selectFrom('companies').select('id').execute()).length;
  const publicHuts = async () =>
    hutsResponseSchema.parse((await new Browser(t.app).get('/api/public/huts')).json()).huts;
  const catalogue = async (query = '') => {
    const response = await new Browser(t.app).get(`/api/public/catalogue${query}`);
    expect(response.statusCode).toBe(200);
    return { body: catalogueResponseSchema.parse(response.json()), etag: response.headers.etag };
  };
  const create = async (name: string) => {
    const response = await admin.post('/api/network/huts', hut(name));
    expect(response.statusCode).toBe(201);
    return networkHutResponseSchema.parse(response.json());
  };

  it('lists every hut with its admins', async () => {
    const response = await admin.get('/api/network/huts');
    expect(response.statusCode).toBe(200);
    const { huts } = networkHutsResponseSchema.parse(response.json());
    expect(huts).toHaveLength(await hutCount());
    const a = huts.find((h) => h.id === w.hutA);
    expect(a?.admins.map((p) => p.email)).toContain('demo@utstyrsbod.no');
    expect(a?.opening_hours).toBeTruthy();
  });

  it('creates a hut that the public lists and the catalogue show at once, with opening hours', async () => {
    const before = await catalogue();
    const { hut: created, message } = await create('Gol utstyrsbod');
    expect(message).toBe(networkMessages.hutCreated('Gol utstyrsbod'));
    expect(created).toMatchObject({ ...hut('Gol utstyrsbod'), status: 'active', admins: [] });

    const listed = (await publicHuts()).find((h) => h.id === created.id);
    expect(listed?.opening_hours).toBe('Tirsdag 17–19\nLørdag 10–13');
    // The catalogue's cursor moved: the old ETag no longer matches, and a delta brings the hut.
    const stale = await new Browser(t.app).get('/api/public/catalogue', {
      'if-none-match': String(before.etag),
    });
    expect(stale.statusCode).toBe(200);
    const delta = await catalogue(`?since=${before.body.cursor}`);
    expect(delta.body.full).toBe(false);
    expect(delta.body.cursor).toBeGreaterThan(before.body.cursor);
    expect(delta.body.companies.find((h) => h.id === created.id)).toMatchObject({
      name: 'Gol utstyrsbod',
      opening_hours: 'Tirsdag 17–19\nLørdag 10–13',
      contact_phone: '+47 400 00 900',
    });
  });

  it('edits a hut; emptied optional fields are stored as nothing', async () => {
    const { hut: created } = await create('Hemsedal utstyrsbod');
    const response = await admin.request('PUT', `/api/network/huts/${created.id}`, {
      body: {
        ...hut('Hemsedal utstyrsbod'),
        town: 'Trøym',
        opening_hours: '  ',
        contact_phone: '',
        contact_email: '',
      },
    });
    expect(response.statusCode).toBe(200);
    const { hut: saved, message } = networkHutResponseSchema.parse(response.json());
    expect(message).toBe(networkMessages.hutSaved('Hemsedal utstyrsbod'));
    expect(saved).toMatchObject({
      town: 'Trøym',
      opening_hours: null,
      contact_phone: null,
      contact_email: null,
    });
  });

  it.each([
    ['everything missing', {}, ['name', 'address', 'county', 'municipality', 'town']],
    ['a taken name (any case)', hut('VOSS UTSTYRSBOD'), ['name']],
    [
      'a bad phone and email',
      { ...hut('Ål'), contact_phone: 'ring', contact_email: 'x@' },
      ['contact_phone', 'contact_email'],
    ],
    [
      'control characters',
      { ...hut('Ål\u0007'), opening_hours: 'Man\u0000' },
      ['name', 'opening_hours'],
    ],
    ['too long opening hours', { ...hut('Ål'), opening_hours: 'x'.repeat(501) }, ['opening_hours']],
  ])('refuses %s with 422 in Norwegian and changes nothing', async (_label, body, fields) => {
    const before = await hutCount();
    const response = await admin.post('/api/network/huts', body);
    expect(response.statusCode).toBe(422);
    const error = errorBodySchema.parse(response.json());
    expect(error.message).toBe(nb.formIncomplete);
    expect(Object.keys(error.fields ?? {}).sort()).toEqual([...fields].sort());
    expect(await hutCount()).toBe(before);
    if (fields.includes('name') && 'name' in body && body.name === 'VOSS UTSTYRSBOD') {
      expect(error.fields?.name).toEqual([networkMessages.hutNameTaken]);
    }
  });

  it('refuses a rename to another hut’s name, an unknown hut and a bad id without a 500', async () => {
    const { hut: created } = await create('Geilo utstyrsbod');
    const taken = await admin.request('PUT', `/api/network/huts/${created.id}`, {
      body: hut('Bodø utstyrsbod'),
    });
    expect(taken.statusCode).toBe(422);
    expect(errorBodySchema.parse(taken.json()).fields?.name).toEqual([
      networkMessages.hutNameTaken,
    ]);
    // Keeping its own name is no conflict.
    const same = await admin.request('PUT', `/api/network/huts/${created.id}`, {
      body: hut('geilo utstyrsbod'),
    });
    expect(same.statusCode).toBe(200);

    const unknown = await admin.request('PUT', '/api/network/huts/999999', {
      body: hut('Ukjent'),
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorBodySchema.parse(unknown.json()).message).toBe(nb.companyNotFound);
    const badId = await admin.request('PUT', '/api/network/huts/abc/status', {
      body: { status: 'inactive' },
    });
    expect(badId.statusCode).toBe(400);
    const badStatus = await admin.request('PUT', `/api/network/huts/${created.id}/status`, {
      body: { status: 'closed' },
    });
    expect(badStatus.statusCode).toBe(422);
    expect(errorBodySchema.parse(badStatus.json()).fields?.status).toEqual([
      networkMessages.invalidStatus,
    ]);
  });

  it('takes a hut out of the public catalogue and lists; staff cannot choose it; its data stays', async () => {
    const hutB = w.hutB;
    const units = async () =>
      (await db().selectFrom('units').select('id').where('company_id', '=', hutB).execute()).length;
    const unitsBefore = await units();
    expect(unitsBefore).toBeGreaterThan(0);
    const itemsAt = async () =>
      publicItemsResponseSchema.parse(
        (await new Browser(t.app).get(`/api/public/items?companyId=${hutB}`)).json(),
      ).items.meta.total;
    expect(await itemsAt()).toBeGreaterThan(0);
    const before = await catalogue();
    const heldThere = before.body.products.filter((p) =>
      p.availability.some((a) => a.company_id === hutB),
    );
    expect(heldThere.length).toBeGreaterThan(0);

    const response = await admin.request('PUT', `/api/network/huts/${hutB}/status`, {
      body: { status: 'inactive' },
    });
    expect(response.statusCode).toBe(200);
    const { hut: off, message } = networkHutResponseSchema.parse(response.json());
    expect(off.status).toBe('inactive');
    expect(message).toBe(networkMessages.hutDeactivated(off.name));

    // Gone from every public list, and from the availability of the products it holds.
    expect((await publicHuts()).map((h) => h.id)).not.toContain(hutB);
    const data = (await new Browser(t.app).get('/api/public/data')).json<{
      companies: { id: number }[];
    }>();
    expect(data.companies.map((h) => h.id)).not.toContain(hutB);
    expect(await itemsAt()).toBe(0);
    const full = await catalogue();
    expect(full.body.companies.map((h) => h.id)).not.toContain(hutB);
    for (const p of full.body.products) {
      expect(p.availability.map((a) => a.company_id)).not.toContain(hutB);
    }
    // A device holding the old catalogue gets those products again in its delta.
    const delta = await catalogue(`?since=${before.body.cursor}`);
    expect(delta.body.full).toBe(false);
    const resent = new Set(delta.body.products.map((p) => p.id));
    expect(heldThere.every((p) => resent.has(p.id))).toBe(true);
    for (const p of delta.body.products) {
      expect(p.availability.map((a) => a.company_id)).not.toContain(hutB);
    }

    // demo is admin there: the hut is no longer theirs to choose, nor the current one.
    const { browser: demo, body } = await signIn(t.app, 'demo');
    expect(body.attached_companies.map((c) => c.id)).not.toContain(hutB);
    const choose = await demo.post(`/api/company/${hutB}/set`);
    expect(choose.statusCode).toBe(403);
    expect(errorBodySchema.parse(choose.json()).message).toBe(networkMessages.hutInactive);
    // The network admin cannot choose it either.
    expect((await admin.post(`/api/company/${hutB}/set`)).statusCode).toBe(403);

    // Its data stays; the network admin still lists it; it can come back.
    expect(await units()).toBe(unitsBefore);
    const listed = networkHutsResponseSchema
      .parse((await admin.get('/api/network/huts')).json())
      .huts.find((h) => h.id === hutB);
    expect(listed?.status).toBe('inactive');
    const again = await admin.request('PUT', `/api/network/huts/${hutB}/status`, {
      body: { status: 'inactive' },
    });
    expect(networkHutResponseSchema.parse(again.json()).message).toBe(
      networkMessages.hutUnchanged(off.name),
    );
    const back = await admin.request('PUT', `/api/network/huts/${hutB}/status`, {
      body: { status: 'active' },
    });
    expect(networkHutResponseSchema.parse(back.json()).message).toBe(
      networkMessages.hutActivated(off.name),
    );
    expect((await publicHuts()).map((h) => h.id)).toContain(hutB);
    expect(await itemsAt()).toBeGreaterThan(0);
    expect((await demo.post(`/api/company/${hutB}/set`)).statusCode).toBe(200);
  });

  it('forgets a current hut once it is taken out of service', async () => {
    const { hut: created } = await create('Nesbyen utstyrsbod');
    const appoint = await admin.post(`/api/network/huts/${created.id}/admins`, {
      email: 'ansatt@utstyrsbod.no',
    });
    expect(appoint.statusCode).toBe(200);
    const { browser: ansatt } = await signIn(t.app, 'ansatt', created.id);
    await admin.request('PUT', `/api/network/huts/${created.id}/status`, {
      body: { status: 'inactive' },
    });
    const current = currentCompanyResponseSchema.parse(
      (await ansatt.get('/api/company/current')).json(),
    );
    expect(current.company).toBeNull();
  });

  it('appoints an existing user as admin by email; that user can then choose the hut', async () => {
    const { hut: created } = await create('Flå utstyrsbod');
    const response = await admin.post(`/api/network/huts/${created.id}/admins`, {
      email: '  Familie@Utstyrsbod.no ',
    });
    expect(response.statusCode).toBe(200);
    const { hut: withAdmin, message } = networkHutResponseSchema.parse(response.json());
    expect(withAdmin.admins.map((p) => p.email)).toEqual(['familie@utstyrsbod.no']);
    expect(message).toMatch(/er nå administrator for Flå utstyrsbod\.$/);

    const { browser: familie, body } = await signIn(t.app, 'familie');
    expect(body.attached_companies).toContainEqual({
      id: created.id,
      name: 'Flå utstyrsbod',
      role: 'admin',
    });
    expect((await familie.post(`/api/company/${created.id}/set`)).statusCode).toBe(200);
    // The hut's devices pull the new admin as one of its people.
    const pull = pullResponseSchema.parse((await familie.get('/api/sync/pull')).json());
    expect(pull.changes?.users?.map((u) => u.id)).toContain(w.users.familie);

    const twice = await admin.post(`/api/network/huts/${created.id}/admins`, {
      email: 'familie@utstyrsbod.no',
    });
    expect(networkHutResponseSchema.parse(twice.json()).message).toMatch(/allerede/);
  });

  it('makes a borrower of the hut its admin (one role per hut)', async () => {
    const membership = await db()
      .selectFrom('company_user')
      .select(['company_id', 'user_id'])
      .where('role', '=', 'borrower')
      .where('company_id', '=', w.hutA)
      .executeTakeFirstOrThrow();
    const user = await db()
      .selectFrom('users')
      .select('email')
      .where('id', '=', membership.user_id)
      .executeTakeFirstOrThrow();
    const response = await admin.post(`/api/network/huts/${w.hutA}/admins`, { email: user.email });
    expect(response.statusCode).toBe(200);
    const roles = await db()
      .selectFrom('company_user')
      .select('role')
      .where('company_id', '=', w.hutA)
      .where('user_id', '=', membership.user_id)
      .execute();
    expect(roles).toEqual([{ role: 'admin' }]);
  });

  it('answers an unknown email with a Norwegian field message and changes nothing', async () => {
    const { hut: created } = await create('Ål utstyrsbod');
    const memberships = async () =>
      (await db().selectFrom('company_user').select('user_id').execute()).length;
    const before = await memberships();
    const response = await admin.post(`/api/network/huts/${created.id}/admins`, {
      email: 'ingen.her@eksempel.no',
    });
    expect(response.statusCode).toBe(422);
    const error = errorBodySchema.parse(response.json());
    expect(error.fields?.email).toEqual([networkMessages.unknownEmail('ingen.her@eksempel.no')]);
    const bad = await admin.post(`/api/network/huts/${created.id}/admins`, { email: 'nei' });
    expect(errorBodySchema.parse(bad.json()).fields?.email).toEqual([nb.email]);
    const unknownHut = await admin.post('/api/network/huts/999999/admins', {
      email: 'familie@utstyrsbod.no',
    });
    expect(unknownHut.statusCode).toBe(404);
    expect(await memberships()).toBe(before);
  });

  it('keeps everyone else out, whatever their role at a hut', async () => {
    const { browser: demo } = await signIn(t.app, 'demo', w.hutA);
    const refused = await demo.post('/api/network/huts', hut('Demo sin bod'));
    expect(refused.statusCode).toBe(403);
    expect(errorBodySchema.parse(refused.json()).message).toBe(nb.networkAdminOnly);
    const userData = userDataResponseSchema.parse((await admin.get('/api/userdata')).json());
    expect(userData.user.is_network_admin).toBe(true);
  });
});
