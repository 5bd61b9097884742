import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../src/server/errors';
import { pullChanges } from '../../src/server/services/sync';
import { syncMessages, syncRejectCodes } from '../../src/shared/contracts/sync';
import { testDialects } from '../support/test-databases';
import { cart, counts, device, freeUnits, only, openSyncWorld, push, staff } from './sync-fixtures';
import type { SyncWorld } from './sync-fixtures';

describe.each(testDialects)('sync permissions on %s', (dialect) => {
  let w: SyncWorld;
  beforeAll(async () => {
    w = await openSyncWorld(dialect);
  });
  afterAll(async () => {
    await w.database.destroy();
  });

  it('refuses ops for a hut the session’s user is not staff of, storing nothing', async () => {
    const op = device(w.hutB, w.users.ansatt);
    const c = cart(op, w.users.familie, await freeUnits(w.db, w.hutB, 1));
    const before = await counts(w.db);
    const r = only(await push(w.db, staff(w.users.ansatt), c.adds), 'rejected');
    expect(r).toEqual({
      outcome: 'rejected',
      opId: c.adds[0]?.id,
      code: syncRejectCodes.forbidden,
      message: syncMessages.forbiddenCompany,
    });
    expect(await counts(w.db)).toEqual(before);

    // Not stored, so the entry can go through once the session may act for that hut.
    await w.db
      .insertInto('company_user')
      .values({
        company_id: w.hutB,
        user_id: w.users.ansatt,
        role: 'staff',
        created_at: new Date().toISOString(),
      })
      .execute();
    only(await push(w.db, staff(w.users.ansatt), c.adds), 'applied');
    await w.db
      .deleteFrom('company_user')
      .where('company_id', '=', w.hutB)
      .where('user_id', '=', w.users.ansatt)
      .execute();
  });

  it('refuses ops recorded by another user than the session’s', async () => {
    const op = device(w.hutA, w.users.demo);
    const c = cart(op, w.users.familie, await freeUnits(w.db, w.hutA, 1));
    const before = await counts(w.db);
    const r = only(await push(w.db, staff(w.users.ansatt), c.adds), 'rejected');
    expect(r.code).toBe(syncRejectCodes.actorMismatch);
    expect(r.message).toBe(syncMessages.actorMismatch);
    expect(await counts(w.db)).toEqual(before);
    only(await push(w.db, staff(w.users.demo), c.adds), 'applied');
  });

  it('refuses borrowers and unknown huts', async () => {
    const asBorrower = device(w.hutA, w.users.familie);
    const activate = asBorrower({
      type: 'user.activate',
      payload: { userId: w.users.familie, reason: 'legitimasjon' },
    });
    expect(only(await push(w.db, staff(w.users.familie), [activate]), 'rejected').code).toBe(
      syncRejectCodes.forbidden,
    );
    const nowhere = device(
      999_999,
      w.users.admin,
    )({
      type: 'user.activate',
      payload: { userId: w.users.familie, reason: 'legitimasjon' },
    });
    const admin = { userId: w.users.admin, isNetworkAdmin: true };
    expect(only(await push(w.db, admin, [nowhere]), 'rejected').code).toBe(
      syncRejectCodes.companyNotFound,
    );
  });

  it('cannot reach another hut’s loans or users through its own hut', async () => {
    const inB = cart(
      device(w.hutB, w.users.demo),
      w.users.familie,
      await freeUnits(w.db, w.hutB, 1),
    );
    await push(w.db, staff(w.users.demo), [...inB.adds, inB.handOut()]);
    const op = device(w.hutA, w.users.ansatt);
    const sofie = await w.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'sofie.pedersen@eksempel.no')
      .executeTakeFirstOrThrow();
    const results = await push(w.db, staff(w.users.ansatt), [
      op({ type: 'loan.receiveAll', payload: { loanId: inB.loanId } }),
      op({ type: 'loanItem.receive', payload: { loanItemId: inB.itemIds[0] ?? '' } }),
      op({ type: 'user.activate', payload: { userId: sofie.id, reason: 'legitimasjon' } }),
    ]);
    expect(results.map((r) => (r.outcome === 'rejected' ? r.code : r.outcome))).toEqual([
      'not_found',
      'not_found',
      'not_found',
    ]);
    const stillOut = await w.db
      .selectFrom('loans')
      .select('status')
      .where('id', '=', inB.loanId)
      .executeTakeFirstOrThrow();
    expect(stillOut.status).toBe('open');
  });

  it('lets only the hut’s admin and staff (or a network admin) pull', async () => {
    const status = async (promise: Promise<unknown>) => {
      try {
        await promise;
        return 200;
      } catch (error) {
        if (error instanceof HttpError) return error.statusCode;
        throw error;
      }
    };
    expect(await status(pullChanges(w.db, staff(w.users.ansatt), w.hutB))).toBe(403);
    expect(await status(pullChanges(w.db, staff(w.users.familie), w.hutA))).toBe(403);
    expect(await status(pullChanges(w.db, staff(w.users.ansatt), 999_999))).toBe(404);
    expect(await status(pullChanges(w.db, staff(w.users.ansatt), w.hutA))).toBe(200);
    const admin = { userId: w.users.admin, isNetworkAdmin: true };
    expect(await status(pullChanges(w.db, admin, w.hutB))).toBe(200);
  });
});
