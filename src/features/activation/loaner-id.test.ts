import { describe, expect, it } from 'vitest';
import { parseLoanerId } from './loaner-id';

describe('parseLoanerId', () => {
  it('accepts a positive integer written in digits', () => {
    expect(parseLoanerId('21')).toBe(21);
    expect(parseLoanerId('2147483647')).toBe(2_147_483_647);
  });

  it("accepts a walk-in's ref (UUIDv7, any case) as this device's key for them", () => {
    const ref = '0196a3b2-7c4d-7e8f-9a0b-1c2d3e4f5a6b';
    expect(parseLoanerId(ref)).toBe(ref);
    expect(parseLoanerId(ref.toUpperCase())).toBe(ref);
  });

  it.each([
    undefined,
    '',
    '0',
    '-1',
    '1.5',
    '1e3',
    ' 7',
    '0x10',
    'abc',
    '2147483648',
    '99999999999',
    // A UUID of another version is no ref a device made.
    '0196a3b2-7c4d-4e8f-9a0b-1c2d3e4f5a6b',
  ])('refuses %j', (raw) => {
    expect(parseLoanerId(raw)).toBeNull();
  });
});
