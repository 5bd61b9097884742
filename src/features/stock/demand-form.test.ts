import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { syncMessages as m } from '../../shared/texts/sync';
import { demandDefaults, demandFormSchema, productsUnder, toDemandInput } from './demand-form';

const cat = (id: number, parent_id: number | null) => ({
  id,
  parent_id,
  slug: `c${id}`,
  sort_order: 0,
});
const categories = [cat(1, null), cat(2, 1), cat(3, 2), cat(4, 1)];
const ski = { id: 10, name: 'Langrennsski', category_id: 3 };
const products = [
  { id: 11, name: 'Skistaver', category_id: 2 },
  ski,
  { id: 12, name: 'Akebrett', category_id: 4 },
];

describe('the demand form', () => {
  it('starts from a row (its product and size) or from the filter (a category)', () => {
    expect(demandDefaults({ categoryId: 3, product: ski, size: '120–150 cm' })).toEqual({
      categoryId: '3',
      productId: '10',
      size: '120–150 cm',
    });
    expect(demandDefaults({ categoryId: null, product: null, size: '' })).toEqual({
      categoryId: '',
      productId: '',
      size: '',
    });
  });

  it('requires a category or a product, with the message the server gives', () => {
    const nothing = z.safeParse(demandFormSchema, { categoryId: '', productId: '', size: '130' });
    expect(nothing.success).toBe(false);
    expect(nothing.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['categoryId'], m.demandWhat],
    ]);
    const tooLong = z.safeParse(demandFormSchema, {
      categoryId: '2',
      productId: '',
      size: 'x'.repeat(41),
    });
    expect(tooLong.error?.issues.map((i) => i.path)).toEqual([['size']]);
  });

  it('sends ids as numbers, and no size when none was given', () => {
    const values = z.parse(demandFormSchema, { categoryId: '2', productId: '', size: '  ' });
    expect(toDemandInput(values)).toEqual({ productId: null, categoryId: 2, size: null });
    const named = z.parse(demandFormSchema, { categoryId: '3', productId: '10', size: ' 130 cm ' });
    expect(toDemandInput(named)).toEqual({ productId: 10, categoryId: 3, size: '130 cm' });
  });

  it('offers the products in the category and below it, by name', () => {
    expect(productsUnder(products, categories, '2', null).map((p) => p.id)).toEqual([10, 11]);
    expect(productsUnder(products, categories, '4', null).map((p) => p.id)).toEqual([12]);
    expect(productsUnder(products, categories, '', null)).toEqual([]);
  });

  it('keeps the product the dialog was opened for, before the catalogue is read', () => {
    expect(productsUnder([], categories, '3', ski)).toEqual([ski]);
    expect(productsUnder([], categories, '4', ski)).toEqual([]);
  });
});
