import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { UtstyrsbodDb } from './database';
import { schemaVersions } from './schema';

describe('schema history', () => {
  it('numbers versions in order and never drops a table', () => {
    const versions = schemaVersions.map((v) => v.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    for (const v of schemaVersions) {
      expect(Object.values(v.stores)).not.toContain(null);
    }
  });

  it('upgrades a version 1 device in place, keeping its catalogue', async () => {
    const name = `upgrade-${Math.random().toString(36).slice(2)}`;
    const first = schemaVersions[0];
    if (!first) throw new Error('no schema versions');
    const old = new Dexie(name);
    old.version(first.version).stores(first.stores);
    await old.table('meta').put({ key: 'catalogue.cursor', value: 42 });
    old.close();

    const db = new UtstyrsbodDb(name);
    expect(await db.meta.get('catalogue.cursor')).toEqual({ key: 'catalogue.cursor', value: 42 });
    expect(db.verno).toBe(schemaVersions.at(-1)?.version);
    expect(await db.outbox.count()).toBe(0);
    await db.delete();
  });

  it.each([
    [8, 'reminders'],
    [9, 'reservations'],
  ] as const)(
    'at version %i (%s) makes the next pull a snapshot, keeping the outbox',
    async (version, table) => {
      const name = `upgrade-${Math.random().toString(36).slice(2)}`;
      const old = new Dexie(name);
      for (const v of schemaVersions.filter((s) => s.version < version))
        old.version(v.version).stores(v.stores);
      await old.table('syncState').put({ companyId: 3, cursor: 812, lastPullAt: null });
      await old.table('outbox').put({ id: 'op-1', seq: 1, status: 'pending', companyId: 3 });
      old.close();

      const db = new UtstyrsbodDb(name);
      expect((await db.syncState.get(3))?.cursor).toBeNull();
      expect(await db.outbox.count()).toBe(1);
      expect(await db[table].count()).toBe(0);
      await db.delete();
    },
  );
});
