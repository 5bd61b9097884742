import { describe, expect, it } from 'vitest';
import { sameValue } from './same-value';

describe('sameValue', () => {
  it('compares rows as data, whatever the order of their keys', () => {
    expect(
      sameValue(
        { id: 1, name: 'Ski', parts: ['staver'] },
        { parts: ['staver'], name: 'Ski', id: 1 },
      ),
    ).toBe(true);
    expect(sameValue({ id: 1, size: null }, { id: 1, size: undefined })).toBe(false);
    expect(sameValue({ id: 1, note: undefined }, { id: 1 })).toBe(true);
  });

  it('sees a change anywhere in a row', () => {
    expect(sameValue({ id: 1, updated_at: 'a' }, { id: 1, updated_at: 'b' })).toBe(false);
    expect(sameValue({ id: 1, parts: ['a'] }, { id: 1, parts: ['a', 'b'] })).toBe(false);
    expect(sameValue({ id: 1, parts: ['a'] }, { id: 1, parts: { 0: 'a' } })).toBe(false);
    expect(sameValue({ id: 1, n: 1 }, { id: 1, n: '1' })).toBe(false);
    expect(sameValue(undefined, { id: 1 })).toBe(false);
    expect(sameValue({ id: 1, x: 1 }, { id: 1 })).toBe(false);
    expect(sameValue({ at: new Date(1) }, { at: new Date(2) })).toBe(false);
  });
});
