import {
  DummyDriver,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema';
import { CatalogueGeneration, MAX_CACHED_LISTS, Slot, generationFor } from './catalogue-cache';

/** A database handle that never connects: the cache only uses it as a key. */
const handle = () =>
  new Kysely<Database>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new SqliteIntrospector(db),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  });

describe('catalogue cache', () => {
  it('shares one load between concurrent readers and forgets a failed one', async () => {
    const slot = new Slot<number>();
    let loads = 0;
    const [a, b] = await Promise.all([
      slot.get(() => Promise.resolve(++loads)),
      slot.get(() => Promise.resolve(++loads)),
    ]);
    expect([a, b, loads]).toEqual([1, 1, 1]);

    const failing = new Slot<number>();
    await expect(failing.get(() => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await failing.get(() => Promise.resolve(7))).toBe(7);
  });

  it('keeps at most MAX_CACHED_LISTS lists, dropping the least recently used', async () => {
    const generation = new CatalogueGeneration(1);
    let loads = 0;
    const load = () => Promise.resolve([++loads]);
    await generation.list('first', load);
    for (let i = 0; i < MAX_CACHED_LISTS + 10; i++) {
      await generation.list(`key ${i}`, load);
      await generation.list('first', load);
    }
    expect(generation.listCount).toBe(MAX_CACHED_LISTS);
    expect(await generation.list('first', load)).toEqual([1]);
    const before = loads;
    await generation.list('key 0', load);
    expect(loads).toBe(before + 1);
  });

  it('keeps one generation per database and never mixes versions', () => {
    const db = handle();
    const v5 = generationFor(db, 5);
    expect(generationFor(db, 5)).toBe(v5);
    const v6 = generationFor(db, 6);
    expect(v6).not.toBe(v5);
    // A request that read 5 before 6 committed works on its own, and 6 stays kept.
    const late = generationFor(db, 5);
    expect(late).not.toBe(v5);
    expect(late.version).toBe(5);
    expect(generationFor(db, 6)).toBe(v6);
    expect(generationFor(handle(), 6)).not.toBe(v6);
  });
});
