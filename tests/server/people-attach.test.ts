import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { networkPeopleResponseSchema } from '../../src/shared/contracts/people';
import { errorBodySchema } from '../../src/shared/contracts';
import { latestCursor } from '../../src/server/db/change-log';
import { pullHutChanges } from '../../src/server/services/sync/pull';
import { nb } from '../../src/shared/texts/messages';
import { testDialects } from '../support/test-databases';
import { device, freeUnits, inDays, newId, push, staff, today } from './sync-fixtures';
import { signIn, staffWorld } from './staff-world';
import type { StaffWorld } from './staff-world';
import { openTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * A family registered online, at another hut or none: staff find them in the whole network by a
 * whole email or phone number (never by part of one, never by name) and attach them to their hut
 * with the user.attach op, after which they can be activated and lent to there.
 */
describe.each(testDialects)('finding and attaching a person of the network on %s', (dialect) => {
  let t: TestApp;
  let w: StaffWorld;
  beforeAll(async () => {
    t = await openTestApp(dialect);
    w = await staffWorld(t.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  const lookup = async (q: string) => {
    const { browser } = await signIn(t.app, 'ansatt', w.hutA);
    return browser.get(`/api/company/${w.hutA}/people?q=${encodeURIComponent(q)}`);
  };

  it('finds someone of another hut by their whole email or phone, however the phone is typed', async () => {
    for (const q of [
      'sofie.pedersen@eksempel.no',
      'Sofie.Pedersen@Eksempel.no',
      '41234505',
      '+47 412 34 505',
    ]) {
      const response = await lookup(q);
      expect(response.statusCode, q).toBe(200);
      const { people } = networkPeopleResponseSchema.parse(response.json());
      expect(
        people.map((p) => [p.id, p.role]),
        q,
      ).toEqual([[w.users.sofie, null]]);
    }
    const own = networkPeopleResponseSchema.parse((await lookup('familie@utstyrsbod.no')).json());
    expect(own.people.map((p) => p.role)).toEqual(['borrower']);
    const nobody = networkPeopleResponseSchema.parse((await lookup('ingen@eksempel.no')).json());
    expect(nobody.people).toEqual([]);
  });

  it('refuses part of an email, part of a number and a name (privacy), in Norwegian', async () => {
    for (const q of ['sofie', 'Sofie Pedersen', '4123', 'sofie.pedersen@', '']) {
      const response = await lookup(q);
      expect(response.statusCode, q).toBe(400);
      const body = errorBodySchema.parse(response.json());
      expect(JSON.stringify(body.fields), q).toMatch(
        q === '' ? /påkrevd/ : new RegExp(nb.lookupWhole),
      );
    }
  });

  it('attaches once (user.attach), keeps a role someone already has, and then lends to them', async () => {
    const db = t.database.db;
    const tablet = device(w.hutA, w.users.ansatt);
    const before = await latestCursor(db);
    const attach = tablet({
      type: 'user.attach',
      payload: { userId: w.users.sofie, match: { kind: 'phone', value: '+47 412 34 505' } },
    });
    const [first] = await push(db, staff(w.users.ansatt), [attach]);
    expect(first?.outcome).toBe('applied');
    const row = await db
      .selectFrom('company_user')
      .selectAll()
      .where('company_id', '=', w.hutA)
      .where('user_id', '=', w.users.sofie)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('borrower');
    // The hut's tablets pull her with their next sync.
    const pulled = await pullHutChanges(db, w.hutA, before);
    expect(pulled.changes?.users?.map((u) => u.id)).toContain(w.users.sofie);

    const [again] = await push(db, staff(w.users.ansatt), [attach]);
    expect(again?.outcome).toBe('duplicate');
    const [staffStays] = await push(db, staff(w.users.ansatt), [
      tablet({
        type: 'user.attach',
        payload: {
          userId: w.users.ansatt,
          match: { kind: 'email', value: 'ansatt@utstyrsbod.no' },
        },
      }),
    ]);
    expect(staffStays?.outcome).toBe('applied');
    const ansattRole = await db
      .selectFrom('company_user')
      .select('role')
      .where('company_id', '=', w.hutA)
      .where('user_id', '=', w.users.ansatt)
      .executeTakeFirstOrThrow();
    expect(ansattRole.role).toBe('staff');
    const [unknown] = await push(db, staff(w.users.ansatt), [
      tablet({
        type: 'user.attach',
        payload: { userId: 2_000_000_000, match: { kind: 'email', value: 'ingen@eksempel.no' } },
      }),
    ]);
    expect(unknown).toMatchObject({ outcome: 'rejected', code: 'not_found' });

    const [unit] = await freeUnits(db, w.hutA, 1);
    if (unit === undefined) throw new Error('no free unit');
    const [lent] = await push(db, staff(w.users.ansatt), [
      tablet({
        type: 'cart.add',
        payload: {
          loanId: newId(),
          loanItemId: newId(),
          customerId: w.users.sofie,
          unitId: unit,
          loanDate: today(),
          expectedReturnDate: inDays(7),
        },
      }),
    ]);
    expect(lent?.outcome).toBe('applied');
  });
});
