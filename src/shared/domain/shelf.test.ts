import { describe, expect, it } from 'vitest';
import {
  isLendable,
  isOnShelf,
  LENDABLE_UNIT_STATUSES,
  ON_SHELF_UNIT_STATUSES,
  UNIT_SHELF,
} from './shelf';
import { UNIT_STATUSES } from './statuses';

describe('the shelf rule', () => {
  it('places every unit status', () => {
    expect(Object.keys(UNIT_SHELF).sort()).toEqual([...UNIT_STATUSES].sort());
  });

  it('lends only free units and counts lent ones in the total', () => {
    expect(isLendable('available')).toBe(true);
    expect(isLendable('lent')).toBe(false);
    expect(isLendable('retired')).toBe(false);
    expect(isOnShelf('lent')).toBe(true);
    expect(isOnShelf('retired')).toBe(false);
    expect(LENDABLE_UNIT_STATUSES).toEqual(['available']);
    expect(ON_SHELF_UNIT_STATUSES).toEqual(['available', 'lent']);
  });
});
