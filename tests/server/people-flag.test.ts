import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCursor } from '../../src/server/db/change-log';
import { pullHutChanges } from '../../src/server/services/sync/pull';
import { testDialects } from '../support/test-databases';
import { cart, device, freeUnits, only, push, staff } from './sync-fixtures';
import { staffWorld } from './staff-world';
import type { StaffWorld } from './staff-world';
import { openTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * Brukeroversikt flags a person with a remark (user.flag) and lifts it (user.unflag). A flag is
 * the hut's own (docs/threat-model.md): that hut pulls it and hands out to them only with an
 * exception; other huts of the person neither see it nor are bound by it.
 */
describe.each(testDialects)('flagging a person on %s', (dialect) => {
  let t: TestApp;
  let w: StaffWorld;
  beforeAll(async () => {
    t = await openTestApp(dialect);
    w = await staffWorld(t.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  /** The flag a hut set on the person (on their membership of that hut). */
  const flagOf = async (userId: number, hut = w.hutA) =>
    (await t.database.db
      .selectFrom('company_user')
      .select(['is_flagged', 'flag_reason', 'flagged_by'])
      .where('user_id', '=', userId)
      .where('company_id', '=', hut)
      .executeTakeFirst()) ?? { is_flagged: 0, flag_reason: null, flagged_by: null };

  it('flags at the hut that set it: that hut pulls it and lends with an exception, others never see it', async () => {
    const db = t.database.db;
    const atA = device(w.hutA, w.users.ansatt);
    const atB = device(w.hutB, w.users.demo);
    // Sofie borrows at hut B; hut A attaches her, so she belongs to both.
    only(
      await push(db, staff(w.users.ansatt), [
        atA({
          type: 'user.attach',
          payload: {
            userId: w.users.sofie,
            match: { kind: 'email', value: 'sofie.pedersen@eksempel.no' },
          },
        }),
      ]),
      'applied',
    );
    const before = await latestCursor(db);
    const flag = atA({
      type: 'user.flag',
      payload: { userId: w.users.sofie, reason: 'Tre purringer uten svar.' },
    });
    only(await push(db, staff(w.users.ansatt), [flag]), 'applied');
    expect(await flagOf(w.users.sofie)).toEqual({
      is_flagged: 1,
      flag_reason: 'Tre purringer uten svar.',
      flagged_by: w.users.ansatt,
    });
    expect((await flagOf(w.users.sofie, w.hutB)).is_flagged).toBe(0);
    only(await push(db, staff(w.users.ansatt), [flag]), 'duplicate');
    const pulledA = await pullHutChanges(db, w.hutA, before);
    expect(pulledA.changes?.users?.find((u) => u.id === w.users.sofie)).toMatchObject({
      isFlagged: true,
      flag_reason: 'Tre purringer uten svar.',
    });
    // Hut B hears nothing of it: not the flag, not the remark, not a changed row.
    const pulledB = await pullHutChanges(db, w.hutB, before);
    expect(JSON.stringify(pulledB)).not.toContain('Tre purringer');
    expect(pulledB.changes?.users?.find((u) => u.id === w.users.sofie)).toBeUndefined();
    const full = await pullHutChanges(db, w.hutB, 0);
    expect(full.changes?.users?.find((u) => u.id === w.users.sofie)).toMatchObject({
      isFlagged: false,
      flag_reason: null,
      flaggedBy: null,
    });

    // Hut B lends to her as before: a flag holds only at the hut that set it.
    const [unitB = 0] = await freeUnits(db, w.hutB, 1);
    const atHutB = cart(atB, w.users.sofie, [unitB]);
    await push(db, staff(w.users.demo), atHutB.adds);
    only(await push(db, staff(w.users.demo), [atHutB.handOut()]), 'applied');
    // Nor can hut B lift hut A's flag.
    only(
      await push(db, staff(w.users.demo), [
        atB({ type: 'user.unflag', payload: { userId: w.users.sofie } }),
      ]),
      'applied',
    );
    expect((await flagOf(w.users.sofie)).is_flagged).toBe(1);

    // A tablet at hut A that had not pulled yet: the hand-out is recorded, as an exception.
    const [unit = 0] = await freeUnits(db, w.hutA, 1);
    const flagged = cart(atA, w.users.sofie, [unit]);
    await push(db, staff(w.users.ansatt), flagged.adds);
    const r = only(await push(db, staff(w.users.ansatt), [flagged.handOut()]), 'exception');
    expect(r.kind).toBe('borrower_flagged');
    expect(r.rows.exceptions?.[0]?.details).toMatchObject({
      customerId: w.users.sofie,
      flagReason: 'Tre purringer uten svar.',
    });
    only(
      await push(db, staff(w.users.ansatt), [
        atA({ type: 'loan.receiveAll', payload: { loanId: flagged.loanId } }),
      ]),
      'applied',
    );

    // Lifted at hut A, she borrows there again.
    const lifted = await latestCursor(db);
    only(
      await push(db, staff(w.users.ansatt), [
        atA({ type: 'user.unflag', payload: { userId: w.users.sofie } }),
      ]),
      'applied',
    );
    expect(await flagOf(w.users.sofie)).toEqual({
      is_flagged: 0,
      flag_reason: null,
      flagged_by: null,
    });
    const afterLift = await pullHutChanges(db, w.hutA, lifted);
    expect(afterLift.changes?.users?.find((u) => u.id === w.users.sofie)).toMatchObject({
      isFlagged: false,
    });
    const [free = 0] = await freeUnits(db, w.hutA, 1);
    const lent = cart(atA, w.users.sofie, [free]);
    await push(db, staff(w.users.ansatt), lent.adds);
    only(await push(db, staff(w.users.ansatt), [lent.handOut()]), 'applied');
  });

  it('refuses someone outside the hut, an empty remark and a borrower acting, changing nothing', async () => {
    const db = t.database.db;
    const stranger = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'ny@utstyrsbod.no')
      .executeTakeFirstOrThrow();
    const inA = await db
      .selectFrom('company_user')
      .select('user_id')
      .where('company_id', '=', w.hutA)
      .execute();
    const outsider = inA.some((r) => r.user_id === stranger.id) ? w.users.admin : stranger.id;
    const before = await flagOf(outsider);
    const atA = device(w.hutA, w.users.ansatt);
    const [notHere] = await push(db, staff(w.users.ansatt), [
      atA({ type: 'user.flag', payload: { userId: outsider, reason: 'Ikke her.' } }),
    ]);
    expect(notHere).toMatchObject({ outcome: 'rejected', code: 'not_found' });
    expect(await flagOf(outsider)).toEqual(before);

    const [empty] = await push(db, staff(w.users.ansatt), [
      atA({ type: 'user.flag', payload: { userId: w.users.lise, reason: '   ' } }),
    ]);
    expect(empty?.outcome).toBe('rejected');
    expect(JSON.stringify(empty)).toMatch(/Merknad/);

    const byBorrower = device(w.hutA, w.users.familie);
    const [borrower] = await push(db, staff(w.users.familie), [
      byBorrower({ type: 'user.flag', payload: { userId: w.users.lise, reason: 'Nei.' } }),
    ]);
    expect(borrower?.outcome).toBe('rejected');
    expect((await flagOf(w.users.lise)).is_flagged).toBe(0);
  });
});
