import { describe, expect, it } from 'vitest';
import { lastPage, middlePages, pageSlots, parseGoToPage } from './pagination';

describe('pagination window (SPEC §9)', () => {
  it('runs from max(2, current-3) to min(last-1, start+5)', () => {
    expect(middlePages(1, 20)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(middlePages(10, 20)).toEqual([7, 8, 9, 10, 11, 12]);
    expect(middlePages(20, 20)).toEqual([17, 18, 19]);
    expect(middlePages(1, 3)).toEqual([2]);
    expect(middlePages(1, 2)).toEqual([]);
  });
  it('always shows first and last, with gaps where pages are skipped', () => {
    const labels = pageSlots(10, 20).map((s) => (s.kind === 'page' ? s.page : '…'));
    expect(labels).toEqual([1, '…', 7, 8, 9, 10, 11, 12, '…', 20]);
    expect(pageSlots(1, 1)).toEqual([{ kind: 'page', page: 1 }]);
    expect(pageSlots(2, 3).map((s) => (s.kind === 'page' ? s.page : '…'))).toEqual([1, 2, 3]);
  });
  it('accepts go-to-page only within 1..last', () => {
    expect(parseGoToPage('3', 5)).toBe(3);
    expect(parseGoToPage('0', 5)).toBeNull();
    expect(parseGoToPage('6', 5)).toBeNull();
    expect(parseGoToPage('2.5', 5)).toBeNull();
    expect(parseGoToPage('abc', 5)).toBeNull();
  });
  it('computes the last page from a total', () => {
    expect(lastPage(0, 10)).toBe(1);
    expect(lastPage(10, 10)).toBe(1);
    expect(lastPage(11, 10)).toBe(2);
  });
});
