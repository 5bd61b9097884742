import { describe, expect, it } from 'vitest';
import type { StockUnit } from '../../db/hut/hut-queries';
import { CART_STATUS, type CartStatusCode } from '../../shared/domain/loan-rules';
import { markNoneFree } from './none-free';

const unit = (
  id: number,
  product_id: number,
  size: string | null,
  status_cart: CartStatusCode,
  max_size: string | null = null,
) =>
  ({
    id,
    product_id,
    company_id: 10,
    size,
    max_size,
    unit: 'cm',
    type: null,
    image: null,
    status: status_cart === CART_STATUS.lent ? 'lent' : 'available',
    updated_at: '',
    status_reason: null,
    name: `Produkt ${product_id}`,
    category_id: 1,
    status_cart,
    in_other_cart: false,
    cart_line_id: null,
  }) satisfies StockUnit;

const marked = (shown: StockUnit[], all: StockUnit[] = shown) =>
  markNoneFree(shown, all).map((row) => [row.id, row.noneFree]);

describe('markNoneFree', () => {
  it('marks a unit that is not free when no unit of its product in its size is', () => {
    const units = [
      unit(1, 7, '130', CART_STATUS.lent),
      unit(2, 7, '130', CART_STATUS.unavailable),
      unit(3, 7, '150', CART_STATUS.lent),
      unit(4, 7, '150', CART_STATUS.available),
      unit(5, 8, '130', CART_STATUS.available),
    ];
    expect(marked(units)).toEqual([
      [1, true],
      [2, true],
      [3, false],
      [4, false],
      [5, false],
    ]);
  });

  it('tells size ranges apart and counts free units the filter hides', () => {
    const all = [
      unit(1, 7, '120', CART_STATUS.lent, '150'),
      unit(2, 7, '120', CART_STATUS.available),
      unit(3, 7, '130', CART_STATUS.lent),
      unit(4, 7, '130', CART_STATUS.available),
    ];
    expect(marked([all[0]!, all[2]!], all)).toEqual([
      [1, true],
      [3, false],
    ]);
  });

  it('never marks a unit in this cart, nor counts it as free for another', () => {
    const units = [unit(1, 7, '130', CART_STATUS.added), unit(2, 7, '130', CART_STATUS.lent)];
    expect(marked(units)).toEqual([
      [1, false],
      [2, true],
    ]);
  });
});
