import { describe, expect, it } from 'vitest';
import { unitFitsSize } from './size-fit';

const ski = (size: string, max: string | null = null, unit: string | null = 'cm') => ({
  size,
  max_size: max,
  unit,
});

describe('unitFitsSize', () => {
  it('counts only units of the size asked for', () => {
    expect(unitFitsSize(ski('130'), '130 cm')).toBe(true);
    expect(unitFitsSize(ski('150'), '130 cm')).toBe(false);
    expect(unitFitsSize(ski('130'), '130')).toBe(true);
    expect(unitFitsSize(ski('36', null, 'EU'), '36')).toBe(true);
    expect(unitFitsSize(ski('36', null, 'EU'), '130 cm')).toBe(false);
  });

  it('a number inside a range fits; the range as written fits too', () => {
    expect(unitFitsSize(ski('120', '150'), '130 cm')).toBe(true);
    expect(unitFitsSize(ski('120', '150'), '120-150 cm')).toBe(true);
    expect(unitFitsSize(ski('120', '150'), '160')).toBe(false);
    expect(unitFitsSize(ski('37,5', null, 'EU'), '37.5')).toBe(true);
  });

  it('letter sizes match as written; no size asked for fits every unit', () => {
    expect(unitFitsSize(ski('M', null, 'str'), 'm')).toBe(true);
    expect(unitFitsSize(ski('L', null, 'str'), 'M')).toBe(false);
    expect(unitFitsSize(ski('130'), null)).toBe(true);
    expect(unitFitsSize(ski('130'), '  ')).toBe(true);
  });
});
