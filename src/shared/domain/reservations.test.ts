import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RESERVATION_SETTINGS,
  isPickupDay,
  pickupDays,
  pickupWindow,
  weekdayOf,
} from './reservations';

describe('booking rules', () => {
  it('knows the weekday of a date (Monday 1 … Sunday 7)', () => {
    expect(weekdayOf('2026-11-30')).toBe(1);
    expect(weekdayOf('2026-12-05')).toBe(6);
    expect(weekdayOf('2026-12-06')).toBe(7);
    expect(isPickupDay('2026-12-06', [1, 2, 3, 4, 5])).toBe(false);
  });

  it('gives the window from 14 to 2 days ahead, and its pickup days only', () => {
    const settings = { ...DEFAULT_RESERVATION_SETTINGS, enabled: true };
    expect(pickupWindow('2026-12-30', settings)).toEqual({
      first: '2027-01-01',
      last: '2027-01-13',
    });
    const days = pickupDays('2026-12-02', settings);
    expect(days[0]).toBe('2026-12-04');
    expect(days.at(-1)).toBe('2026-12-16');
    expect(days).not.toContain('2026-12-05');
    expect(days).toHaveLength(9);
  });
});
