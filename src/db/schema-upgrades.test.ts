import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { recordDemand } from './commands/demand';
import { UtstyrsbodDb } from './database';
import { hutTables } from './hut/local-context';
import { replayPendingOps } from './hut/local-ops';
import { SYNC_OP_TYPES, type SyncOpType } from '../shared/contracts/sync-ops';
import { opVersion } from '../shared/contracts/sync-op-versions';
import { OUTBOX_STATUSES } from '../shared/domain/statuses';
import { compactSchema, schemaVersions } from './schema';
import { upgradeFixtures, type FixtureRow, type UpgradeFixture } from './upgrade-fixtures/fixtures';
import { expectedAfterUpgrade, upgradeEffects } from './upgrade-fixtures/upgrade-effects';

/**
 * Every upgrade path: a device at each earlier schema version, holding what that version's code
 * wrote (src/db/upgrade-fixtures), opened by the current app. Nothing waiting may be lost.
 */
const fixtures = upgradeFixtures();
const versions = schemaVersions.map((v) => v.version);
const current = versions.at(-1) ?? 0;
const upgraded = schemaVersions.filter((v) => v.upgrade).map((v) => v.version);
/** Every version but the newest needs a fixture; one of the newest is tried as well. */
const paths = versions.filter((v) => v < current || fixtures.has(v));

const open: Dexie[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((db) => db.delete()));
});

function fixtureOf(version: number): UpgradeFixture {
  const fixture = fixtures.get(version);
  if (!fixture) {
    throw new Error(
      `No fixture of schema version ${version}: add src/db/upgrade-fixtures/v${version}.json (README.md there)`,
    );
  }
  return fixture;
}

/** The tables (and their keys) as version `version` declared them, each version folded in. */
function declaredAt(version: number): Map<string, string> {
  const stores = new Map<string, string>();
  for (const v of schemaVersions.filter((s) => s.version <= version)) {
    for (const [table, spec] of Object.entries(v.stores)) {
      if (spec === null) stores.delete(table);
      else stores.set(table, spec);
    }
  }
  return stores;
}

/** A device's database at `version`, created as that version's app declared it, then filled. */
async function deviceAt(fixture: UpgradeFixture): Promise<string> {
  const name = `upgrade-from-${fixture.version}-${Math.random().toString(36).slice(2)}`;
  const old = new Dexie(name);
  const history = schemaVersions.filter((v) => v.version <= fixture.version);
  for (const { version, stores, upgrade } of compactSchema(history)) {
    const declared = old.version(version).stores(stores);
    if (upgrade) declared.upgrade(upgrade);
  }
  await old.open();
  expect(old.verno).toBe(fixture.version);
  await old.transaction('rw', old.tables, async () => {
    for (const [table, rows] of Object.entries(fixture.tables)) {
      await old.table(table).bulkAdd(rows);
    }
  });
  old.close();
  return name;
}

async function upgradedDevice(fixture: UpgradeFixture): Promise<UtstyrsbodDb> {
  const db = new UtstyrsbodDb(await deviceAt(fixture));
  open.push(db);
  await db.open();
  return db;
}

/** Rows by primary key, so the order a table returns them in does not matter. */
function byKey(db: Dexie, table: string, rows: readonly FixtureRow[]): Map<unknown, FixtureRow> {
  const keyPath = db.table(table).schema.primKey.keyPath;
  if (typeof keyPath !== 'string') throw new Error(`${table}: a compound key`);
  return new Map(rows.map((row) => [row[keyPath], row]));
}

const WAITING: readonly unknown[] = ['pending', 'sent'];
const OP_TYPES: readonly unknown[] = SYNC_OP_TYPES;
const isOpType = (value: unknown): value is SyncOpType => OP_TYPES.includes(value);

describe('the upgrade fixtures', () => {
  it('hold every schema version but the newest, and no version that never was', () => {
    const missing = versions.filter((v) => v < current && !fixtures.has(v));
    expect(missing, 'versions without a fixture (src/db/upgrade-fixtures/README.md)').toEqual([]);
    expect([...fixtures.keys()].filter((v) => !versions.includes(v))).toEqual([]);
  });

  it.each([...fixtures.values()].map((f) => [f.version, f] as const))(
    'version %i holds every table of its version, and an empty one says why',
    (version, fixture) => {
      const declared = [...declaredAt(version).keys()].sort();
      expect(Object.keys(fixture.tables).sort()).toEqual(declared);
      for (const [table, rows] of Object.entries(fixture.tables)) {
        if (rows.length === 0) expect(fixture.empty?.[table], `why ${table} is empty`).toBeTruthy();
      }
      // A full outbox: entries in every state a device keeps them in.
      const outbox = fixture.tables['outbox'];
      if (outbox) {
        expect(new Set(outbox.map((e) => e['status']))).toEqual(new Set(OUTBOX_STATUSES));
      }
    },
  );

  it('know what every upgrade changes', () => {
    for (const version of upgraded) {
      expect(
        upgradeEffects[version],
        `version ${version}'s upgrade in upgrade-effects.ts`,
      ).toBeDefined();
    }
    expect(
      Object.keys(upgradeEffects)
        .map(Number)
        .filter((v) => !upgraded.includes(v)),
    ).toEqual([]);
  });
});

describe.each(paths)('a device at schema version %i, opened by the current app', (version) => {
  it('keeps every outbox entry and every local row', async () => {
    const fixture = fixtureOf(version);
    const db = await upgradedDevice(fixture);
    expect(db.verno).toBe(current);
    const expected = expectedAfterUpgrade(fixture.tables, version, upgraded);

    const entries = expected['outbox'] ?? [];
    const stored = byKey(db, 'outbox', await db.outbox.toArray());
    expect(stored.size).toBe(entries.length);
    for (const entry of entries) {
      const after = stored.get(entry['id']);
      const label = `${String(entry['type'])} seq ${String(entry['seq'])}`;
      expect(after, label).toBeDefined();
      for (const field of ['id', 'seq', 'status', 'companyId', 'actorId', 'deviceId', 'result']) {
        expect(after?.[field], `${label}: ${field}`).toEqual(entry[field]);
      }
      if (WAITING.includes(entry['status'])) {
        expect(after?.['payload'], `${label}: payload`).toEqual(entry['payload']);
        // What the replay and the push read: the op in its type's current contract.
        const type = entry['type'];
        if (!isOpType(type)) throw new Error(`${label}: not an op type`);
        expect(after?.['v'] ?? 1, `${label}: version`).toBe(opVersion(type));
      }
    }

    for (const table of db.tables) {
      const rows = expected[table.name];
      const now = await table.toArray();
      if (!rows) {
        expect(now, `${table.name}, new since version ${version}`).toEqual([]);
        continue;
      }
      expect(byKey(db, table.name, now), table.name).toEqual(byKey(db, table.name, rows));
    }
    if (version < 9) {
      // Versions 8 and 9 add tables of server rows: the next pull must be a whole snapshot.
      const cursors = (await db.syncState.toArray()).map((s) => s.cursor);
      expect(cursors).toEqual(cursors.map(() => null));
    }
  });

  it('replays its waiting entries, and numbers a new command above every old one', async () => {
    const fixture = fixtureOf(version);
    const db = await upgradedDevice(fixture);
    const oldEntries = fixture.tables['outbox'] ?? [];
    const device = fixture.tables['device']?.[0];
    if (!fixture.tables['session']?.length) {
      await db.session.put({ id: 'session', userId: 2, companyId: 1, updatedAt: '2026-11-27' });
    }
    const session = await db.session.get('session');
    const hut = session?.companyId;
    if (!hut) throw new Error('the session names no hut');

    // The next pull's snapshot lacks what the server has not seen; the replay makes it again.
    for (const [table, keys] of Object.entries(fixture.localOnly)) {
      await db.table(table).bulkDelete(keys);
    }
    await db.transaction('rw', hutTables(db), async () => {
      await replayPendingOps(db, hut);
    });
    for (const [table, keys] of Object.entries(fixture.localOnly)) {
      const rows: unknown[] = await db.table(table).bulkGet(keys);
      expect(rows, `${table} made again by the replay`).not.toContain(undefined);
    }
    const waiting = oldEntries.filter((e) => WAITING.includes(e['status']));
    expect(await db.outbox.where('status').anyOf('pending', 'sent').count()).toBe(waiting.length);

    const { opId } = await recordDemand(
      { productId: 11, categoryId: null, size: null },
      { db, requestSync: () => undefined },
    );
    const entry = await db.outbox.get(opId);
    const seqs = oldEntries.map((e) => Number(e['seq']));
    expect(entry?.seq).toBe(device ? device['nextSeq'] : 0);
    expect(entry?.seq).toBeGreaterThan(Math.max(-1, ...seqs));
    if (device) expect(entry?.deviceId).toBe(device['deviceId']);
    expect((await db.device.get('device'))?.nextSeq).toBe((entry?.seq ?? NaN) + 1);
  });
});
