import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { hutTables } from './local-context';
import { writeServerRows } from './server-rows';
import { child, closeDbs, seededDb, unit, user } from './test-hut';

afterEach(closeDbs);

/** Writes in a transaction with an async scope, as the sync's callers do (Dexie keeps it open). */
const write = (...args: Parameters<typeof writeServerRows>) => {
  const [db] = args;
  return db.transaction('rw', hutTables(db), async () => {
    await writeServerRows(...args);
  });
};

describe('children written from the server', () => {
  it('a pull replaces the children of each person it sends; an op result leaves them', async () => {
    const db = await seededDb();
    const person = user(20, 'Ola Nordmann');
    await write(
      db,
      { users: [person], members: [child('a', 20, 'Ada'), child('b', 20, 'Bo')] },
      false,
      true,
    );
    expect((await db.hutMembers.toArray()).map((m) => m.name).sort()).toEqual(['Ada', 'Bo']);

    // An op's result (say a flag) sends the person alone: their children stay.
    await write(db, { users: [{ ...person, isFlagged: true }] }, false);
    expect(await db.hutMembers.count()).toBe(2);

    // A pull sends the person with the one child left: Bo was removed on Min side.
    await write(db, { users: [person], members: [child('a', 20, 'Ada')] }, false, true);
    expect((await db.hutMembers.toArray()).map((m) => m.name)).toEqual(['Ada']);

    // The person leaves the hut: their children go with them.
    await write(db, { deleted: { users: [20] } }, false, true);
    expect(await db.hutMembers.count()).toBe(0);
  });
});

describe('a delta the device already holds', () => {
  it('writes nothing, so live queries do not read again; a changed row is written', async () => {
    const db = await seededDb();
    const person = user(20, 'Ola Nordmann');
    const delta = {
      users: [person],
      members: [child('a', 20, 'Ada')],
      units: [unit(101, 1, { size: '20' }), unit(102, 1, { size: '24' })],
    };
    await write(db, delta, false, true);

    const mutated: string[] = [];
    const listen = (parts: Record<string, unknown>) => mutated.push(...Object.keys(parts));
    Dexie.on.storagemutated.subscribe(listen);
    try {
      // The same rows again, as a pull brings back what this device's own push stored.
      await write(db, structuredClone(delta), false, true);
      expect(mutated).toEqual([]);

      await write(db, { units: [unit(102, 1, { size: '26' })] }, false, true);
      expect(mutated.some((part) => part.includes('/units/'))).toBe(true);
      expect(mutated.some((part) => part.includes('/hutUsers/'))).toBe(false);
    } finally {
      Dexie.on.storagemutated.unsubscribe(listen);
    }
    expect((await db.units.get(102))?.size).toBe('26');
    expect((await db.hutMembers.toArray()).map((m) => m.name)).toEqual(['Ada']);
  });
});
