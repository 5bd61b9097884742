import { afterEach, describe, expect, it } from 'vitest';
import { addDaysIso, nowIso, osloDateOf, setFixedNow, todayIso } from './clock';

describe('clock', () => {
  afterEach(() => setFixedNow(null));

  it('gives UTC ISO timestamps and the Oslo calendar date', () => {
    setFixedNow('2026-06-30T22:30:00.000Z');
    expect(nowIso()).toBe('2026-06-30T22:30:00.000Z');
    // 00:30 on 1 July in Oslo (summer time, UTC+2).
    expect(todayIso()).toBe('2026-07-01');
    expect(osloDateOf(new Date('2026-01-15T23:30:00.000Z'))).toBe('2026-01-16');
    expect(osloDateOf(new Date('2026-01-15T22:59:59.000Z'))).toBe('2026-01-15');
  });

  it('adds calendar days across month and year ends', () => {
    expect(addDaysIso('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDaysIso('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDaysIso('2028-03-01', -1)).toBe('2028-02-29');
  });
});
