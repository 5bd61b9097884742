import { describe, expect, it } from 'vitest';
import { resolveDarkMode, serializeDarkMode } from './dark-mode';

describe('resolveDarkMode', () => {
  it('lets a stored preference win over the system', () => {
    expect(resolveDarkMode('enabled', false)).toBe(true);
    expect(resolveDarkMode('disabled', true)).toBe(false);
  });

  it('falls back to the system preference', () => {
    expect(resolveDarkMode(null, true)).toBe(true);
    expect(resolveDarkMode(null, false)).toBe(false);
    expect(resolveDarkMode('garbage', true)).toBe(true);
  });

  it('round-trips through the stored form', () => {
    expect(resolveDarkMode(serializeDarkMode(true), false)).toBe(true);
    expect(resolveDarkMode(serializeDarkMode(false), true)).toBe(false);
  });
});
