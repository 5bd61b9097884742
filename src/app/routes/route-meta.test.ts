import { describe, expect, it } from 'vitest';
import { capitalize, deepestMeta, documentTitle } from './route-meta';

describe('route metadata', () => {
  it('takes the deepest handle with meta', () => {
    const a = { meta: { access: 'public' as const, title: 'A' } };
    const b = { meta: { access: 'auth' as const, title: 'B' } };
    expect(deepestMeta([a, undefined, b, { other: 1 }])).toBe(b.meta);
    expect(deepestMeta([undefined])).toBeNull();
  });

  it('builds titles with the product name as default', () => {
    expect(documentTitle(null, {})).toBe('Utstyrsbod');
    expect(documentTitle({ access: 'public' }, {})).toBe('Utstyrsbod');
    expect(documentTitle({ access: 'public', title: 'Logg inn' }, {})).toBe(
      'Logg inn – Utstyrsbod',
    );
    expect(
      documentTitle(
        { access: 'public', title: (p) => capitalize(p.season ?? '') },
        {
          season: 'helårs',
        },
      ),
    ).toBe('Helårs – Utstyrsbod');
  });

  it('capitalizes slugs', () => {
    expect(capitalize('båt-og-vann')).toBe('Båt og vann');
  });
});
