import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCursor } from '../../src/server/db/change-log';
import { pullHutChanges } from '../../src/server/services/sync/pull';
import { syncMessages } from '../../src/shared/texts/sync';
import { testDialects } from '../support/test-databases';
import { cart, device, freeUnits, newId, only, push, staff } from './sync-fixtures';
import { staffWorld } from './staff-world';
import type { StaffWorld } from './staff-world';
import { openTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';
import { registeredAccount } from './support/registration';

/**
 * Walk-ins at the counter (user.register, offline too): the person exists once however often
 * the op arrives; a phone or email already registered makes a possible duplicate in Avvik, never
 * a silent merge; staff merge it there, and tablets still naming the old record reach the kept one.
 */
describe.each(testDialects)('walk-ins and possible duplicates on %s', (dialect) => {
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

  /** A Norwegian mobile number no other test of the file uses. */
  const newPhone = () => `4${String(++phones).padStart(2, '0')}${dialect === 'sqlite' ? 1 : 2}0000`;

  const walkIn = (phone: string, extra: Record<string, unknown> = {}) => ({
    type: 'user.register' as const,
    payload: { ref: newId(), name: 'Kari Disk', phone, ...extra },
  });

  const personByRef = (ref: string) =>
    t.database.db.selectFrom('users').selectAll().where('ref', '=', ref).executeTakeFirstOrThrow();

  it('registers, lends by ref in one offline batch, and exists once after replays', async () => {
    const db = t.database.db;
    const atA = device(w.hutA, w.users.ansatt);
    const phone = newPhone();
    const register = atA(
      walkIn(`+47 ${phone.slice(0, 3)} ${phone.slice(3)}`, {
        email: ' Kari.Disk@Eksempel.no ',
        children: [{ id: newId(), name: 'Lille Kari', height: 120 }],
      }),
    );
    const { ref } = register.payload as { ref: string };
    const units = await freeUnits(db, w.hutA, 2);
    const loan = cart(atA, ref, units);
    const activate = atA({
      type: 'user.activate',
      payload: { userId: ref, reason: 'legitimasjon' },
    });
    const batch = [register, activate, ...loan.adds, loan.handOut()];
    const results = await push(db, staff(w.users.ansatt), batch);
    expect(results.map((r) => r.outcome)).toEqual(batch.map(() => 'applied'));

    const person = await personByRef(ref);
    expect(person).toMatchObject({
      name: 'Kari Disk',
      phone,
      email: 'kari.disk@eksempel.no',
      status: 'active',
      is_verified: 1,
      password_hash: '!',
    });
    const loanRow = await db
      .selectFrom('loans')
      .selectAll()
      .where('id', '=', loan.loanId)
      .executeTakeFirstOrThrow();
    expect(loanRow).toMatchObject({ customer_id: person.id, status: 'open' });
    const children = await db
      .selectFrom('members')
      .selectAll()
      .where('user_id', '=', person.id)
      .execute();
    expect(children.map((c) => c.name)).toEqual(['Lille Kari']);

    // The answer was lost: the whole batch again changes nothing.
    const again = await push(db, staff(w.users.ansatt), batch);
    expect(again.map((r) => r.outcome)).toEqual(batch.map(() => 'duplicate'));
    // Another tablet copied the op under a new id: still one person, no second child.
    only(await push(db, staff(w.users.ansatt), [atA(walkIn(phone, { ref }))]), 'applied');
    const same = await db.selectFrom('users').select('id').where('phone', '=', phone).execute();
    expect(same).toEqual([{ id: person.id }]);
    expect(
      await db.selectFrom('members').select('id').where('user_id', '=', person.id).execute(),
    ).toHaveLength(1);
  });

  it('keeps a walk-in whose phone is taken, reports it, and the merge leaves one person with the loan', async () => {
    const db = t.database.db;
    const phone = newPhone();
    const account = await registeredAccount(db, {
      name: 'Kari Nett',
      email: `kari-${phone}@eksempel.no`,
      password: 'Fjellvann-og-ski-42',
      password_confirmation: 'Fjellvann-og-ski-42',
      phone,
      accept_terms: true,
      company_ids: [w.hutA],
    });
    const atA = device(w.hutA, w.users.ansatt);
    const register = atA(walkIn(phone));
    const { ref } = register.payload as { ref: string };
    const units = await freeUnits(db, w.hutA, 1);
    const loan = cart(atA, ref, units);
    const results = await push(db, staff(w.users.ansatt), [register, ...loan.adds, loan.handOut()]);
    const reported = results[0];
    expect(reported).toMatchObject({ outcome: 'exception', kind: 'possible_duplicate' });
    const walkInRow = await personByRef(ref);
    const exception = reported?.outcome === 'exception' ? reported.rows.exceptions?.[0] : undefined;
    expect(exception?.details).toEqual({
      userId: walkInRow.id,
      otherUserId: account.id,
      otherName: 'Kari Nett',
      matchedOn: 'phone',
    });
    expect(
      await db.selectFrom('users').select('id').where('phone', '=', phone).execute(),
    ).toHaveLength(2);

    const before = await latestCursor(db);
    const merge = atA({
      type: 'exception.resolve',
      payload: { exceptionId: exception?.id ?? '', resolution: 'merged' },
    });
    only(await push(db, staff(w.users.ansatt), [merge]), 'applied');
    only(await push(db, staff(w.users.ansatt), [merge]), 'duplicate');

    const kept = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ phone, merged_into: null });
    expect(await personByRef(ref)).toMatchObject({
      merged_into: account.id,
      phone: null,
      email: null,
    });
    const moved = await db
      .selectFrom('loans')
      .select('customer_id')
      .where('id', '=', loan.loanId)
      .executeTakeFirstOrThrow();
    expect(moved.customer_id).toBe(account.id);
    const huts = await db
      .selectFrom('company_user')
      .select('company_id')
      .where('user_id', '=', account.id)
      .execute();
    expect(huts.map((h) => h.company_id)).toContain(w.hutA);

    // The hut's tablets pull the kept person and the loan, and drop the merged record.
    const pulled = await pullHutChanges(db, w.hutA, before);
    expect(pulled.changes?.deleted?.users).toContain(walkInRow.id);
    expect(pulled.changes?.users?.map((u) => u.id)).toContain(account.id);
    expect(pulled.changes?.loans?.find((l) => l.id === loan.loanId)?.customer_id).toBe(account.id);

    // A tablet offline since still lends by the walk-in's ref: the kept person gets the loan.
    const atStale = device(w.hutA, w.users.ansatt);
    const [unit = 0] = await freeUnits(db, w.hutA, 1);
    const late = cart(atStale, ref, [unit]);
    only(await push(db, staff(w.users.ansatt), late.adds), 'applied');
    const lateLoan = await db
      .selectFrom('loans')
      .select('customer_id')
      .where('id', '=', late.loanId)
      .executeTakeFirstOrThrow();
    expect(lateLoan.customer_id).toBe(account.id);

    // Another hut's tablet that found the walk-in's record before the merge attaches the kept one.
    const atB = device(w.hutB, w.users.demo);
    const attach = atB({
      type: 'user.attach',
      payload: { userId: walkInRow.id, match: { kind: 'phone', value: phone } },
    });
    const attached = only(await push(db, staff(w.users.demo), [attach]), 'applied');
    expect(attached.rows.users?.map((u) => u.id)).toEqual([account.id]);
    const atHutB = await db
      .selectFrom('company_user')
      .select('user_id')
      .where('company_id', '=', w.hutB)
      .where('user_id', 'in', [account.id, walkInRow.id])
      .execute();
    expect(atHutB).toEqual([{ user_id: account.id }]);
  });

  it('reports a walk-in to its hut when the same phone registers online later; "not the same" keeps both', async () => {
    const db = t.database.db;
    const phone = newPhone();
    const atA = device(w.hutA, w.users.ansatt);
    const register = atA(walkIn(phone));
    only(await push(db, staff(w.users.ansatt), [register]), 'applied');
    const { ref } = register.payload as { ref: string };
    const walkInRow = await personByRef(ref);
    const account = await registeredAccount(db, {
      name: 'Kari Senere',
      email: `senere-${phone}@eksempel.no`,
      password: 'Fjellvann-og-ski-42',
      password_confirmation: 'Fjellvann-og-ski-42',
      phone,
      accept_terms: true,
      company_ids: [w.hutA],
    });
    const reported = await db
      .selectFrom('sync_exceptions')
      .selectAll()
      .where('company_id', '=', w.hutA)
      .where('kind', '=', 'possible_duplicate')
      .where('details_json', 'like', `%"otherUserId":${account.id},%`)
      .execute();
    expect(reported).toHaveLength(1);
    expect(JSON.parse(reported[0]?.details_json ?? '{}')).toMatchObject({
      userId: walkInRow.id,
      otherName: 'Kari Senere',
    });
    only(
      await push(db, staff(w.users.ansatt), [
        atA({
          type: 'exception.resolve',
          payload: { exceptionId: reported[0]?.id ?? '', resolution: 'not_duplicate' },
        }),
      ]),
      'applied',
    );
    expect(
      await db.selectFrom('users').select('id').where('phone', '=', phone).execute(),
    ).toHaveLength(2);
    // Other huts' staff cannot touch it.
    const atB = device(w.hutB, w.users.demo);
    const foreign = await push(db, staff(w.users.demo), [
      atB({
        type: 'exception.resolve',
        payload: { exceptionId: reported[0]?.id ?? '', resolution: 'merged' },
      }),
    ]);
    expect(foreign[0]).toMatchObject({ outcome: 'rejected', code: 'not_found' });
  });

  it('refuses bad walk-ins in Norwegian and changes nothing', async () => {
    const db = t.database.db;
    const atA = device(w.hutA, w.users.ansatt);
    const count = async () => (await db.selectFrom('users').select('id').execute()).length;
    const before = await count();
    const child = (name: string) => ({ id: newId(), name });
    const cases: [Record<string, unknown>, string][] = [
      [{ phone: '' }, 'Telefon'],
      [{ phone: '123' }, 'telefonnummer'],
      [{ phone: newPhone(), email: 'ikke-en-epost' }, 'epost'],
      [{ phone: newPhone(), name: '' }, 'Navn'],
      [{ phone: newPhone(), children: ['A', 'B', 'C', 'D', 'E'].map(child) }, 'fire barn'],
      [{ phone: newPhone(), children: [{ id: newId(), name: '' }] }, 'navnet på barnet'],
    ];
    for (const [payload, text] of cases) {
      const op = atA(walkIn(String(payload.phone ?? ''), payload));
      const [r] = await push(db, staff(w.users.ansatt), [op]);
      expect(r, JSON.stringify(payload)).toMatchObject({ outcome: 'rejected' });
      const said = r?.outcome === 'rejected' ? JSON.stringify(r.fields ?? r.message) : '';
      expect(said, JSON.stringify(payload)).toMatch(new RegExp(text, 'i'));
    }
    // An unknown ref is nobody to lend to.
    const [unit = 0] = await freeUnits(db, w.hutA, 1);
    const nobody = cart(atA, newId(), [unit]);
    const [r] = await push(db, staff(w.users.ansatt), nobody.adds);
    expect(r).toMatchObject({ outcome: 'rejected', message: syncMessages.customerNotFound });
    expect(await count()).toBe(before);
  });
});
