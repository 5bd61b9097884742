import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The catalogue scheduler keeps an open page's figures fresh: a pull at start, when the tab is
 * shown again (not more often than every 30 s), and every five minutes while it is visible.
 * The pull itself is replaced here; what is checked is when it is asked for.
 */
const pulls: number[] = [];
vi.mock('../catalogue-sync', () => ({
  CATALOGUE_SYNC_TAG: 'utstyrsbod-catalogue',
  syncCatalogue: async () => {
    pulls.push(Date.now());
    const { updateCatalogueSyncState } = await import('../catalogue-sync-state');
    updateCatalogueSyncState({ lastAttemptAt: Date.now() });
    return { kind: 'unchanged' };
  },
}));

class FakeDocument extends EventTarget {
  visibilityState: 'visible' | 'hidden' = 'visible';
}

describe('the catalogue scheduler of a page', () => {
  let doc: FakeDocument;
  beforeEach(() => {
    vi.useFakeTimers();
    pulls.length = 0;
    doc = new FakeDocument();
    vi.stubGlobal('document', doc);
    vi.stubGlobal('window', new EventTarget());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const show = (state: 'visible' | 'hidden') => {
    doc.visibilityState = state;
    doc.dispatchEvent(new Event('visibilitychange'));
  };

  it('pulls at start, on coming back after a while, and every five minutes while visible', async () => {
    const { startCatalogueSync } = await import('./catalogue-scheduler');
    const stop = startCatalogueSync();
    await vi.advanceTimersByTimeAsync(0);
    expect(pulls).toHaveLength(1);

    // Back within 30 s of the last pull: nothing new to ask.
    show('hidden');
    await vi.advanceTimersByTimeAsync(10_000);
    show('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(pulls).toHaveLength(1);

    // Back after a minute away: the page asks at once.
    show('hidden');
    await vi.advanceTimersByTimeAsync(60_000);
    show('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(pulls).toHaveLength(2);

    // Five minutes on screen: the interval asks again; hidden, it does not.
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(pulls).toHaveLength(3);
    show('hidden');
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(pulls).toHaveLength(3);
    stop();
  });
});
