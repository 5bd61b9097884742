import { describe, expect, it } from 'vitest';
import { matchesItemSearch } from './size-search';

describe('product storage search', () => {
  const ski = { name: 'Langrennski', size: 150, max_size: null };
  const boots = { name: 'Skøyter', size: '36', max_size: '39' };
  it('shows all on empty text', () => {
    expect(matchesItemSearch(ski, '   ')).toBe(true);
  });
  it('matches exact size or a size range on numbers', () => {
    expect(matchesItemSearch(ski, '150')).toBe(true);
    expect(matchesItemSearch(ski, '151')).toBe(false);
    expect(matchesItemSearch(boots, '37')).toBe(true);
    expect(matchesItemSearch(boots, '40')).toBe(false);
  });
  it('matches names case-insensitively otherwise', () => {
    expect(matchesItemSearch(boots, ' skØy ')).toBe(true);
    expect(matchesItemSearch(ski, 'sykkel')).toBe(false);
  });
});
