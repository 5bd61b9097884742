import { describe, expect, it } from 'vitest';
import { shownCode } from './shown-code';

describe('shownCode', () => {
  it('quotes a label code as it is, and cuts a long text short', () => {
    expect(shownCode(' U1G5R\n')).toBe('U1G5R');
    const address = `https://example.org/${'a'.repeat(60)}`;
    expect(shownCode(address)).toHaveLength(32);
    expect(shownCode(address).endsWith('…')).toBe(true);
  });
});
