import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCursor } from '../../src/server/db/change-log';
import { addMember, removeMember, updateMember } from '../../src/server/services/account/members';
import { pullHutChanges } from '../../src/server/services/sync/pull';
import { newMemberRequestSchema, memberRequestSchema } from '../../src/shared/contracts/profile';
import { testDialects } from '../support/test-databases';
import { loadMyLoans } from '../../src/server/services/account/my-page';
import { cart, device, freeUnits, newId, only, push, staff } from './sync-fixtures';
import { staffWorld } from './staff-world';
import type { StaffWorld } from './staff-world';
import { openTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * Children travel to the counters with their person: a hut's snapshot holds the children of its
 * people, and a child added, changed or removed on Min side makes every hut of the person pull
 * the person again with all their children (so the device can drop a removed one).
 */
describe.each(testDialects)('children on the huts devices on %s', (dialect) => {
  let t: TestApp;
  let w: StaffWorld;
  beforeAll(async () => {
    t = await openTestApp(dialect);
    w = await staffWorld(t.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  const hutOf = async (userId: number) => {
    const row = await t.database.db
      .selectFrom('company_user')
      .select('company_id')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return row.company_id;
  };

  it('sends a person with all their children, and again after each change on Min side', async () => {
    const db = t.database.db;
    const person = w.users.familie;
    const hut = await hutOf(person);
    const first = newId();
    const second = newId();
    await addMember(
      db,
      person,
      newMemberRequestSchema.parse({ id: first, name: 'Ola', height: 120 }),
    );
    const snapshot = await pullHutChanges(db, hut);
    expect(snapshot.changes?.members?.filter((m) => m.user_id === person)).toContainEqual({
      id: first,
      user_id: person,
      name: 'Ola',
      height: 120,
      shoe_size: null,
      helmet_size: null,
    });

    const before = await latestCursor(db);
    await addMember(db, person, newMemberRequestSchema.parse({ id: second, name: 'Kari' }));
    const added = await pullHutChanges(db, hut, before);
    expect(added.changes?.users?.map((u) => u.id)).toContain(person);
    expect(added.changes?.members?.filter((m) => m.user_id === person).map((m) => m.id)).toEqual(
      expect.arrayContaining([first, second]),
    );

    const beforeEdit = await latestCursor(db);
    await updateMember(
      db,
      person,
      first,
      memberRequestSchema.parse({ name: 'Ola', shoeSize: 32.5 }),
    );
    const edited = await pullHutChanges(db, hut, beforeEdit);
    expect(edited.changes?.members?.find((m) => m.id === first)?.shoe_size).toBe(32.5);

    const beforeRemove = await latestCursor(db);
    await removeMember(db, person, first);
    await removeMember(db, person, second);
    const removed = await pullHutChanges(db, hut, beforeRemove);
    // The person again, with the children they still have: the device drops the removed ones.
    expect(removed.changes?.users?.map((u) => u.id)).toContain(person);
    const still = await db
      .selectFrom('members')
      .select('id')
      .where('user_id', '=', person)
      .execute();
    expect(
      (removed.changes?.members ?? [])
        .filter((m) => m.user_id === person)
        .map((m) => m.id)
        .sort(),
    ).toEqual(still.map((m) => m.id).sort());
    expect(still.map((m) => m.id)).not.toContain(first);
  });

  it('gives no hut the children of people it does not hold', async () => {
    const db = t.database.db;
    const person = w.users.sofie;
    const hut = await hutOf(person);
    const id = newId();
    await addMember(db, person, newMemberRequestSchema.parse({ id, name: 'Hemmelig' }));
    const huts = await db.selectFrom('companies').select('id').execute();
    for (const other of huts.filter((h) => h.id !== hut)) {
      const holds = await db
        .selectFrom('company_user')
        .select('user_id')
        .where('company_id', '=', other.id)
        .where('user_id', '=', person)
        .union(
          db
            .selectFrom('loans')
            .select('customer_id as user_id')
            .where('company_id', '=', other.id)
            .where('customer_id', '=', person),
        )
        .execute();
      if (holds.length > 0) continue;
      const pulled = await pullHutChanges(db, other.id);
      expect(pulled.changes?.members?.some((m) => m.id === id) ?? false, `hut ${other.id}`).toBe(
        false,
      );
    }
    await removeMember(db, person, id);
  });

  it("lends to a borrower's child: the guardian stays the borrower, the child's name shows", async () => {
    const db = t.database.db;
    const person = w.users.familie;
    const hut = await hutOf(person);
    const staffId = (
      await db
        .selectFrom('company_user')
        .select('user_id')
        .where('company_id', '=', hut)
        .where('role', 'in', ['staff', 'admin'])
        .executeTakeFirstOrThrow()
    ).user_id;
    const childId = newId();
    await addMember(db, person, newMemberRequestSchema.parse({ id: childId, name: 'Lille Ola' }));
    const otherChild = newId();
    await addMember(
      db,
      w.users.sofie,
      newMemberRequestSchema.parse({ id: otherChild, name: 'Ikke din' }),
    );
    const at = device(hut, staffId);
    const [unit = 0] = await freeUnits(db, hut, 1);
    const loan = cart(at, person, [unit]);
    await push(db, staff(staffId), loan.adds);
    const save = (memberId: string | null) =>
      at({
        type: 'loan.save',
        payload: {
          loanId: loan.loanId,
          loanDate: loan.dates.loanDate,
          expectedReturnDate: loan.dates.expectedReturnDate,
          memberId,
        },
      });
    // Someone else's child: refused, nothing changed.
    const refused = only(await push(db, staff(staffId), [save(otherChild)]), 'rejected');
    expect(refused.code).toBe('not_found');
    only(await push(db, staff(staffId), [save(childId)]), 'applied');
    only(await push(db, staff(staffId), [loan.handOut()]), 'applied');
    const row = await db
      .selectFrom('loans')
      .select('member_id')
      .where('id', '=', loan.loanId)
      .executeTakeFirstOrThrow();
    expect(row.member_id).toBe(childId);
    const pulled = await pullHutChanges(db, hut);
    expect(pulled.changes?.loans?.find((l) => l.id === loan.loanId)?.member_id).toBe(childId);
    const mine = await loadMyLoans(db, person);
    expect(mine.current.find((l) => l.id === loan.loanId)?.forChild).toBe('Lille Ola');
    // A removed child leaves the loan with the guardian.
    await removeMember(db, person, childId);
    const after = await db
      .selectFrom('loans')
      .select(['member_id', 'customer_id'])
      .where('id', '=', loan.loanId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ member_id: null, customer_id: person });
    await removeMember(db, w.users.sofie, otherChild);
  });
});
