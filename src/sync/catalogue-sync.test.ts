import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteDB } from 'idb';
import { openCatalogueDb, type CatalogueDb } from '../db/catalogue/catalogue-db';
import { chooseCatalogueCounty, readCatalogueMeta } from '../db/catalogue/catalogue-store';
import { categories, huts, product, products } from '../db/catalogue/test-catalogue';
import type { CatalogueResponse } from '../shared/contracts';
import { pullCatalogue, syncCatalogue } from './catalogue-sync';
import { getCatalogueSyncState } from './catalogue-sync-state';

const opened: CatalogueDb[] = [];
async function freshDb(): Promise<CatalogueDb> {
  const db = await openCatalogueDb(`test-${Math.random().toString(36).slice(2)}`, null);
  opened.push(db);
  return db;
}
afterEach(async () => {
  for (const db of opened.splice(0)) {
    db.close();
    await deleteDB(db.name);
  }
});

const fullSnapshot: CatalogueResponse = {
  cursor: 10,
  full: true,
  generated_at: '2026-11-21T10:00:00.000Z',
  county: null,
  area_required: false,
  categories,
  companies: huts,
  products,
  deleted_product_ids: [],
};

interface Call {
  url: string;
  headers: Record<string, string>;
}

/** A fetch stand-in answering from a queue; records what was asked. */
function stubFetch(answers: Array<() => Response>) {
  const calls: Call[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    calls.push({ url: String(input), headers: Object.fromEntries(new Headers(init?.headers)) });
    const next = answers.shift();
    if (!next) throw new TypeError('Failed to fetch');
    return next();
  };
  return { calls, fetch: fetchStub as typeof fetch };
}

const json = (body: unknown, etag: string) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json', ETag: etag },
  });

const now = () => new Date('2026-11-21T10:05:00.000Z');
const online = () => true;

describe('catalogue sync', () => {
  it('stores a full snapshot with cursor, ETag and fetch time', async () => {
    const db = await freshDb();
    const { calls, fetch } = stubFetch([() => json(fullSnapshot, '"v10"')]);
    const result = await pullCatalogue({ db, fetch, now, isOnline: online });
    expect(result).toEqual({ kind: 'updated', full: true, cursor: 10, products: 5 });
    expect(calls[0]?.url).toBe('/api/public/catalogue');
    expect(calls[0]?.headers['if-none-match']).toBeUndefined();
    expect(await db.count('products')).toBe(5);
    expect(await db.count('categories')).toBe(6);
    expect(await db.count('companies')).toBe(3);
    expect(await readCatalogueMeta(db)).toEqual({
      cursor: 10,
      etag: '"v10"',
      fetchedAt: '2026-11-21T10:05:00.000Z',
      generatedAt: '2026-11-21T10:00:00.000Z',
      county: null,
      storedCounty: null,
      areaRequired: false,
      storedAreaRequired: false,
      revalidate: true,
    });
  });

  it('asks for the chosen county, and for all of it again when the choice changes', async () => {
    const db = await freshDb();
    // A national network: no products until a county is chosen.
    const { fetch: first } = stubFetch([
      () => json({ ...fullSnapshot, products: [], area_required: true }, '"v10"'),
    ]);
    await pullCatalogue({ db, fetch: first, now, isOnline: online });
    // No delta builds on an answer without products: the server may stop asking for a county.
    expect(await readCatalogueMeta(db)).toMatchObject({
      areaRequired: true,
      county: null,
      cursor: null,
    });
    // Asked whole again, but revalidated: an unchanged network answers 304, not the same again.
    const { calls: again, fetch: unchanged } = stubFetch([
      () => new Response(null, { status: 304 }),
    ]);
    expect(await pullCatalogue({ db, fetch: unchanged, now, isOnline: online })).toEqual({
      kind: 'unchanged',
    });
    expect(again[0]?.url).toBe('/api/public/catalogue');
    expect(again[0]?.headers['if-none-match']).toBe('"v10"');

    await chooseCatalogueCounty(db, 'Møre og Romsdal');
    expect((await readCatalogueMeta(db)).areaRequired).toBe(false);
    const { calls, fetch } = stubFetch([
      () => json({ ...fullSnapshot, county: 'Møre og Romsdal' }, '"v10-m"'),
      () => new Response(null, { status: 304 }),
    ]);
    await pullCatalogue({ db, fetch, now, isOnline: online });
    expect(calls[0]?.url).toBe('/api/public/catalogue?county=M%C3%B8re+og+Romsdal');
    expect(calls[0]?.headers['if-none-match']).toBeUndefined();
    expect(await db.count('products')).toBe(5);
    await pullCatalogue({ db, fetch, now, isOnline: online });
    expect(calls[1]?.url).toBe('/api/public/catalogue?since=10&county=M%C3%B8re+og+Romsdal');

    // Another county: the stored products are of the old one until its full snapshot lands.
    await chooseCatalogueCounty(db, 'Oslo');
    expect(await readCatalogueMeta(db)).toMatchObject({
      cursor: null,
      county: 'Oslo',
      storedCounty: 'Møre og Romsdal',
    });
    const { calls: later, fetch: third } = stubFetch([
      () => json({ ...fullSnapshot, county: 'Oslo' }, '"v10-o"'),
    ]);
    await pullCatalogue({ db, fetch: third, now, isOnline: online });
    expect(later[0]?.url).toBe('/api/public/catalogue?county=Oslo');
    expect(await readCatalogueMeta(db)).toMatchObject({ cursor: 10, storedCounty: 'Oslo' });
  });

  it('asks for a full snapshot when the stored rows are of an older format', async () => {
    const db = await freshDb();
    // What an app before parts and sizes left behind: a cursor and an ETag, no format.
    await db.put('meta', { key: 'catalogue.cursor', value: 7 });
    await db.put('meta', { key: 'catalogue.etag', value: '"v7"' });
    await db.put('products', {
      id: 100,
      name: 'Sykkel barn',
      category_id: 3,
      image: null,
      description: null,
      availability: [],
    });
    const { calls, fetch } = stubFetch([() => json(fullSnapshot, '"v10"')]);
    await pullCatalogue({ db, fetch, now, isOnline: online });
    expect(calls[0]?.url).toBe('/api/public/catalogue');
    expect(calls[0]?.headers['if-none-match']).toBeUndefined();
    expect((await db.get('products', 100))?.parts).toEqual([]);
    const { fetch: second, calls: later } = stubFetch([() => new Response(null, { status: 304 })]);
    await pullCatalogue({ db, fetch: second, now, isOnline: online });
    expect(later[0]?.url).toBe('/api/public/catalogue?since=10');
  });

  it('applies a delta: upserts, deletes, keeps the rest; huts and categories come whole', async () => {
    const db = await freshDb();
    const delta: CatalogueResponse = {
      ...fullSnapshot,
      cursor: 12,
      full: false,
      companies: huts.slice(0, 2),
      products: [
        product(100, 'Sykkel barn', 3, [{ company_id: 10, available: 0, total: 3 }]),
        product(200, 'Padlebrett', 4),
      ],
      deleted_product_ids: [103],
    };
    const { calls, fetch } = stubFetch([
      () => json(fullSnapshot, '"v10"'),
      () => json(delta, '"v12"'),
    ]);
    await pullCatalogue({ db, fetch, now, isOnline: online });
    const result = await pullCatalogue({ db, fetch, now, isOnline: online });
    expect(result).toMatchObject({ kind: 'updated', full: false, cursor: 12 });
    expect(calls[1]?.url).toBe('/api/public/catalogue?since=10');
    expect(calls[1]?.headers['if-none-match']).toBe('"v10"');
    const ids = (await db.getAll('products')).map((p) => p.id).sort();
    expect(ids).toEqual([100, 101, 102, 104, 200]);
    expect((await db.get('products', 100))?.availability[0]?.available).toBe(0);
    expect(await db.count('categories')).toBe(6);
    expect((await db.getAll('companies')).map((h) => h.id)).toEqual([10, 11]);
    expect((await readCatalogueMeta(db)).cursor).toBe(12);
  });

  it('replaces everything on a new full snapshot', async () => {
    const db = await freshDb();
    const second: CatalogueResponse = {
      ...fullSnapshot,
      cursor: 20,
      products: [product(1, 'Ski', 1)],
    };
    const { fetch } = stubFetch([() => json(fullSnapshot, '"a"'), () => json(second, '"b"')]);
    await pullCatalogue({ db, fetch, now, isOnline: online });
    await pullCatalogue({ db, fetch, now, isOnline: online });
    expect((await db.getAll('products')).map((p) => p.name)).toEqual(['Ski']);
  });

  it('only refreshes the fetch time on 304', async () => {
    const db = await freshDb();
    const later = () => new Date('2026-11-21T11:00:00.000Z');
    const { fetch } = stubFetch([
      () => json(fullSnapshot, '"v10"'),
      () => new Response(null, { status: 304 }),
    ]);
    await pullCatalogue({ db, fetch, now, isOnline: online });
    expect(await pullCatalogue({ db, fetch, now: later, isOnline: online })).toEqual({
      kind: 'unchanged',
    });
    const meta = await readCatalogueMeta(db);
    expect(meta.fetchedAt).toBe('2026-11-21T11:00:00.000Z');
    expect(meta.cursor).toBe(10);
    expect(await db.count('products')).toBe(5);
  });

  it('changes nothing on a bad answer, a server error or no network', async () => {
    const db = await freshDb();
    const { fetch } = stubFetch([
      () => json({ cursor: 'x' }, '"bad"'),
      () => new Response('boom', { status: 500 }),
    ]);
    expect(await pullCatalogue({ db, fetch, now, isOnline: online })).toMatchObject({
      kind: 'failed',
    });
    expect(await pullCatalogue({ db, fetch, now, isOnline: online })).toMatchObject({
      kind: 'failed',
    });
    expect(await pullCatalogue({ db, fetch, now, isOnline: online })).toMatchObject({
      kind: 'failed',
    });
    expect(await pullCatalogue({ db, fetch, now, isOnline: () => false })).toEqual({
      kind: 'offline',
    });
    expect(await db.count('products')).toBe(0);
    expect((await readCatalogueMeta(db)).cursor).toBeNull();
  });

  it('runs one pull at a time and records the outcome', async () => {
    const db = await freshDb();
    const { calls, fetch } = stubFetch([() => json(fullSnapshot, '"v10"')]);
    const [a, b] = [
      syncCatalogue({ db, fetch, now, isOnline: online }),
      syncCatalogue({ db, fetch, now, isOnline: online }),
    ];
    expect(a).toBe(b);
    expect(getCatalogueSyncState().syncing).toBe(true);
    await a;
    expect(calls).toHaveLength(1);
    expect(getCatalogueSyncState()).toMatchObject({
      syncing: false,
      lastError: null,
      unreachable: false,
    });
    // The stub has no answer left: a network failure, which counts as offline.
    await syncCatalogue({ db, fetch, now, isOnline: online });
    expect(getCatalogueSyncState().lastError).toMatch(/Kunne ikke hente/);
    expect(getCatalogueSyncState().unreachable).toBe(true);
  });

  it('counts a server error as reachable', async () => {
    const db = await freshDb();
    const { fetch } = stubFetch([() => new Response('nei', { status: 503 })]);
    await syncCatalogue({ db, fetch, now, isOnline: online });
    expect(getCatalogueSyncState()).toMatchObject({ unreachable: false });
    expect(getCatalogueSyncState().lastError).toMatch(/503/);
  });
});
