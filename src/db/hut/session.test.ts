import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { addToCart } from '../commands';
import { clearSyncSession, readSyncSession, setSyncSession } from './session';
import { closeDbs, HUT, STAFF, seededDb } from './test-hut';

afterEach(closeDbs);

describe('sync session on this device', () => {
  it('keeps the hut data when the same hut is bound again (reload, re-login)', async () => {
    const db = await seededDb();
    await setSyncSession(db, { userId: STAFF, companyId: HUT });
    expect(await db.units.count()).toBe(5);
    expect((await db.syncState.get(HUT))?.cursor).toBe(5);
  });

  it('re-scopes to another hut: rows go, cursors reset, unsynced entries stay', async () => {
    const db = await seededDb();
    await addToCart({ customerId: 20, unitId: 101 }, { db, requestSync: () => undefined });
    await setSyncSession(db, { userId: STAFF, companyId: 11 });
    expect(await db.units.count()).toBe(0);
    expect(await db.loans.count()).toBe(0);
    expect(await db.hutUsers.count()).toBe(0);
    expect((await db.syncState.get(HUT))?.cursor).toBeNull();
    expect(await db.outbox.count()).toBe(1);
    expect((await readSyncSession(db))?.companyId).toBe(11);
  });

  it('re-scopes after a logout too, when the next sign-in works at another hut', async () => {
    const db = await seededDb();
    await clearSyncSession(db);
    await setSyncSession(db, { userId: STAFF, companyId: 11 });
    expect(await db.units.count()).toBe(0);
    expect((await db.syncState.get(HUT))?.cursor).toBeNull();
  });

  it('lifts an auth pause at sign-in, and logout forgets only who is signed in', async () => {
    const db = await seededDb();
    await db.syncState.update(HUT, { paused: 'auth' });
    await setSyncSession(db, { userId: STAFF, companyId: HUT });
    expect((await db.syncState.get(HUT))?.paused).toBeNull();
    await clearSyncSession(db);
    expect(await readSyncSession(db)).toBeUndefined();
    expect(await db.units.count()).toBe(5);
  });
});
