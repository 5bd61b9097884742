import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RESERVATION_SETTINGS,
  isPickupDay,
  pickupDays,
  pickupWindow,
  weekdayOf,
  unservedReservations,
  type DayHold,
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

describe('reservations a day cannot serve', () => {
  const hold = (id: string, size: string | null, quantity: number, at: string): DayHold => ({
    id,
    size,
    quantity,
    created_at: `2026-12-01T${at}:00.000Z`,
  });
  const units = (entries: [string | null, number][]) => new Map(entries);

  it('serves every hold while the units go round', () => {
    const holds = [hold('a', '36', 1, '10:00'), hold('b', null, 1, '11:00')];
    expect(
      unservedReservations(
        units([
          ['36', 1],
          ['38', 1],
        ]),
        holds,
      ),
    ).toEqual([]);
  });

  it('names the latest hold of a size that ran short, not the earlier one', () => {
    const holds = [hold('a', '36', 1, '10:00'), hold('b', '36', 1, '11:00')];
    expect(
      unservedReservations(
        units([
          ['36', 1],
          ['38', 2],
        ]),
        holds,
      ),
    ).toEqual(['b']);
  });

  it('names "any size" holds when all the units are short', () => {
    const holds = [
      hold('a', '36', 1, '10:00'),
      hold('b', null, 2, '11:00'),
      hold('c', null, 1, '09:00'),
    ];
    // Three units, four held: the latest any-size hold gives way.
    expect(
      unservedReservations(
        units([
          ['36', 1],
          ['38', 2],
        ]),
        holds,
      ),
    ).toEqual(['b']);
  });

  it('names a size hold when the size is gone, and none once the rest is free', () => {
    expect(unservedReservations(units([['38', 3]]), [hold('a', '36', 1, '10:00')])).toEqual(['a']);
    expect(unservedReservations(units([]), [hold('a', null, 1, '10:00')])).toEqual(['a']);
  });
});
