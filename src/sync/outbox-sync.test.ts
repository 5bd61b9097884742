import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { addToCart } from '../db/commands';
import { outboxStatus } from '../db/hut/outbox-store';
import { setSyncSession } from '../db/hut/session';
import { HUT, STAFF, closeDbs, hutSnapshot, seededDb, unit, user } from '../db/hut/test-hut';
import { syncMessages } from '../shared/texts/sync';
import { PRUNE_EVERY_MS, syncNow } from './outbox-sync';
import { outboxSyncTexts } from '../i18n/nb/outbox-sync';
import { now, setup, statuses } from './test-sync-fixtures';

afterEach(closeDbs);

describe('outbox sync: sessions, pulls and single flight', () => {
  it.each([401, 419])('pauses on %i, keeps everything, and resumes after login', async (status) => {
    const db = await seededDb();
    const { server, deps, commandDeps } = setup(db);
    await addToCart({ customerId: 20, unitId: 101 }, commandDeps);
    server.fail('push', status);

    expect(await syncNow(deps)).toEqual({ kind: 'paused' });
    expect(await outboxStatus(db)).toMatchObject({
      pending: 1,
      paused: 'auth',
      lastError: outboxSyncTexts.sessionExpired,
    });
    // Paused: no request at all until staff sign in again.
    const before = server.calls.length;
    expect(await syncNow(deps)).toEqual({ kind: 'paused' });
    expect(server.calls).toHaveLength(before);
    // More work while paused is kept too.
    await addToCart({ customerId: 23, unitId: 102 }, commandDeps);

    await setSyncSession(db, { userId: STAFF, companyId: HUT });
    expect(await syncNow(deps)).toMatchObject({ kind: 'synced', pushed: 2 });
    expect(await outboxStatus(db)).toMatchObject({ pending: 0, paused: null, lastError: null });
  });

  it('pauses when the XSRF token cannot be had for lack of a session', async () => {
    const db = await seededDb();
    const { server, deps, commandDeps } = setup(db);
    await addToCart({ customerId: 20, unitId: 101 }, commandDeps);
    server.fail('csrf', 401);
    expect(await syncNow(deps)).toEqual({ kind: 'paused' });
    expect(server.pushCalls()).toHaveLength(0);
  });

  it('pushes only the signed-in user’s entries, also those made before a hut switch', async () => {
    const db = await seededDb();
    const { server, deps, commandDeps } = setup(db);
    await addToCart({ customerId: 20, unitId: 101 }, commandDeps);
    await setSyncSession(db, { userId: 99, companyId: HUT });
    await addToCart({ customerId: 23, unitId: 102 }, commandDeps);
    // User 99 moves on to hut 11: the entry made at HUT still goes, its rows are not kept here.
    await setSyncSession(db, { userId: 99, companyId: 11 });
    expect(await syncNow(deps)).toMatchObject({ kind: 'synced', pushed: 1 });
    expect(server.pushCalls()[0]?.ops.map((op) => op.actorId)).toEqual([99]);
    expect(await db.loanItems.count()).toBe(0);
    expect(await statuses(db)).toEqual(['pending', 'applied']);

    await setSyncSession(db, { userId: STAFF, companyId: HUT });
    expect(await syncNow(deps)).toMatchObject({ kind: 'synced', pushed: 1 });
    expect(server.pushCalls()[1]?.ops.map((op) => op.actorId)).toEqual([STAFF]);
    expect(await statuses(db)).toEqual(['applied', 'applied']);
  });

  it('holds entries the server will not take from this session', async () => {
    const db = await seededDb();
    const { deps, commandDeps } = setup(db, {
      reject: () => ({ code: 'forbidden', message: syncMessages.forbiddenCompany }),
    });
    await addToCart({ customerId: 20, unitId: 101 }, commandDeps);
    expect(await syncNow(deps)).toMatchObject({ kind: 'synced', pushed: 0, held: 1 });
    expect(await statuses(db)).toEqual(['pending']);
    expect(await outboxStatus(db)).toMatchObject({
      pending: 1,
      lastError: syncMessages.forbiddenCompany,
    });
  });

  it('pulls a full snapshot, then deltas, with unsynced work laid on top', async () => {
    const db = await seededDb();
    await db.syncState.update(HUT, { cursor: null });
    const { server, deps, commandDeps } = setup(db);
    server.answerPulls(
      { cursor: 10, full: true, changes: hutSnapshot },
      {
        cursor: 12,
        full: false,
        changes: {
          units: [unit(103, 1, { status: 'retired' })],
          users: [user(24, 'Familie Berg')],
          deleted: { users: [23] },
        },
      },
    );
    expect(await syncNow(deps)).toMatchObject({ kind: 'synced', pulled: 'full' });
    expect(server.pullCalls().map((c) => c.url)).toEqual(['/api/sync/pull']);
    expect((await db.syncState.get(HUT))?.cursor).toBe(10);
    expect(await db.units.count()).toBe(5);

    // Work of another user waits in the outbox but stays on the counter across pulls.
    await setSyncSession(db, { userId: 99, companyId: HUT });
    const waiting = await addToCart({ customerId: 20, unitId: 101 }, commandDeps);
    await setSyncSession(db, { userId: STAFF, companyId: HUT });

    expect(await syncNow(deps)).toMatchObject({ kind: 'synced', pushed: 0, pulled: 'delta' });
    expect(server.pullCalls()[1]?.url).toBe('/api/sync/pull?since=10');
    expect((await db.syncState.get(HUT))?.cursor).toBe(12);
    expect((await db.units.get(103))?.status).toBe('retired');
    expect(await db.hutUsers.get(23)).toBeUndefined();
    expect(await db.hutUsers.get(24)).toBeDefined();
    expect(await db.loanItems.get(waiting.loanItemId)).toMatchObject({ status: 'in_cart' });

    server.answerPulls({ cursor: 13, full: true, changes: hutSnapshot });
    await syncNow(deps);
    expect(await db.hutUsers.get(24)).toBeUndefined();
    expect(await db.loanItems.get(waiting.loanItemId)).toMatchObject({ status: 'in_cart' });
  });

  it('refuses to store a pull that belongs to another hut', async () => {
    const db = await seededDb();
    const { server, deps } = setup(db);
    server.answerPulls({
      cursor: 10,
      full: true,
      changes: { units: [unit(900, 1, { company_id: 11 })] },
    });
    expect(await syncNow(deps)).toEqual({
      kind: 'failed',
      reason: 'server',
      message: outboxSyncTexts.otherHut,
    });
    expect(await db.units.count()).toBe(5);
    expect((await db.syncState.get(HUT))?.cursor).toBe(5);
  });

  it('runs one sync at a time: two concurrent calls push once', async () => {
    const db = await seededDb();
    const { server, deps, commandDeps } = setup(db);
    await addToCart({ customerId: 20, unitId: 101 }, commandDeps);
    const [a, b] = await Promise.all([syncNow(deps), syncNow(deps)]);
    expect(a).toMatchObject({ kind: 'synced', pushed: 1 });
    expect(b).toMatchObject({ kind: 'synced', pushed: 0 });
    expect(server.pushCalls()).toHaveLength(1);
    expect([...server.applyCount.values()]).toEqual([1]);
  });

  it('takes the cross-context lock around each run', async () => {
    const db = await seededDb();
    const { server, deps, commandDeps } = setup(db);
    await addToCart({ customerId: 20, unitId: 101 }, commandDeps);
    const names: string[] = [];
    let held = false;
    const locks = {
      request: async (name: string, callback: () => Promise<unknown>) => {
        expect(held).toBe(false);
        names.push(name);
        held = true;
        try {
          return await callback();
        } finally {
          held = false;
        }
      },
      // LockManager.request is overloaded; a two-argument double cannot match it structurally.
    } as unknown as Pick<LockManager, 'request'>;
    await Promise.all([syncNow({ ...deps, locks }), syncNow({ ...deps, locks })]);
    expect(names).toEqual(['utstyrsbod-outbox', 'utstyrsbod-outbox']);
    expect(server.pushCalls()).toHaveLength(1);
  });

  it('does nothing offline or without a signed-in hut', async () => {
    const db = await seededDb();
    const { server, deps } = setup(db);
    expect(await syncNow({ ...deps, isOnline: () => false })).toEqual({ kind: 'offline' });
    await db.session.clear();
    expect(await syncNow(deps)).toEqual({ kind: 'idle' });
    expect(server.calls).toHaveLength(0);
  });

  it('drops decided entries after 14 days, refused ones only once seen, and prunes hourly', async () => {
    const db = await seededDb();
    const { deps, commandDeps } = setup(db);
    await addToCart({ customerId: 20, unitId: 101 }, commandDeps);
    await syncNow(deps);
    const [entry] = await db.outbox.toArray();
    if (!entry) throw new Error('one entry');
    const day = 24 * 60 * 60_000;
    const old = new Date(now().getTime() - 20 * day).toISOString();
    await db.outbox.bulkPut([
      { ...entry, id: 'old-applied', seq: -1, createdAt: old, status: 'applied' },
      { ...entry, id: 'old-rejected', seq: -2, createdAt: old, status: 'rejected' },
    ]);
    const ids = async () => (await db.outbox.toArray()).map((e) => e.id).sort();
    const at = (ms: number) => ({ ...deps, now: () => new Date(now().getTime() + ms) });

    await syncNow(at(PRUNE_EVERY_MS));
    expect(await ids()).toEqual([entry.id, 'old-rejected'].sort());
    // Within the hour the next runs leave the outbox alone, even with something to drop.
    await db.outbox.put({
      ...entry,
      id: 'old-dismissed',
      seq: -3,
      createdAt: old,
      status: 'dismissed',
    });
    await syncNow(at(PRUNE_EVERY_MS + 30 * 60_000));
    expect(await ids()).toContain('old-dismissed');
    // 15 days on: the entry of today goes too; the refused one waits until staff have seen it.
    await syncNow(at(15 * day));
    expect(await ids()).toEqual(['old-rejected']);
  });
});
