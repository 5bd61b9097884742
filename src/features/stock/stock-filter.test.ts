import { describe, expect, it } from 'vitest';
import type { StockUnit } from '../../db/hut/hut-queries';
import { CART_STATUS } from '../../shared/domain/loan-rules';
import { categoryOptions, emptyStockFilter, filterStock, sizeLabel } from './stock-filter';

const cat = (id: number, name: string, parent_id: number | null, sort_order = 0) => ({
  id,
  name,
  parent_id,
  slug: name.toLowerCase(),
  sort_order,
});
const categories = [
  cat(1, 'Sommer', null),
  cat(2, 'Vinter', null, 1),
  cat(3, 'Sykling', 1),
  cat(4, 'Vannaktiviteter', 1, 1),
  cat(5, 'Bading', 4),
  cat(6, 'Ski', 2),
];

const unit = (
  id: number,
  name: string,
  category_id: number,
  size: string | null,
  max: string | null = null,
) =>
  ({
    id,
    product_id: id,
    company_id: 10,
    size,
    max_size: max,
    unit: null,
    type: null,
    image: null,
    status: 'available',
    updated_at: '',
    status_reason: null,
    name,
    category_id,
    status_cart: CART_STATUS.available,
    in_other_cart: false,
    cart_line_id: null,
  }) satisfies StockUnit;

const units = [
  unit(1, 'Sykkel', 3, '24'),
  unit(2, 'Sykkel', 3, '20'),
  unit(3, 'Våtdrakt', 5, '120', '130'),
  unit(4, 'Langrennsski', 6, '150'),
  unit(5, 'Redningsvest', 4, '25', '40'),
];
const ids = (list: StockUnit[]) => list.map((u) => u.id);

describe('filterStock', () => {
  it('shows everything sorted by name and size without a filter', () => {
    expect(ids(filterStock(units, categories, emptyStockFilter))).toEqual([4, 5, 2, 1, 3]);
  });

  it('keeps a season or category with everything below it', () => {
    const f = (seasonId: number | null, categoryId: number | null) =>
      ids(filterStock(units, categories, { seasonId, categoryId, search: '' }));
    expect(f(1, null)).toEqual([5, 2, 1, 3]);
    expect(f(2, null)).toEqual([4]);
    expect(f(1, 4)).toEqual([5, 3]);
    expect(f(1, 5)).toEqual([3]);
  });

  it('searches names, exact sizes and size ranges (SPEC §5)', () => {
    const s = (search: string) =>
      ids(filterStock(units, categories, { ...emptyStockFilter, search }));
    expect(s('  sykkel ')).toEqual([2, 1]);
    expect(s('VÅT')).toEqual([3]);
    expect(s('24')).toEqual([1]);
    expect(s('125')).toEqual([3]);
    expect(s('30')).toEqual([5]);
    expect(s('999')).toEqual([]);
  });

  it('finds a unit by its label number, first, above units of that size', () => {
    const many = [...units, unit(1541, 'Langrennsski', 6, '130'), unit(30, 'Sykkel', 3, '16')];
    const s = (search: string, seasonId: number | null = null) =>
      ids(filterStock(many, categories, { ...emptyStockFilter, seasonId, search }));
    expect(s('1541')).toEqual([1541]);
    expect(s('nr. 1541')).toEqual([1541]);
    expect(s('#1541')).toEqual([1541]);
    // 30 is unit 30 and a size inside the Redningsvest's 25–40.
    expect(s('30')).toEqual([30, 5]);
    // The season still narrows: unit 1541 is winter equipment.
    expect(s('1541', 1)).toEqual([]);
  });
});

describe('categoryOptions', () => {
  it('lists the categories below a season with their path', () => {
    expect(categoryOptions(categories, 1)).toEqual([
      { id: 3, label: 'Sykling' },
      { id: 4, label: 'Vannaktiviteter' },
      { id: 5, label: 'Vannaktiviteter › Bading' },
    ]);
    expect(categoryOptions(categories, null)).toEqual([]);
  });
});

describe('sizeLabel', () => {
  it('joins a size range with an en dash', () => {
    expect(sizeLabel('120', '130')).toBe('120–130');
    expect(sizeLabel('24', null)).toBe('24');
    expect(sizeLabel(null, null)).toBe('');
  });
});
