import { describe, expect, it } from 'vitest';
import {
  compareSizes,
  parsePersonCardCode,
  parseUnitLabelCode,
  personCardCode,
  readSizeNumber,
  sizeText,
  unitLabelCode,
} from './equipment';

describe('unit label codes', () => {
  it('round-trips every id shape', () => {
    for (const id of [1, 31, 32, 37, 1000, 123_456, 2_147_483_647]) {
      expect(parseUnitLabelCode(unitLabelCode(id))).toBe(id);
    }
  });

  it('is short and starts with U', () => {
    expect(unitLabelCode(1)).toBe('U11');
    expect(unitLabelCode(1000).length).toBeLessThanOrEqual(5);
  });

  it('reads what people type: lower case, O for 0, I and L for 1, spaces around', () => {
    const code = unitLabelCode(1024);
    expect(parseUnitLabelCode(` ${code.toLowerCase()} `)).toBe(1024);
    expect(parseUnitLabelCode(code.replace(/0/g, 'O'))).toBe(1024);
  });

  it('refuses a code with a wrong check symbol, and other text', () => {
    const code = unitLabelCode(500);
    const wrong = code.slice(0, -1) + (code.endsWith('0') ? '2' : '0');
    expect(parseUnitLabelCode(wrong)).toBeNull();
    for (const text of ['', 'U', 'X123', 'ski 120', 'U0', '12345']) {
      expect(parseUnitLabelCode(text)).toBeNull();
    }
  });

  it('catches a single changed symbol in the body', () => {
    const code = unitLabelCode(7777);
    let caught = 0;
    let tried = 0;
    for (const char of '0123456789ABCDEFGHJKMNPQRSTVWXYZ') {
      const changed = `U${char}${code.slice(2)}`;
      if (changed === code) continue;
      tried++;
      if (parseUnitLabelCode(changed) === null) caught++;
    }
    expect(caught).toBe(tried);
  });
});

describe('borrower card codes', () => {
  it('round-trip, and are never read as a unit label (nor the other way round)', () => {
    for (const id of [1, 42, 99_999]) {
      expect(parsePersonCardCode(personCardCode(id))).toBe(id);
      expect(parseUnitLabelCode(personCardCode(id))).toBeNull();
      expect(parsePersonCardCode(unitLabelCode(id))).toBeNull();
    }
  });
});

describe('readSizeNumber', () => {
  it('reads whole numbers and a decimal comma or point', () => {
    expect(readSizeNumber('120')).toBe(120);
    expect(readSizeNumber('37,5')).toBe(37.5);
    expect(readSizeNumber(' 42.5 ')).toBe(42.5);
  });
  it('refuses text, negatives and absurd numbers', () => {
    for (const text of ['', 'abc', '-3', '1e3', '12345', '1,234']) {
      expect(readSizeNumber(text)).toBeNull();
    }
  });
});

describe('sizes as families read them', () => {
  it('joins a range and its unit, and leaves clothing sizes bare', () => {
    expect(sizeText('120', '150', 'cm')).toBe('120–150 cm');
    expect(sizeText('38', null, 'EU')).toBe('38 EU');
    expect(sizeText('M', null, 'str')).toBe('M');
    expect(sizeText(null, null, null)).toBe('');
  });

  it('sorts the smallest first: numbers by value, letter sizes in order, the rest after', () => {
    const sorted = ['150 cm', 'annet', '37,5 EU', '120–150 cm', '90 cm'].sort(compareSizes);
    expect(sorted).toEqual(['37,5 EU', '90 cm', '120–150 cm', '150 cm', 'annet']);
    expect(['XL', 'S', 'M', 'XS'].sort(compareSizes)).toEqual(['XS', 'S', 'M', 'XL']);
  });
});
