import { describe, expect, it } from 'vitest';
import { formatDottedDate, formatTableDate, todayIsoDate } from './display-dates';

describe('display dates', () => {
  it('formats table dates as dd/MM/yy and dotted dates as dd.MM.yyyy', () => {
    expect(formatTableDate('2026-11-03')).toBe('03/11/26');
    expect(formatTableDate('2026-11-03T22:10:00.000Z')).toBe('03/11/26');
    expect(formatDottedDate('2026-01-09')).toBe('09.01.2026');
  });

  it('shows nothing for a missing or broken date', () => {
    expect(formatTableDate(null)).toBe('');
    expect(formatTableDate('not a date')).toBe('');
    expect(formatDottedDate(undefined)).toBe('');
  });

  it('gives the local day as yyyy-MM-dd', () => {
    expect(todayIsoDate(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-22');
  });
});
