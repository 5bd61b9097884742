import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { UtstyrsbodDb } from './database';
import { compactSchema, schemaVersions } from './schema';

describe('schema history', () => {
  it('numbers versions in order and never drops a table', () => {
    const versions = schemaVersions.map((v) => v.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    for (const v of schemaVersions) {
      expect(Object.values(v.stores)).not.toContain(null);
    }
  });

  it('upgrades a version 1 device in place, keeping its catalogue for the copy', async () => {
    const name = `upgrade-${Math.random().toString(36).slice(2)}`;
    const first = schemaVersions[0];
    if (!first) throw new Error('no schema versions');
    const old = new Dexie(name);
    old.version(first.version).stores(first.stores);
    await old.table('meta').put({ key: 'catalogue.cursor', value: 42 });
    old.close();

    const db = new UtstyrsbodDb(name);
    // The catalogue moved to its own database (src/db/catalogue); its copy reads these rows.
    expect(await db.table('meta').get('catalogue.cursor')).toEqual({
      key: 'catalogue.cursor',
      value: 42,
    });
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

describe('the history as Dexie is given it', () => {
  it('folds each version without an upgrade into the next one with an upgrade or the last', () => {
    const upgrade = () => Promise.resolve();
    const compacted = compactSchema([
      { version: 1, stores: { a: 'id', b: 'id' } },
      { version: 2, stores: { b: 'id, x' } },
      { version: 3, stores: { c: 'id' }, upgrade },
      { version: 4, stores: { d: 'id' } },
      { version: 5, stores: { e: 'id' } },
    ]);
    expect(compacted).toEqual([
      { version: 3, stores: { a: 'id', b: 'id, x', c: 'id' }, upgrade },
      { version: 5, stores: { d: 'id', e: 'id' } },
    ]);
  });

  it('gives a device at any older version the tables and indexes of a new one', async () => {
    const fresh = new UtstyrsbodDb(`fresh-${Math.random().toString(36).slice(2)}`);
    await fresh.open();
    const shape = (db: Dexie) =>
      db.tables
        .map((t) => [t.name, t.schema.primKey.src, t.schema.indexes.map((i) => i.src).sort()])
        .sort();
    const expected = shape(fresh);
    await fresh.delete();
    for (const from of schemaVersions.slice(0, -1)) {
      const name = `from-${from.version}-${Math.random().toString(36).slice(2)}`;
      const old = new Dexie(name);
      for (const v of schemaVersions.filter((s) => s.version <= from.version))
        old.version(v.version).stores(v.stores);
      await old.open();
      old.close();
      const db = new UtstyrsbodDb(name);
      await db.open();
      // Read back from IndexedDB itself, not from the declared schema.
      const reopened = new Dexie(name);
      await reopened.open();
      expect(shape(reopened), `from version ${from.version}`).toEqual(expected);
      reopened.close();
      await db.delete();
    }
  });
});
