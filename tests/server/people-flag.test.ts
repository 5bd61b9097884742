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
 * Brukeroversikt flags a person with a remark (user.flag) and lifts it (user.unflag). A flag holds
 * in the whole network: every hut the person belongs to pulls it, and none hands out to them.
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

  const flagOf = (userId: number) =>
    t.database.db
      .selectFrom('users')
      .select(['is_flagged', 'flag_reason', 'flagged_by'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();

  it('flags once, every hut of the person pulls it, and no hut hands out to them', async () => {
    const db = t.database.db;
    const atA = device(w.hutA, w.users.ansatt);
    const atB = device(w.hutB, w.users.demo);
    // Sofie borrows at hut B; hut A attaches her, so she belongs to both.
    only(
      await push(db, staff(w.users.ansatt), [
        atA({ type: 'user.attach', payload: { userId: w.users.sofie } }),
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
    only(await push(db, staff(w.users.ansatt), [flag]), 'duplicate');
    for (const hut of [w.hutA, w.hutB]) {
      const pulled = await pullHutChanges(db, hut, before);
      const sofie = pulled.changes?.users?.find((u) => u.id === w.users.sofie);
      expect(sofie, `hut ${hut}`).toMatchObject({ isFlagged: true });
    }

    // Hut B's tablet had not pulled yet: the hand-out is recorded, as an exception.
    const [unit = 0] = await freeUnits(db, w.hutB, 1);
    const refused = cart(atB, w.users.sofie, [unit]);
    await push(db, staff(w.users.demo), refused.adds);
    const r = only(await push(db, staff(w.users.demo), [refused.handOut()]), 'exception');
    expect(r.kind).toBe('borrower_flagged');
    expect(r.rows.exceptions?.[0]?.details).toMatchObject({
      customerId: w.users.sofie,
      flagReason: 'Tre purringer uten svar.',
    });
    only(
      await push(db, staff(w.users.demo), [
        atB({ type: 'loan.receiveAll', payload: { loanId: refused.loanId } }),
      ]),
      'applied',
    );

    // Lifted at hut B, she borrows again anywhere.
    const lifted = await latestCursor(db);
    only(
      await push(db, staff(w.users.demo), [
        atB({ type: 'user.unflag', payload: { userId: w.users.sofie } }),
      ]),
      'applied',
    );
    expect(await flagOf(w.users.sofie)).toEqual({
      is_flagged: 0,
      flag_reason: null,
      flagged_by: null,
    });
    const pulledA = await pullHutChanges(db, w.hutA, lifted);
    expect(pulledA.changes?.users?.find((u) => u.id === w.users.sofie)).toMatchObject({
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
