import { describe, expect, it } from 'vitest';
import { freeOf, type DayStock } from './availability';

const stock = (sizes: [string | null, number, number][], anySize = 0): DayStock => ({
  sizes: new Map(sizes.map(([size, units, reserved]) => [size, { units, reserved }])),
  anySize,
});

describe('what one more reservation may take', () => {
  it('takes of a size what the size and the whole have left', () => {
    const s = stock([
      ['120', 3, 1],
      ['130', 2, 0],
    ]);
    expect(freeOf(s, '120')).toBe(2);
    expect(freeOf(s, '130')).toBe(2);
    expect(freeOf(s, null)).toBe(4);
    expect(freeOf(s, '140')).toBe(0);
  });

  it('counts "any size" reservations against the whole', () => {
    const s = stock(
      [
        ['120', 2, 0],
        ['130', 1, 0],
      ],
      2,
    );
    // Three units, two held for any size: one left, whichever size.
    expect(freeOf(s, '120')).toBe(1);
    expect(freeOf(s, null)).toBe(1);
    expect(freeOf(stock([['120', 1, 2]]), '120')).toBe(0);
  });
});
