import { describe, expect, it } from 'vitest';
import {
  availabilityFor,
  categoryIdCounts,
  categoryProductCounts,
  filterHuts,
  filterProducts,
  hutFilterOptions,
  hutProductCounts,
  paginate,
  searchHuts,
} from './catalogue-queries';
import { categories, huts, product, products } from './test-catalogue';

const names = (list: { name: string }[]) => list.map((p) => p.name);

describe('availability', () => {
  it('sums all huts, or shows the chosen one', () => {
    const bike = products[0]!;
    expect(availabilityFor(bike)).toEqual({ available: 2, total: 4 });
    expect(availabilityFor(bike, 11)).toEqual({ available: 0, total: 1 });
    expect(availabilityFor(bike, 12)).toEqual({ available: 0, total: 0 });
  });
});

describe('filterProducts', () => {
  it('lists everything sorted by name without a filter', () => {
    expect(names(filterProducts(products, categories, {}))).toEqual([
      'Badering',
      'Kajakk',
      'Sjakk',
      'Sykkel barn',
      'Sykkelhjelm',
    ]);
  });
  it('includes descendants of the chosen category', () => {
    expect(names(filterProducts(products, categories, { categoryId: 1 }))).toEqual([
      'Badering',
      'Kajakk',
      'Sykkel barn',
      'Sykkelhjelm',
    ]);
    expect(names(filterProducts(products, categories, { categoryId: 4 }))).toEqual([
      'Badering',
      'Kajakk',
    ]);
  });
  it('keeps only products the hut holds', () => {
    expect(names(filterProducts(products, categories, { hutId: 11 }))).toEqual([
      'Badering',
      'Sykkel barn',
    ]);
    expect(filterProducts(products, categories, { categoryId: 2, hutId: 10 })).toEqual([]);
  });
  it('searches names case-insensitively, every word', () => {
    expect(names(filterProducts(products, categories, { query: '  SYKKEL ' }))).toEqual([
      'Sykkel barn',
      'Sykkelhjelm',
    ]);
    expect(names(filterProducts(products, categories, { query: 'sykkel barn' }))).toEqual([
      'Sykkel barn',
    ]);
    const withAe = [product(1, 'Skøyter', 3)];
    expect(names(filterProducts(withAe, categories, { query: 'SKØY' }))).toEqual(['Skøyter']);
  });
});

describe('paginate', () => {
  const list = Array.from({ length: 23 }, (_, i) => i + 1);
  it('cuts pages of 10 and reports meta', () => {
    const page = paginate(list, 3);
    expect(page.data).toEqual([21, 22, 23]);
    expect(page.meta).toEqual({ current_page: 3, last_page: 3, total: 23 });
  });
  it('clamps pages out of range', () => {
    expect(paginate(list, 99).meta.current_page).toBe(3);
    expect(paginate(list, 0).meta.current_page).toBe(1);
    expect(paginate(list, Number.NaN).meta.current_page).toBe(1);
    expect(paginate([], 1)).toEqual({
      data: [],
      meta: { current_page: 1, last_page: 1, total: 0 },
    });
  });
});

describe('category and hut counts', () => {
  it('counts products in each category and its ancestors', () => {
    const counts = categoryProductCounts(categories, products);
    expect(counts.get(1)).toBe(4);
    expect(counts.get(4)).toBe(2);
    expect(counts.get(5)).toBe(1);
    expect(counts.get(2)).toBe(1);
    expect(categoryProductCounts(categories, products, 11).get(1)).toBe(2);
  });
  it('counts the same from the category ids alone', () => {
    const ids = products.map((p) => p.category_id);
    expect(categoryIdCounts(categories, ids)).toEqual(categoryProductCounts(categories, products));
  });
  it('counts products per hut', () => {
    const counts = hutProductCounts(products);
    expect(Object.fromEntries(counts)).toEqual({ 10: 3, 11: 2, 12: 1 });
  });
});

describe('huts', () => {
  it('offers dependent dropdown options', () => {
    expect(hutFilterOptions(huts, {})).toEqual({
      counties: ['Akershus', 'Oslo'],
      municipalities: ['Asker', 'Oslo'],
      towns: ['Asker', 'Bjølsen', 'Heggedal'],
    });
    expect(hutFilterOptions(huts, { county: 'Akershus', municipality: 'Asker' }).towns).toEqual([
      'Asker',
      'Heggedal',
    ]);
  });
  it('filters by county, municipality and town', () => {
    expect(names(filterHuts(huts, { county: 'Akershus' }))).toEqual(['Asker sentrum', 'Heggedal']);
    expect(names(filterHuts(huts, { county: 'Akershus', town: 'Heggedal' }))).toEqual(['Heggedal']);
  });
  it('searches huts by name or place', () => {
    expect(names(searchHuts(huts, 'asker'))).toEqual(['Asker sentrum', 'Heggedal']);
    expect(searchHuts(huts, '  ')).toEqual([]);
  });
});
