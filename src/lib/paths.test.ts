import { describe, expect, it } from 'vitest';
import { activatePath, afterLoginPath, withQuery } from './paths';

describe('afterLoginPath', () => {
  it('uses the remembered route', () => {
    expect(afterLoginPath('/statistikk')).toBe('/statistikk');
    expect(afterLoginPath('/alleprodukter?page=2')).toBe('/alleprodukter?page=2');
  });

  it('falls back to / when nothing usable is stored', () => {
    expect(afterLoginPath(null)).toBe('/');
    expect(afterLoginPath('')).toBe('/');
    expect(afterLoginPath('/login')).toBe('/');
    expect(afterLoginPath('/register?x')).toBe('/');
    expect(afterLoginPath('https://evil.example')).toBe('/');
    expect(afterLoginPath('//evil.example')).toBe('/');
  });
});

describe('path builders', () => {
  it('encodes parameters and leaves out empty query values', () => {
    expect(activatePath(12)).toBe('/activate/12');
    expect(activatePath('a b')).toBe('/activate/a%20b');
    expect(withQuery('/alleprodukter', { bod: 3, q: '' })).toBe('/alleprodukter?bod=3');
    expect(withQuery('/alleprodukter', { q: 'ski og staver' })).toBe(
      '/alleprodukter?q=ski+og+staver',
    );
    expect(withQuery('/hjem', {})).toBe('/hjem');
  });
});
