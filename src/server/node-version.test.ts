import { describe, expect, it } from 'vitest';
import { unsupportedNode } from './node-version';

describe('unsupportedNode', () => {
  it('accepts Node 22, 24 and newer, and refuses Node 20 saying which versions run it', () => {
    expect(unsupportedNode('22.23.3')).toBeNull();
    expect(unsupportedNode('24.21.0')).toBeNull();
    expect(unsupportedNode('26.0.0')).toBeNull();
    expect(unsupportedNode('20.20.2')).toBe(
      'Utstyrsbod needs Node.js 22 or 24 (LTS); this is Node 20.20.2.',
    );
  });
});
