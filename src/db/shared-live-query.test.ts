import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { sharedLiveQuery } from './shared-live-query';
import { closeDbs, freshDb } from './hut/test-hut';

afterEach(closeDbs);

/** Resolves once `check` holds, polling (live queries answer asynchronously). */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
}

describe('a live query shared by many components', () => {
  it('reads once per change for all of them, tells each, and stops with the last', async () => {
    const db = freshDb();
    await db.open();
    let reads = 0;
    const shared = sharedLiveQuery(async () => {
      reads += 1;
      return db.meta.count();
    });
    const heard = [0, 0];
    const leaveFirst = shared.subscribe(() => (heard[0] = (heard[0] ?? 0) + 1));
    const leaveSecond = shared.subscribe(() => (heard[1] = (heard[1] ?? 0) + 1));
    await until(() => shared.getSnapshot() === 0);
    expect(reads).toBe(1);
    expect(heard).toEqual([1, 1]);

    await db.meta.put({ key: 'catalogue.cursor', value: 1 });
    await until(() => shared.getSnapshot() === 1);
    expect(reads).toBe(2);
    expect(heard).toEqual([2, 2]);

    leaveFirst();
    leaveSecond();
    await db.meta.put({ key: 'catalogue.fetchedAt', value: 2 });
    await new Promise((r) => setTimeout(r, 50));
    // Nobody follows it any more: no read, and the last value is kept for the next one.
    expect(reads).toBe(2);
    expect(shared.getSnapshot()).toBe(1);
  });
});
