import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { deleteDB } from 'idb';
import { afterEach, describe, expect, it } from 'vitest';
import { UtstyrsbodDb } from '../database';
import { schemaVersions } from '../schema';
import { openCatalogueDb, type CatalogueDb } from './catalogue-db';
import { readCatalogueMeta } from './catalogue-store';
import { categories, huts, products } from './test-catalogue';

const names: string[] = [];
const opened: CatalogueDb[] = [];
function name(prefix: string): string {
  const n = `${prefix}-${Math.random().toString(36).slice(2)}`;
  names.push(n);
  return n;
}
afterEach(async () => {
  for (const db of opened.splice(0)) db.close();
  for (const n of names.splice(0)) await deleteDB(n);
});

/** What an app before the move kept: the catalogue in the counter's database, at version 1. */
async function deviceOfOlderApp(legacy: string): Promise<void> {
  const first = schemaVersions[0];
  if (!first) throw new Error('no schema versions');
  const old = new Dexie(legacy);
  old.version(first.version).stores(first.stores);
  await old.table('categories').bulkPut(categories);
  await old.table('companies').bulkPut(huts);
  await old.table('products').bulkPut(products);
  await old.table('meta').bulkPut([
    { key: 'catalogue.cursor', value: 42 },
    { key: 'catalogue.etag', value: '"v42"' },
    { key: 'catalogue.format', value: 2 },
    { key: 'catalogue.county', value: null },
    { key: 'catalogue.storedCounty', value: null },
  ]);
  old.close();
}

describe('the catalogue moved out of the counter database', () => {
  it('is copied once into the catalogue database, and then only there', async () => {
    const legacy = name('legacy');
    await deviceOfOlderApp(legacy);

    const db = await openCatalogueDb(name('catalogue'), legacy);
    opened.push(db);
    expect(await db.count('products')).toBe(products.length);
    expect(await db.count('categories')).toBe(categories.length);
    expect(await db.count('companies')).toBe(huts.length);
    expect(await readCatalogueMeta(db)).toMatchObject({ cursor: 42, etag: '"v42"' });

    // The counter's database still opens, upgraded, and holds no second copy.
    const counter = new UtstyrsbodDb(legacy);
    await counter.open();
    expect(counter.verno).toBe(schemaVersions.at(-1)?.version);
    expect(await counter.table('products').count()).toBe(0);
    expect(await counter.table('meta').count()).toBe(0);
    counter.close();
  });

  it('creates no counter database where there was none (a first visit)', async () => {
    const absent = name('absent');
    const db = await openCatalogueDb(name('catalogue'), absent);
    opened.push(db);
    expect(await db.count('products')).toBe(0);
    const existing = await indexedDB.databases();
    expect(existing.map((d) => d.name)).not.toContain(absent);
  });

  it('copies nothing into a catalogue database that already existed', async () => {
    const legacy = name('legacy');
    const catalogue = name('catalogue');
    (await openCatalogueDb(catalogue, null)).close();
    await deviceOfOlderApp(legacy);
    const db = await openCatalogueDb(catalogue, legacy);
    opened.push(db);
    expect(await db.count('products')).toBe(0);
  });
});
