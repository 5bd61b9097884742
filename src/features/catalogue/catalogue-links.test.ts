import { describe, expect, it } from 'vitest';
import { categories } from '../../db/catalogue/test-catalogue';
import { categoryHref } from './category-path';
import { flattenTree, parseId } from './filter-selects';
import { catalogueTexts } from '../../i18n/nb/catalogue';

describe('catalogue links and params', () => {
  it('builds encoded category paths from the season down', () => {
    expect(categoryHref(categories, 5)).toBe('/sommer/vannaktiviteter/bading');
    expect(categoryHref(categories, 2, '?bod=3')).toBe('/hel%C3%A5rs?bod=3');
  });
  it('accepts only positive whole ids from the query string', () => {
    expect(parseId('12')).toBe(12);
    for (const bad of [null, '', '0', '-1', '1.5', 'abc', '99999999999'])
      expect(parseId(bad)).toBeNull();
  });
  it('flattens a season depth-first in sort order', () => {
    expect(
      flattenTree(categories, 1).map(({ category, depth }) => `${depth}:${category.name}`),
    ).toEqual(['0:Sykling', '0:Vannaktiviteter', '1:Bading']);
  });
  it('words the category note as SPEC says, without doubling "utstyrsbod"', () => {
    expect(catalogueTexts.categoryNote('Sykling', 'Sommer', 'Voss')).toBe(
      'Viser alle produkter i kategori Sykling hos Voss utstyrsbod',
    );
    expect(catalogueTexts.categoryNote('Sykling', 'Sommer', 'Voss utstyrsbod')).toBe(
      'Viser alle produkter i kategori Sykling hos Voss utstyrsbod',
    );
    expect(catalogueTexts.categoryNote(null, 'Sommerutstyr', null)).toBe(
      'Viser alle produkter i Sommerutstyr',
    );
  });
});
