import { describe, expect, it } from 'vitest';
import { looksLikeLabelCode, unitNumberQuery } from './unit-number';
import { unitLabelCode } from './equipment';

describe('a unit number typed in a staff search', () => {
  it('reads the number as the label prints it, with or without "nr." or "#"', () => {
    expect(unitNumberQuery('1541')).toBe(1541);
    expect(unitNumberQuery(' nr. 1541 ')).toBe(1541);
    expect(unitNumberQuery('Nr 1541')).toBe(1541);
    expect(unitNumberQuery('#1541')).toBe(1541);
  });
  it('is no number for names, sizes with decimals, zero or huge numbers', () => {
    expect(unitNumberQuery('ski')).toBeNull();
    expect(unitNumberQuery('37,5')).toBeNull();
    expect(unitNumberQuery('0')).toBeNull();
    expect(unitNumberQuery('99999999999')).toBeNull();
    expect(unitNumberQuery('')).toBeNull();
  });
});

describe('the shape of a label code', () => {
  it('takes real and misread codes', () => {
    expect(looksLikeLabelCode(unitLabelCode(1541))).toBe(true);
    expect(looksLikeLabelCode('U9ZZZ')).toBe(true);
    expect(looksLikeLabelCode(' u9zzz ')).toBe(true);
  });
  it('is not a code for numbers, spaces or other letters', () => {
    expect(looksLikeLabelCode('1541')).toBe(false);
    expect(looksLikeLabelCode('Uteleker nr')).toBe(false);
    expect(looksLikeLabelCode('Uøre')).toBe(false);
    expect(looksLikeLabelCode('U')).toBe(false);
    expect(looksLikeLabelCode('Ull 2')).toBe(false);
  });
});
