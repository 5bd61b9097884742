import { describe, expect, it } from 'vitest';
import { or48 } from './or48';

describe('or48', () => {
  it('ors bits across the whole 48 bits, as BigInt would', () => {
    const cases: [number, number][] = [
      [0, 0],
      [1, 2 ** 47],
      [2 ** 47 + 5, 2 ** 30 + 5],
      [2 ** 48 - 1, 12345],
      [2 ** 24, 2 ** 24 - 1],
    ];
    for (const [a, b] of cases) expect(or48(a, b)).toBe(Number(BigInt(a) | BigInt(b)));
  });
});
