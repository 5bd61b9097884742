import { describe, expect, it } from 'vitest';
import { debugBarToStore, resolveDebugBar } from './debug-bar';

describe('the debug bar setting', () => {
  it('is on in development and off for users unless asked for', () => {
    expect(resolveDebugBar(null, '', true)).toBe(true);
    expect(resolveDebugBar(null, '', false)).toBe(false);
  });

  it('follows ?debug= first, then the choice kept on the device', () => {
    expect(resolveDebugBar(null, '?debug=1', false)).toBe(true);
    expect(resolveDebugBar('on', '?debug=0', true)).toBe(false);
    expect(resolveDebugBar('on', '?page=2', false)).toBe(true);
    expect(resolveDebugBar('off', '', true)).toBe(false);
  });

  it('remembers only an explicit choice in the address', () => {
    expect(debugBarToStore('?debug=1')).toBe('on');
    expect(debugBarToStore('?q=ski&debug=0')).toBe('off');
    expect(debugBarToStore('?debug=yes')).toBeNull();
    expect(debugBarToStore('')).toBeNull();
  });
});
