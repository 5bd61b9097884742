import { describe, expect, it } from 'vitest';
import { ERA_MONTHS, eraOf, monthIndex, monthOfIndex } from './statistics';

describe('statistics months', () => {
  it('numbers months across year ends and back', () => {
    expect(monthIndex('2026-01') - monthIndex('2025-12')).toBe(1);
    expect(monthIndex('2026-02-10')).toBe(monthIndex('2026-02'));
    expect(monthOfIndex(monthIndex('2025-12'))).toBe('2025-12');
    expect(monthOfIndex(monthIndex('2025-12') + 1)).toBe('2026-01');
  });

  it('puts each month in one era, at a bit below 48', () => {
    const { era, bit } = eraOf(monthIndex('2026-11'));
    expect(era * ERA_MONTHS + bit).toBe(monthIndex('2026-11'));
    expect(bit).toBeGreaterThanOrEqual(0);
    expect(bit).toBeLessThan(ERA_MONTHS);
  });
});
