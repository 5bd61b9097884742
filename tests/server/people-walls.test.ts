import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pullHutChanges } from '../../src/server/services/sync/pull';
import { latestCursor } from '../../src/server/db/change-log';
import { newPersonRow } from '../../src/server/services/people/new-person';
import { networkPeopleResponseSchema } from '../../src/shared/contracts/people';
import { syncMessages } from '../../src/shared/texts/sync';
import { nb } from '../../src/shared/texts/messages';
import { errorBodySchema } from '../../src/shared/contracts';
import { testDialects } from '../support/test-databases';
import { cart, device, freeUnits, newId, only, push, staff } from './sync-fixtures';
import { signIn, staffWorld } from './staff-world';
import { Browser } from './support/test-app';
import { profileMessages } from '../../src/shared/texts/profile';
import type { StaffWorld } from './staff-world';
import { openTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * The hut walls of the counter's people ops (docs/threat-model.md), as they were broken: staff
 * of one hut took over accounts through walk-in merges, read the network's personal data by
 * counting ids in user.attach, and a flag or note of one hut travelled to every other.
 * Each case is the attack as it was made, and what must hold instead.
 */
describe.each(testDialects)('walls between huts in the people ops on %s', (dialect) => {
  let t: TestApp;
  let w: StaffWorld;
  let phones = 0;
  beforeAll(async () => {
    t = await openTestApp(dialect);
    w = await staffWorld(t.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.database.db;
  const atA = () => device(w.hutA, w.users.ansatt);
  const newPhone = () => `9${String(++phones).padStart(2, '0')}${dialect === 'sqlite' ? 1 : 2}0000`;
  const account = (id: number) =>
    db()
      .selectFrom('users')
      .select(['id', 'email', 'phone', 'password_hash', 'merged_into', 'is_network_admin'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const memberships = async (id: number) =>
    (
      await db()
        .selectFrom('company_user')
        .select(['company_id', 'role', 'is_flagged', 'flag_reason', 'notes'])
        .where('user_id', '=', id)
        .orderBy('company_id')
        .execute()
    ).map((m) => ({ ...m, is_flagged: Number(m.is_flagged) }));
  const exceptionsOf = (opId: string) =>
    db().selectFrom('sync_exceptions').selectAll().where('op_id', '=', opId).execute();
  const resolve = (exceptionId: string) =>
    atA()({ type: 'exception.resolve', payload: { exceptionId, resolution: 'merged' } });

  it('a walk-in with staff’s own phone and another hut’s account’s email takes over nothing', async () => {
    const sofie = await account(w.users.sofie);
    const ansatt = await account(w.users.ansatt);
    const before = { sofie: await memberships(sofie.id), ansatt: await memberships(ansatt.id) };
    const register = atA()({
      type: 'user.register',
      payload: { ref: newId(), name: 'Lokkedue', phone: '40000002', email: sofie.email },
    });
    only(await push(db(), staff(w.users.ansatt), [register]), 'exception');
    const raised = await exceptionsOf(register.id);
    const walkIn = await db()
      .selectFrom('users')
      .select('id')
      .where('ref', '=', (register.payload as { ref: string }).ref)
      .executeTakeFirstOrThrow();
    // Staff's own account is of the hut: named. Sofie is of another hut: only said to exist.
    expect(raised.map((e) => [e.kind, JSON.parse(e.details_json)])).toEqual([
      [
        'possible_duplicate',
        {
          userId: walkIn.id,
          otherUserId: ansatt.id,
          otherName: 'Ingrid Berg',
          matchedOn: 'phone',
        },
      ],
      ['duplicate_elsewhere', { userId: walkIn.id, matchedOn: 'email' }],
    ]);
    const pulled = JSON.stringify(await pullHutChanges(db(), w.hutA, 0));
    expect(pulled).not.toContain('Sofie');
    expect(pulled).not.toContain(`"otherUserId":${sofie.id}`);

    // "Slå sammen" on the elsewhere entry is not offered, and refused if sent.
    const elsewhere = raised.find((e) => e.kind === 'duplicate_elsewhere');
    const refused = only(
      await push(db(), staff(w.users.ansatt), [resolve(elsewhere?.id ?? '')]),
      'rejected',
    );
    expect(refused.message).toBe(syncMessages.resolutionNotForKind);

    // Merging the walk-in into staff's own account absorbs the walk-in only.
    const own = raised.find((e) => e.kind === 'possible_duplicate');
    only(await push(db(), staff(w.users.ansatt), [resolve(own?.id ?? '')]), 'applied');
    expect(await account(sofie.id)).toEqual(sofie);
    expect(await memberships(sofie.id)).toEqual(before.sofie);
    expect(await account(ansatt.id)).toEqual(ansatt); // no email taken from the walk-in
    expect(await memberships(ansatt.id)).toEqual(before.ansatt);
    expect((await account(walkIn.id)).merged_into).toBe(ansatt.id);
  });

  it('never merges two accounts, a network admin, a person of another hut or a walk-in used elsewhere', async () => {
    const phone = newPhone();
    // Sofie joins hut A the one legal way (her whole email), so her walk-in twin is of the hut.
    only(
      await push(db(), staff(w.users.ansatt), [
        atA()({
          type: 'user.attach',
          payload: {
            userId: w.users.sofie,
            match: { kind: 'email', value: 'sofie.pedersen@eksempel.no' },
          },
        }),
      ]),
      'applied',
    );
    const sofieBefore = await memberships(w.users.sofie);
    const register = atA()({
      type: 'user.register',
      payload: { ref: newId(), name: 'Tvilling', phone, email: 'sofie.pedersen@eksempel.no' },
    });
    only(await push(db(), staff(w.users.ansatt), [register]), 'exception');
    const [twin] = await exceptionsOf(register.id);
    expect(twin?.kind).toBe('possible_duplicate');
    // The walk-in is also attached at hut B (its phone, found there): it has a life elsewhere.
    // Hut B hears of Sofie, who is its own, as the walk-in's possible duplicate.
    const walkInId = (JSON.parse(twin?.details_json ?? '{}') as { userId: number }).userId;
    only(
      await push(db(), staff(w.users.demo), [
        device(
          w.hutB,
          w.users.demo,
        )({
          type: 'user.attach',
          payload: { userId: walkInId, match: { kind: 'phone', value: phone } },
        }),
      ]),
      'exception',
    );
    const refused = only(
      await push(db(), staff(w.users.ansatt), [resolve(twin?.id ?? '')]),
      'rejected',
    );
    expect(refused.message).toBe(syncMessages.mergeOtherHuts);
    expect(await memberships(w.users.sofie)).toEqual(sofieBefore);

    // Two accounts of the hut (staff and Sofie) named by a forged pair: refused.
    const forged = await db()
      .insertInto('sync_exceptions')
      .values({
        id: newId(),
        company_id: w.hutA,
        kind: 'possible_duplicate',
        op_id: null,
        device_id: null,
        actor_id: null,
        details_json: JSON.stringify({ userId: w.users.sofie, otherUserId: w.users.ansatt }),
        status: 'open',
        resolution: null,
        resolved_by: null,
        created_at: new Date().toISOString(),
        resolved_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const accounts = only(
      await push(db(), staff(w.users.ansatt), [resolve(forged.id)]),
      'rejected',
    );
    expect(accounts.message).toBe(syncMessages.mergeAccounts);

    // The network admin, attached by a walk-in's forged pair: refused, untouched.
    const admin = await account(w.users.admin);
    await db()
      .insertInto('company_user')
      .values({
        company_id: w.hutA,
        user_id: w.users.admin,
        role: 'borrower',
        created_at: new Date().toISOString(),
      })
      .execute();
    const lone = atA()({
      type: 'user.register',
      payload: { ref: newId(), name: 'Ny Disk', phone: newPhone() },
    });
    only(await push(db(), staff(w.users.ansatt), [lone]), 'applied');
    const loneId = (
      await db()
        .selectFrom('users')
        .select('id')
        .where('ref', '=', (lone.payload as { ref: string }).ref)
        .executeTakeFirstOrThrow()
    ).id;
    await db()
      .updateTable('sync_exceptions')
      .set({ details_json: JSON.stringify({ userId: loneId, otherUserId: w.users.admin }) })
      .where('id', '=', forged.id)
      .execute();
    const protectedAdmin = only(
      await push(db(), staff(w.users.ansatt), [resolve(forged.id)]),
      'rejected',
    );
    expect(protectedAdmin.message).toBe(syncMessages.mergeProtected);
    expect(await account(w.users.admin)).toEqual(admin);
    await db()
      .deleteFrom('company_user')
      .where('company_id', '=', w.hutA)
      .where('user_id', '=', w.users.admin)
      .execute();

    // A person of another hut only (hut B's Lars), named by a forged pair: refused.
    const lars = await db()
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'lars.nilsen@eksempel.no')
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('sync_exceptions')
      .set({ details_json: JSON.stringify({ userId: loneId, otherUserId: lars.id }) })
      .where('id', '=', forged.id)
      .execute();
    const outside = only(await push(db(), staff(w.users.ansatt), [resolve(forged.id)]), 'rejected');
    expect(outside.message).toBe(syncMessages.mergeNotInHut);
  });

  it('a merge never writes onto another hut’s walk-in', async () => {
    const phone = newPhone();
    // Hut B's walk-in, attached at hut A by its phone (the legal way in).
    const atB = device(w.hutB, w.users.demo);
    const theirs = atB({
      type: 'user.register',
      payload: { ref: newId(), name: 'Bodil Disk', phone },
    });
    only(await push(db(), staff(w.users.demo), [theirs]), 'applied');
    const theirsId = (
      await db()
        .selectFrom('users')
        .select('id')
        .where('ref', '=', (theirs.payload as { ref: string }).ref)
        .executeTakeFirstOrThrow()
    ).id;
    only(
      await push(db(), staff(w.users.ansatt), [
        atA()({
          type: 'user.attach',
          payload: { userId: theirsId, match: { kind: 'phone', value: phone } },
        }),
      ]),
      'applied',
    );
    const before = await db()
      .selectFrom('users')
      .selectAll()
      .where('id', '=', theirsId)
      .executeTakeFirstOrThrow();
    // Hut A's walk-in with the same phone, an email of hut A's choosing and a child.
    const planted = atA()({
      type: 'user.register',
      payload: {
        ref: newId(),
        name: 'Bodil Disk',
        phone,
        email: 'angriper@eksempel.no',
        children: [{ id: newId(), name: 'Plantet Barn' }],
      },
    });
    only(await push(db(), staff(w.users.ansatt), [planted]), 'exception');
    const [reported] = await exceptionsOf(planted.id);
    const refused = only(
      await push(db(), staff(w.users.ansatt), [resolve(reported?.id ?? '')]),
      'rejected',
    );
    expect(refused.message).toBe(syncMessages.mergeOtherHuts);
    expect(
      await db()
        .selectFrom('users')
        .selectAll()
        .where('id', '=', theirsId)
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
    expect(
      await db().selectFrom('members').select('name').where('user_id', '=', theirsId).execute(),
    ).toEqual([]);
  });

  it('a return reported twice, after the unit moved to another hut, writes nothing onto that hut’s unit', async () => {
    const tablet = atA();
    const [unitId = 0] = await freeUnits(db(), w.hutA, 1);
    const loan = cart(tablet, w.users.lise, [unitId]);
    await push(db(), staff(w.users.ansatt), [...loan.adds, loan.handOut()]);
    const line = loan.itemIds[0] ?? '';
    only(
      await push(db(), staff(w.users.ansatt), [
        tablet({ type: 'loanItem.receive', payload: { loanItemId: line } }),
      ]),
      'applied',
    );
    // The unit moves to hut B (as its admin's move does); hut A's old line names it still.
    await db().updateTable('units').set({ company_id: w.hutB }).where('id', '=', unitId).execute();
    const unitBefore = await db()
      .selectFrom('units')
      .selectAll()
      .where('id', '=', unitId)
      .executeTakeFirstOrThrow();
    const again = tablet({
      type: 'loanItem.receive',
      payload: {
        loanItemId: line,
        report: { noteId: newId(), damaged: true, text: 'Sabotert', missingParts: ['Stav'] },
      },
    });
    const r = only(await push(db(), staff(w.users.ansatt), [again]), 'exception');
    expect(r.kind).toBe('return_not_on_loan');
    expect(JSON.stringify(r.rows)).not.toContain('"company_id":' + String(w.hutB));
    expect(
      await db().selectFrom('units').selectAll().where('id', '=', unitId).executeTakeFirstOrThrow(),
    ).toEqual(unitBefore);
    expect(
      await db().selectFrom('notes').select('id').where('unit_id', '=', unitId).execute(),
    ).toEqual([]);
  });

  it('a deleted account’s name leaves the Avvik that named it as a possible duplicate', async () => {
    const register = atA()({
      type: 'user.register',
      payload: { ref: newId(), name: 'Nora ved disken', phone: '41234503' },
    });
    only(await push(db(), staff(w.users.ansatt), [register]), 'exception');
    const [named] = await exceptionsOf(register.id);
    expect(named?.details_json).toContain('Nora Larsen');
    const nora = new Browser(t.app);
    expect((await nora.login('nora.larsen@eksempel.no')).statusCode).toBe(200);
    const deleted = await nora.request('DELETE', '/api/me', { body: { password: 'demo1234' } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [after] = await exceptionsOf(register.id);
    expect(JSON.parse(after?.details_json ?? '{}')).toMatchObject({
      otherName: profileMessages.deletedName,
    });
    expect(JSON.stringify(await pullHutChanges(db(), w.hutA, 0))).not.toContain('Nora Larsen');
    const stored = await db()
      .selectFrom('applied_ops')
      .select('result_json')
      .where('op_id', '=', register.id)
      .executeTakeFirstOrThrow();
    expect(stored.result_json).not.toContain('Nora Larsen');
  });

  it('a hut keeps only the name of someone who left it, for its loans’ history', async () => {
    const now = new Date().toISOString();
    const { id: jonas } = await db()
      .insertInto('users')
      .values(
        newPersonRow(
          {
            name: 'Jonas Flytter',
            email: 'jonas.flytter@eksempel.no',
            phone: '41239999',
            passwordHash: '!',
          },
          now,
        ),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('company_user')
      .values({ company_id: w.hutA, user_id: jonas, role: 'borrower', created_at: now })
      .execute();
    const tablet = atA();
    const [unitId = 0] = await freeUnits(db(), w.hutA, 1);
    const loan = cart(tablet, jonas, [unitId]);
    await push(db(), staff(w.users.ansatt), [...loan.adds, loan.handOut()]);
    only(
      await push(db(), staff(w.users.ansatt), [
        tablet({ type: 'loan.receiveAll', payload: { loanId: loan.loanId } }),
      ]),
      'applied',
    );
    // Jonas leaves hut A, then changes his phone and has a child.
    await db()
      .deleteFrom('company_user')
      .where('company_id', '=', w.hutA)
      .where('user_id', '=', jonas)
      .execute();
    await db().updateTable('users').set({ phone: '99887766' }).where('id', '=', jonas).execute();
    await db()
      .insertInto('members')
      .values({
        id: newId(),
        user_id: jonas,
        name: 'Hemmelig Barn',
        height: null,
        shoe_size: null,
        helmet_size: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const pulled = await pullHutChanges(db(), w.hutA, 0);
    expect(pulled.changes?.users?.find((u) => u.id === jonas)).toMatchObject({
      name: 'Jonas Flytter',
      email: null,
      phone: null,
      ref: null,
      role: null,
    });
    const text = JSON.stringify(pulled);
    expect(text).not.toContain('99887766');
    expect(text).not.toContain('Hemmelig Barn');
    const { browser } = await signIn(t.app, 'ansatt', w.hutA);
    const lender = await browser.get(`/api/company/${w.hutA}/lender/${jonas}`);
    expect(lender.statusCode, lender.body).toBe(200);
    expect(lender.body).not.toContain('99887766');
    expect(lender.body).not.toContain('jonas.flytter@');
  });

  it('a cart left open ties no one to a hut: leaving or deleting the account discards it', async () => {
    const tablet = atA();
    const person = (email: string) =>
      db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const maja = await person('maja.kristiansen@eksempel.no');
    const emil = await person('emil.andersen@eksempel.no');
    const [u1 = 0, u2 = 0] = await freeUnits(db(), w.hutA, 2);
    const majasCart = cart(tablet, maja.id, [u1]);
    const emilsCart = cart(tablet, emil.id, [u2]);
    await push(db(), staff(w.users.ansatt), [...majasCart.adds, ...emilsCart.adds]);
    const before = await latestCursor(db());

    const majaBrowser = new Browser(t.app);
    expect((await majaBrowser.login('maja.kristiansen@eksempel.no')).statusCode).toBe(200);
    const left = await majaBrowser.request('DELETE', `/api/me/huts/${w.hutA}`);
    expect(left.statusCode, left.body).toBe(200);
    const emilBrowser = new Browser(t.app);
    expect((await emilBrowser.login('emil.andersen@eksempel.no')).statusCode).toBe(200);
    const deleted = await emilBrowser.request('DELETE', '/api/me', {
      body: { password: 'demo1234' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const carts = await db()
      .selectFrom('loans')
      .select('id')
      .where('id', 'in', [majasCart.loanId, emilsCart.loanId])
      .execute();
    expect(carts).toEqual([]);
    const pulled = await pullHutChanges(db(), w.hutA, before);
    expect(pulled.changes?.deleted?.loans).toEqual(
      expect.arrayContaining([majasCart.loanId, emilsCart.loanId]),
    );
    // A line still waiting on a tablet is refused: Maja is no longer of the hut.
    const late = cart(tablet, maja.id, [u1]);
    const [r] = await push(db(), staff(w.users.ansatt), late.adds);
    expect(r).toMatchObject({ outcome: 'rejected', code: 'not_found' });
  });

  it('a flag merged in stays at the hut that set it', async () => {
    const phone = newPhone();
    const register = atA()({
      type: 'user.register',
      payload: { ref: newId(), name: 'Flagget Disk', phone },
    });
    only(await push(db(), staff(w.users.ansatt), [register]), 'applied');
    const ref = (register.payload as { ref: string }).ref;
    only(
      await push(db(), staff(w.users.ansatt), [
        atA()({ type: 'user.flag', payload: { userId: ref, reason: 'Knuste en hjelm.' } }),
      ]),
      'applied',
    );
    // Familie belongs to huts A and B; her twin walk-in (same phone) is flagged at hut A.
    await db().updateTable('users').set({ phone }).where('id', '=', w.users.familie).execute();
    const twin = atA()({
      type: 'user.register',
      payload: { ref: newId(), name: 'Kari Disk', phone },
    });
    only(await push(db(), staff(w.users.ansatt), [twin]), 'exception');
    const twinRef = (twin.payload as { ref: string }).ref;
    only(
      await push(db(), staff(w.users.ansatt), [
        atA()({ type: 'user.flag', payload: { userId: twinRef, reason: 'Knuste en hjelm.' } }),
      ]),
      'applied',
    );
    const reported = (await exceptionsOf(twin.id)).find(
      (e) => e.kind === 'possible_duplicate' && e.details_json.includes(`${w.users.familie}`),
    );
    only(await push(db(), staff(w.users.ansatt), [resolve(reported?.id ?? '')]), 'applied');
    const familie = await memberships(w.users.familie);
    expect(familie.find((m) => m.company_id === w.hutA)).toMatchObject({
      is_flagged: 1,
      flag_reason: 'Knuste en hjelm.',
    });
    expect(familie.find((m) => m.company_id === w.hutB)).toMatchObject({
      is_flagged: 0,
      flag_reason: null,
    });
    await db()
      .updateTable('company_user')
      .set({ is_flagged: 0, flag_reason: null, flagged_by: null })
      .where('user_id', '=', w.users.familie)
      .execute();
  });

  it('an id alone attaches nobody and tells nothing; an attached person brings no other hut’s notes or flag', async () => {
    const before = await db().selectFrom('company_user').selectAll().execute();
    const sweep = [];
    for (let id = 1; id <= 30; id++) {
      sweep.push(
        atA()({
          type: 'user.attach',
          payload: { userId: id, match: { kind: 'email', value: 'gjetning@eksempel.no' } },
        }),
      );
    }
    const results = await push(db(), staff(w.users.ansatt), sweep);
    for (const r of results) {
      expect(r).toMatchObject({
        outcome: 'rejected',
        code: 'not_found',
        message: syncMessages.personNotFound,
      });
      expect(JSON.stringify(r)).not.toMatch(/@|flag_reason|notes/);
    }
    expect(await db().selectFrom('company_user').selectAll().execute()).toEqual(before);
    // The schema refuses an attach without what it was found by.
    const bare = await push(db(), staff(w.users.ansatt), [
      { ...atA()({ type: 'user.attach', payload: { userId: 1 } } as never) },
    ]);
    expect(bare[0]?.outcome).toBe('rejected');
    expect(JSON.stringify(bare[0])).toContain(syncMessages.attachNeedsMatch);

    // Hut B attaches Per (flagged, with notes, at hut A) by his whole phone: hut B sees neither.
    await db()
      .updateTable('company_user')
      .set({ notes: 'Ringer alltid før henting.' })
      .where('user_id', '=', w.users.flagget)
      .where('company_id', '=', w.hutA)
      .execute();
    const atB = device(w.hutB, w.users.demo);
    const attached = only(
      await push(db(), staff(w.users.demo), [
        atB({
          type: 'user.attach',
          payload: { userId: w.users.flagget, match: { kind: 'phone', value: '400 00 005' } },
        }),
      ]),
      'applied',
    );
    expect(attached.rows.users?.[0]).toMatchObject({
      id: w.users.flagget,
      isFlagged: false,
      flag_reason: null,
      flaggedBy: null,
      notes: null,
    });
    const pulled = JSON.stringify(await pullHutChanges(db(), w.hutB, 0));
    expect(pulled).not.toContain('Ringer alltid');
    expect(pulled).not.toContain('tre purringer');
    // Hut A still sees its own.
    const atHutA = (await pullHutChanges(db(), w.hutA, 0)).changes?.users?.find(
      (u) => u.id === w.users.flagget,
    );
    expect(atHutA).toMatchObject({ isFlagged: true, notes: 'Ringer alltid før henting.' });
  });

  it('the network lookup answers an outsider with only what the counter needs, and is limited per staff member', async () => {
    const { browser } = await signIn(t.app, 'ansatt', w.hutA);
    const lookup = (q: string) =>
      browser.get(`/api/company/${w.hutA}/people?q=${encodeURIComponent(q)}`);
    const byPhone = networkPeopleResponseSchema.parse((await lookup('41234506')).json());
    expect(byPhone.people).toHaveLength(1);
    expect(byPhone.people[0]).toMatchObject({
      name: 'Lars Nilsen',
      phone: '41234506',
      email: null,
      ref: null,
      role: null,
      isFlagged: false,
      flag_reason: null,
      notes: null,
    });
    let status = 200;
    let body: unknown;
    for (let i = 0; i < 12 && status === 200; i++) {
      const response = await lookup(`ingen-${i}@eksempel.no`);
      status = response.statusCode;
      body = response.json();
    }
    expect(status).toBe(429);
    expect(errorBodySchema.parse(body).message).toBe(nb.tooManyAttempts);
    // Another staff member is not held up by it.
    const other = await signIn(t.app, 'demo', w.hutA);
    const response = await other.browser.get(`/api/company/${w.hutA}/people?q=41234506`);
    expect(response.statusCode).toBe(200);
  });
});
