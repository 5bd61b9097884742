import { describe, expect, it } from 'vitest';
import { childrenOf, descendantIds, pathTo, resolveSlugs, slugify } from './category-tree';

const tree = [
  { id: 1, parent_id: null, slug: 'sommer', sort_order: 1 },
  { id: 2, parent_id: null, slug: 'helårs', sort_order: 3 },
  { id: 3, parent_id: 1, slug: 'sykling', sort_order: 2 },
  { id: 4, parent_id: 1, slug: 'vannaktiviteter', sort_order: 1 },
  { id: 5, parent_id: 4, slug: 'bading', sort_order: 1 },
  { id: 6, parent_id: 2, slug: 'friluftsliv', sort_order: 1 },
];

describe('category tree', () => {
  it('lists children in sort order', () => {
    expect(childrenOf(tree, 1).map((c) => c.id)).toEqual([4, 3]);
    expect(childrenOf(tree, null).map((c) => c.id)).toEqual([1, 2]);
  });
  it('collects descendants', () => {
    expect(descendantIds(tree, 1).sort()).toEqual([1, 3, 4, 5]);
    expect(descendantIds(tree, 5)).toEqual([5]);
  });
  it('walks the path from the season', () => {
    expect(pathTo(tree, 5).map((c) => c.slug)).toEqual(['sommer', 'vannaktiviteter', 'bading']);
  });
  it('resolves non-ASCII and upper-case slugs, and rejects unknown ones', () => {
    expect(resolveSlugs(tree, ['Helårs', 'friluftsliv'])?.map((c) => c.id)).toEqual([2, 6]);
    expect(resolveSlugs(tree, ['sommer', 'ski'])).toBeNull();
  });
  it('slugifies names', () => {
    expect(slugify('Båt og vann')).toBe('båt-og-vann');
  });
});
