import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hutPeopleTexts } from '../../src/shared/texts/hut-people';
import { testDialects } from '../support/test-databases';
import { cart, device, freeUnits, push, staff } from './sync-fixtures';
import { staffWorld } from './staff-world';
import type { StaffWorld } from './staff-world';
import { Browser, openTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';
import { registeredAccount } from './support/registration';

/**
 * A hut admin's work with the hut's people: roles and removal (invitations: hut-invites.test.ts).
 * The hut always keeps an admin, also when two admins demote each other at once.
 */
describe.each(testDialects)('a hut admin and the hut’s people on %s', (dialect) => {
  let t: TestApp;
  let w: StaffWorld;
  let admin: Browser;
  beforeAll(async () => {
    t = await openTestApp(dialect);
    w = await staffWorld(t.database.db);
    admin = new Browser(t.app);
    expect((await admin.login('demo@utstyrsbod.no')).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  const roleAt = async (hut: number, userId: number) =>
    (
      await t.database.db
        .selectFrom('company_user')
        .select('role')
        .where('company_id', '=', hut)
        .where('user_id', '=', userId)
        .executeTakeFirst()
    )?.role ?? null;
  const setRole = (browser: Browser, userId: number, role: string) =>
    browser.request('PUT', `/api/company/${w.hutA}/people/${userId}/role`, { body: { role } });

  it('raises a borrower only by invitation, makes staff admin, and staff may not change roles', async () => {
    const lise = w.users.lise;
    await t.database.db
      .insertInto('company_user')
      .values({
        company_id: w.hutA,
        user_id: lise,
        role: 'borrower',
        created_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.columns(['company_id', 'user_id']).doNothing())
      .execute();
    // Attached as a borrower (perhaps by a lookup, unasked): no admin can make her staff.
    for (const role of ['staff', 'admin']) {
      const raised = await setRole(admin, lise, role);
      expect(raised.statusCode, raised.body).toBe(422);
      expect(raised.json()).toMatchObject({ message: hutPeopleTexts.inviteNeeded });
      expect(await roleAt(w.hutA, lise)).toBe('borrower');
    }
    // Staff by an accepted invitation (hut-invites.test.ts), she can be made admin and back.
    await t.database.db
      .updateTable('company_user')
      .set({ role: 'staff' })
      .where('company_id', '=', w.hutA)
      .where('user_id', '=', lise)
      .execute();
    const made = await setRole(admin, lise, 'admin');
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ message: expect.stringContaining('er nå administrator') });
    expect((await setRole(admin, lise, 'staff')).statusCode).toBe(200);
    expect(await roleAt(w.hutA, lise)).toBe('staff');
    const person = new Browser(t.app);
    await person.login('lise.hansen@eksempel.no');
    expect((await person.post(`/api/company/${w.hutA}/set`)).statusCode).toBe(200);

    const ansatt = new Browser(t.app);
    await ansatt.login('ansatt@utstyrsbod.no');
    expect((await setRole(ansatt, lise, 'admin')).statusCode).toBe(403);
    const bad = await setRole(admin, lise, 'sjef');
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain(hutPeopleTexts.invalidRole);
    expect(await roleAt(w.hutA, lise)).toBe('staff');
    expect((await setRole(admin, lise, 'borrower')).statusCode).toBe(200);
  });

  it('keeps an admin: the last one cannot step down, and of two stepping down at once one stays', async () => {
    const db = t.database.db;
    const admins = await db
      .selectFrom('company_user')
      .select('user_id')
      .where('company_id', '=', w.hutA)
      .where('role', '=', 'admin')
      .execute();
    expect(admins.map((a) => a.user_id)).toEqual([w.users.demo]);
    const alone = await setRole(admin, w.users.demo, 'staff');
    expect(alone.statusCode).toBe(422);
    expect(alone.json()).toMatchObject({ message: hutPeopleTexts.lastAdmin });

    expect((await setRole(admin, w.users.ansatt, 'admin')).statusCode).toBe(200);
    const second = new Browser(t.app);
    await second.login('ansatt@utstyrsbod.no');
    const [a, b] = await Promise.all([
      setRole(admin, w.users.ansatt, 'staff'),
      setRole(second, w.users.demo, 'staff'),
    ]);
    // One goes through; the other is refused: as the last admin (422), or, decided after the
    // first, as someone who is no longer an admin (403).
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes[0]).toBe(200);
    expect([403, 422]).toContain(codes[1]);
    const left = await db
      .selectFrom('company_user')
      .select('user_id')
      .where('company_id', '=', w.hutA)
      .where('role', '=', 'admin')
      .execute();
    expect(left).toHaveLength(1);
    // Back as the world was: demo the admin, ansatt staff.
    if (left[0]?.user_id !== w.users.demo) {
      await db
        .updateTable('company_user')
        .set({ role: 'admin' })
        .where('company_id', '=', w.hutA)
        .where('user_id', '=', w.users.demo)
        .execute();
    }
    await db
      .updateTable('company_user')
      .set({ role: 'staff' })
      .where('company_id', '=', w.hutA)
      .where('user_id', '=', w.users.ansatt)
      .execute();
  });

  it('removes someone without open loans here, and refuses while they have one', async () => {
    const db = t.database.db;
    const { id: person } = await registeredAccount(db, {
      name: 'Kort Besøk',
      email: `kort-besok-${dialect}@eksempel.no`,
      password: 'Fjellvann-og-ski-42',
      password_confirmation: 'Fjellvann-og-ski-42',
      company_ids: [w.hutA],
      accept_terms: true,
    });
    const atA = device(w.hutA, w.users.ansatt);
    const [unit = 0] = await freeUnits(db, w.hutA, 1);
    const loan = cart(atA, person, [unit]);
    await push(db, staff(w.users.ansatt), [...loan.adds, loan.handOut()]);
    const refused = await admin.request('DELETE', `/api/company/${w.hutA}/people/${person}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: hutPeopleTexts.openLoans });
    expect(await roleAt(w.hutA, person)).toBe('borrower');
    await push(db, staff(w.users.ansatt), [
      atA({ type: 'loan.receiveAll', payload: { loanId: loan.loanId } }),
    ]);
    const removed = await admin.request('DELETE', `/api/company/${w.hutA}/people/${person}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await roleAt(w.hutA, person)).toBeNull();
    expect(
      (await admin.request('DELETE', `/api/company/${w.hutA}/people/${person}`)).statusCode,
    ).toBe(404);
  });
});
