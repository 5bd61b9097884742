import { describe, expect, it } from 'vitest';
import { randomInt, seededRandom, uuidV7 } from './seed-random';

describe('seed-random', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const xs = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(xs);
    for (const x of xs) expect(x >= 0 && x < 1).toBe(true);
  });

  it('keeps integers within bounds', () => {
    const r = seededRandom(1);
    for (let i = 0; i < 200; i++) {
      const n = randomInt(r, 1, 8);
      expect(n >= 1 && n <= 8 && Number.isInteger(n)).toBe(true);
    }
  });

  it('makes valid, time-ordered UUIDv7s', () => {
    const r = seededRandom(7);
    const a = uuidV7(r, Date.parse('2026-01-01T00:00:00Z'));
    const b = uuidV7(r, Date.parse('2026-01-01T00:00:01Z'));
    const pattern = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(a).toMatch(pattern);
    expect(b).toMatch(pattern);
    expect(a < b).toBe(true);
  });
});
