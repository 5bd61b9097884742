import { describe, expect, it } from 'vitest';
import { monthName, norwegianDate, presetPeriod, seasonStart } from './period';

describe('the periods of /statistikk', () => {
  it('starts the winter season on 1 November and the summer season on 1 May', () => {
    expect(seasonStart('2026-11-25')).toBe('2026-11-01');
    expect(seasonStart('2027-02-10')).toBe('2026-11-01');
    expect(seasonStart('2026-04-30')).toBe('2025-11-01');
    expect(seasonStart('2026-05-01')).toBe('2026-05-01');
    expect(seasonStart('2026-10-31')).toBe('2026-05-01');
  });

  it('takes the twelve months ending with this one, to today or (the network) the month end', () => {
    expect(presetPeriod('year', '2026-11-25')).toEqual({ from: '2025-12-01', to: '2026-11-25' });
    expect(presetPeriod('year', '2026-12-31')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(presetPeriod('year', '2028-02-29', true)).toEqual({
      from: '2027-03-01',
      to: '2028-02-29',
    });
    expect(presetPeriod('season', '2026-11-25')).toEqual({ from: '2026-11-01', to: '2026-11-25' });
    expect(presetPeriod('season', '2027-02-10', true)).toEqual({
      from: '2026-11-01',
      to: '2027-02-28',
    });
  });

  it('writes dates and months the Norwegian way', () => {
    expect(norwegianDate('2026-01-05')).toBe('05.01.2026');
    expect(monthName('2025-12')).toMatch(/^des\.? 2025$/);
  });
});
