import { ALL_YEAR_PRODUCTS } from './products-all-year';
import { SUMMER_PRODUCTS } from './products-summer';
import { WINTER_PRODUCTS } from './products-winter';
import type { ProductSeed } from './product-types';

export type { ProductSeed, SizeSeed } from './product-types';

export const PRODUCTS: readonly ProductSeed[] = [
  ...SUMMER_PRODUCTS,
  ...WINTER_PRODUCTS,
  ...ALL_YEAR_PRODUCTS,
];
