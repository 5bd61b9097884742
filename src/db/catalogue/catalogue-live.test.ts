import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { sharedCatalogueQuery } from './catalogue-live';
import { getCatalogueDb } from './catalogue-db';
import { chooseCatalogueCounty, readCatalogueMeta } from './catalogue-store';

/** Resolves once `check` holds, polling (reads answer asynchronously). */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
}

describe('a catalogue read shared by many components', () => {
  it('reads once per change for all of them, tells each, and stops with the last', async () => {
    let reads = 0;
    const shared = sharedCatalogueQuery(async (db) => {
      reads += 1;
      return (await readCatalogueMeta(db)).county;
    });
    const heard = [0, 0];
    const leaveFirst = shared.subscribe(() => (heard[0] = (heard[0] ?? 0) + 1));
    const leaveSecond = shared.subscribe(() => (heard[1] = (heard[1] ?? 0) + 1));
    await until(() => reads === 1 && heard[0] === 1);
    expect(shared.getSnapshot()).toBeNull();
    expect(heard).toEqual([1, 1]);

    await chooseCatalogueCounty(await getCatalogueDb(), 'Vestland');
    await until(() => shared.getSnapshot() === 'Vestland');
    expect(reads).toBe(2);
    expect(heard).toEqual([2, 2]);

    leaveFirst();
    leaveSecond();
    await chooseCatalogueCounty(await getCatalogueDb(), 'Oslo');
    await new Promise((r) => setTimeout(r, 50));
    // Nobody follows it any more: no read, and the last value is kept for the next one.
    expect(reads).toBe(2);
    expect(shared.getSnapshot()).toBe('Vestland');
  });

  it('reads again when another context (a tab, the worker) announces a change', async () => {
    let reads = 0;
    const shared = sharedCatalogueQuery(async () => {
      reads += 1;
      return reads;
    });
    const leave = shared.subscribe(() => {});
    await until(() => shared.getSnapshot() === 1);
    const elsewhere = new BroadcastChannel('utstyrsbod-catalogue');
    elsewhere.postMessage('changed');
    await until(() => shared.getSnapshot() === 2);
    elsewhere.close();
    leave();
  });
});
