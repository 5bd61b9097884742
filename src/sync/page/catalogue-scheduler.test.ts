import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The catalogue scheduler keeps an open page's figures fresh: a pull at start, on focus and when
 * the tab is shown again (not twice within a second), on a page change, every five minutes while it is
 * visible, and every ten seconds while a product page is seen (catalogue-follow.ts).
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

  it('pulls at start, on coming back or focus (not twice within a second), and every five minutes while visible', async () => {
    const { startCatalogueSync } = await import('./catalogue-scheduler');
    const stop = startCatalogueSync();
    await vi.advanceTimersByTimeAsync(0);
    expect(pulls).toHaveLength(1);

    // Back within a moment of the last pull: nothing new to ask.
    show('hidden');
    await vi.advanceTimersByTimeAsync(500);
    show('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(pulls).toHaveLength(1);

    // Back after a few seconds away, or the window focused again: the page asks at once.
    show('hidden');
    await vi.advanceTimersByTimeAsync(10_000);
    show('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(pulls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(5_000);
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(pulls).toHaveLength(3);

    // Five minutes on screen: the interval asks again; hidden, it does not.
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(pulls).toHaveLength(4);
    show('hidden');
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(pulls).toHaveLength(4);
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(pulls, 'a hidden page does not pull on focus').toHaveLength(4);
    stop();
  });

  it('a page change pulls unless one just ran; a product page adds a short interval while seen', async () => {
    const { startCatalogueSync, refreshCatalogue } = await import('./catalogue-scheduler');
    const { followCatalogueClosely, FOLLOW_INTERVAL_MS } = await import('./catalogue-follow');
    const stop = startCatalogueSync();
    await vi.advanceTimersByTimeAsync(0);
    expect(pulls).toHaveLength(1);
    refreshCatalogue();
    expect(pulls, 'the start just pulled').toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    refreshCatalogue();
    expect(pulls).toHaveLength(2);

    // Two product pages (say, one leaving while the next opens) share one interval.
    const leaveFirst = followCatalogueClosely();
    const leaveSecond = followCatalogueClosely();
    await vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS);
    expect(pulls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS);
    expect(pulls).toHaveLength(4);
    show('hidden');
    await vi.advanceTimersByTimeAsync(3 * FOLLOW_INTERVAL_MS);
    expect(pulls, 'not while hidden').toHaveLength(4);
    show('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(pulls).toHaveLength(5);
    leaveFirst();
    leaveFirst();
    await vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS);
    expect(pulls, 'the second page still follows').toHaveLength(6);
    leaveSecond();
    await vi.advanceTimersByTimeAsync(3 * 60_000);
    expect(pulls, 'other pages keep the five minutes').toHaveLength(6);
    stop();
  });
});
