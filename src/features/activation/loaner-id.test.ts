import { describe, expect, it } from 'vitest';
import { parseLoanerId } from './loaner-id';

describe('parseLoanerId', () => {
  it('accepts a positive integer written in digits', () => {
    expect(parseLoanerId('21')).toBe(21);
    expect(parseLoanerId('2147483647')).toBe(2_147_483_647);
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
  ])('refuses %j', (raw) => {
    expect(parseLoanerId(raw)).toBeNull();
  });
});
