import { describe, expect, it } from 'vitest';
import {
  addDaysToIsoDate,
  formatDottedDate,
  formatLongDateTime,
  formatRecent,
  formatTableDate,
  formatWeekdayDate,
  isValidIsoDate,
  localIsoDate,
  todayIsoDate,
} from './dates';

describe('dates', () => {
  it('formats table dates as dd/MM/yy and dotted dates as dd.MM.yyyy', () => {
    expect(formatTableDate('2026-11-03')).toBe('03/11/26');
    expect(formatTableDate('2026-11-03T22:10:00.000Z')).toBe('03/11/26');
    expect(formatDottedDate('2026-01-09')).toBe('09.01.2026');
  });

  it('shows nothing for a missing or broken date', () => {
    expect(formatTableDate(null)).toBe('');
    expect(formatTableDate('not a date')).toBe('');
    expect(formatDottedDate(undefined)).toBe('');
    expect(formatLongDateTime('nope')).toBe('');
    expect(formatRecent(null)).toBe('');
  });

  it('gives the local day as yyyy-MM-dd', () => {
    expect(todayIsoDate(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-22');
    const late = new Date(2026, 10, 22, 23, 59).toISOString();
    expect(localIsoDate(late)).toBe('2026-11-22');
    expect(localIsoDate('2026-11-22garbage')).toBe('2026-11-22');
  });

  it('checks and adds calendar days', () => {
    expect(isValidIsoDate('2024-02-29')).toBe(true);
    expect(isValidIsoDate('2025-02-29')).toBe(false);
    expect(isValidIsoDate('2025-2-1')).toBe(false);
    expect(isValidIsoDate('2026-13-01')).toBe(false);
    expect(isValidIsoDate('2026-00-10')).toBe(false);
    expect(isValidIsoDate('2026-04-31')).toBe(false);
    expect(isValidIsoDate('2026-04-00')).toBe(false);
    expect(isValidIsoDate('2026-12-31')).toBe(true);
    expect(isValidIsoDate('0050-01-01')).toBe(true);
    expect(isValidIsoDate('0000-01-01')).toBe(false);
    expect(isValidIsoDate('2026-01-01T00:00')).toBe(false);
    expect(addDaysToIsoDate('2026-03-25', 7)).toBe('2026-04-01');
  });

  it('says "i dag" for today and the long date otherwise', () => {
    const now = new Date(2026, 10, 21, 15, 0);
    expect(formatRecent(new Date(2026, 10, 21, 14, 5).toISOString(), now)).toBe('i dag kl. 14:05');
    expect(formatRecent(new Date(2026, 10, 20, 14, 5).toISOString(), now)).toBe(
      '20. november 2026 kl. 14:05',
    );
  });

  it('names a pickup day by weekday, day and month in Norwegian', () => {
    expect(formatWeekdayDate('2026-12-04')).toBe('fredag 4. desember');
    expect(formatWeekdayDate('2027-01-11')).toBe('mandag 11. januar');
    expect(formatWeekdayDate('not a date')).toBe('');
  });
});
