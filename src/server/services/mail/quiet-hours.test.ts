import { describe, expect, it } from 'vitest';
import { osloInstant } from '../../db/clock';
import { firstSendable, isQuietHour } from './quiet-hours';

describe('quiet hours (21:00–08:00 in Norway)', () => {
  it('knows the evening and the night, in winter and in summer time', () => {
    expect(isQuietHour(new Date('2026-11-26T19:59:00Z'))).toBe(false); // 20:59 winter
    expect(isQuietHour(new Date('2026-11-26T20:00:00Z'))).toBe(true); // 21:00 winter
    expect(isQuietHour(new Date('2026-11-26T06:59:00Z'))).toBe(true); // 07:59 winter
    expect(isQuietHour(new Date('2026-11-26T07:00:00Z'))).toBe(false); // 08:00 winter
    expect(isQuietHour(new Date('2026-06-15T18:59:00Z'))).toBe(false); // 20:59 summer
    expect(isQuietHour(new Date('2026-06-15T19:00:00Z'))).toBe(true); // 21:00 summer
    expect(isQuietHour(new Date('2026-06-15T06:00:00Z'))).toBe(false); // 08:00 summer
  });

  it('moves a send in quiet hours to the next 08:00, and leaves a daytime one alone', () => {
    const day = new Date('2026-11-26T10:00:00Z');
    expect(firstSendable(day)).toEqual(day);
    expect(firstSendable(new Date('2026-11-26T21:30:00Z')).toISOString()).toBe(
      '2026-11-27T07:00:00.000Z',
    );
    expect(firstSendable(new Date('2026-11-26T03:00:00Z')).toISOString()).toBe(
      '2026-11-26T07:00:00.000Z',
    );
    // The night the clocks go forward (29 March 2026): 08:00 is then 06:00 UTC.
    expect(firstSendable(new Date('2026-03-28T22:00:00Z')).toISOString()).toBe(
      '2026-03-29T06:00:00.000Z',
    );
    expect(osloInstant('2026-10-25', 8).toISOString()).toBe('2026-10-25T07:00:00.000Z');
  });
});
