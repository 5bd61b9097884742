import type { StockUnit } from '../../db/hut/hut-queries';
import { CART_STATUS } from '../../shared/domain/loan-rules';
import { sizeLabel } from './stock-filter';

/** A stock row: the unit, and whether its product has no unit free in its size. */
export type StockRow = StockUnit & {
  /**
   * Lent, in repair, retired or in another cart, and no other unit of the product in the same
   * size is free: where someone who came for it goes without (the row offers "Ingen ledig").
   */
  noneFree: boolean;
};

const sizeKey = (unit: StockUnit) => `${unit.product_id}|${sizeLabel(unit.size, unit.max_size)}`;

/**
 * Marks the rows shown. Free is judged over all the hut's units, not only those the filter
 * shows: a free unit of the same size hidden by a search is still on the shelf. A unit already
 * in this cart is the borrower's, so it neither is "none free" nor counts as free for another.
 */
export function markNoneFree(shown: readonly StockUnit[], all: readonly StockUnit[]): StockRow[] {
  const free = new Set(
    all.filter((u) => u.status_cart === CART_STATUS.available).map((u) => sizeKey(u)),
  );
  return shown.map((unit) => ({
    ...unit,
    noneFree:
      unit.status_cart !== CART_STATUS.available &&
      unit.status_cart !== CART_STATUS.added &&
      !free.has(sizeKey(unit)),
  }));
}
