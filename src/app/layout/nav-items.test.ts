import { describe, expect, it } from 'vitest';
import {
  fallbackSeasons,
  isNavItemActive,
  publicNavItems,
  seasonsFrom,
  type NavItem,
} from './nav-items';

const item = (to: string): NavItem => ({ key: to, label: to, to });

describe('seasonsFrom', () => {
  it('takes the roots in sort order', () => {
    const cats = [
      { name: 'Vinter', slug: 'vinter', parent_id: null, sort_order: 2 },
      { name: 'Ski', slug: 'ski', parent_id: 2, sort_order: 1 },
      { name: 'Sommer', slug: 'sommer', parent_id: null, sort_order: 1 },
    ];
    expect(seasonsFrom(cats)).toEqual([
      { name: 'Sommer', slug: 'sommer' },
      { name: 'Vinter', slug: 'vinter' },
    ]);
  });

  it('falls back to the fixed seasons without data', () => {
    expect(seasonsFrom(undefined)).toBe(fallbackSeasons);
    expect(seasonsFrom([])).toBe(fallbackSeasons);
  });
});

describe('publicNavItems', () => {
  it('lists home, all, the seasons, huts and contact', () => {
    expect(publicNavItems(fallbackSeasons).map((i) => i.to)).toEqual([
      '/hjem',
      '/alleprodukter',
      '/sommer',
      '/vinter',
      '/helårs',
      '/utstyrsboder',
      '/kontakt',
    ]);
  });
});

describe('isNavItemActive', () => {
  it('highlights a season for its category pages', () => {
    expect(isNavItemActive(item('/sommer'), '/sommer')).toBe(true);
    expect(isNavItemActive(item('/sommer'), '/sommer/sykling')).toBe(true);
    expect(isNavItemActive(item('/helårs'), '/Helårs/ballspill/')).toBe(true);
    expect(isNavItemActive(item('/sommer'), '/sommerfugl')).toBe(false);
    expect(isNavItemActive(item('/vinter'), '/sommer')).toBe(false);
  });

  it('treats / as home', () => {
    expect(isNavItemActive(item('/hjem'), '/')).toBe(true);
    expect(isNavItemActive(item('/hjem'), '/hjem')).toBe(true);
    expect(isNavItemActive(item('/hjem'), '/kontakt')).toBe(false);
  });
});
