import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { sharedCatalogueQuery } from './catalogue-live';
import { getCatalogueDb } from './catalogue-db';
import {
  applyCatalogue,
  chooseCatalogueCounty,
  markCatalogueChecked,
  readCatalogueMeta,
} from './catalogue-store';
import type { CatalogueResponse } from '../../shared/contracts/catalogue';

const emptySnapshot: CatalogueResponse = {
  cursor: 1,
  full: true,
  generated_at: '2026-11-27T10:00:00.000Z',
  county: null,
  area_required: false,
  categories: [],
  companies: [],
  products: [],
  deleted_product_ids: [],
};

/** Resolves once `check` holds, polling (reads answer asynchronously). */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
}

describe('a catalogue read shared by many components', () => {
  it('reads once per change for all of them, tells each, and stops with the last', async () => {
    let reads = 0;
    const shared = sharedCatalogueQuery(
      async (db) => {
        reads += 1;
        return (await readCatalogueMeta(db)).county;
      },
      ['rows', 'meta'],
    );
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

  it('a read of the rows does not read again when only the bookkeeping changes (a 304)', async () => {
    let reads = 0;
    const shared = sharedCatalogueQuery(async () => {
      reads += 1;
      return reads;
    });
    const leave = shared.subscribe(() => {});
    await until(() => shared.getSnapshot() === 1);
    await markCatalogueChecked(await getCatalogueDb(), '2026-11-27T10:00:00.000Z');
    await new Promise((r) => setTimeout(r, 50));
    expect(reads).toBe(1);
    await applyCatalogue(await getCatalogueDb(), emptySnapshot, {
      etag: '"v1"',
      fetchedAt: '2026-11-27T10:00:01.000Z',
    });
    await until(() => shared.getSnapshot() === 2);
    leave();
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
