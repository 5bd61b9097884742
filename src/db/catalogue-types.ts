import type { Category, CatalogueProduct, Hut } from '../shared/contracts/catalogue';

/** Rows of the catalogue tables: stored exactly as the contract defines them. */
export type CategoryRow = Category;
export type HutRow = Hut;
export type ProductRow = CatalogueProduct;

/** Keys of the `meta` table (small key/value bookkeeping). */
export const metaKeys = {
  catalogueCursor: 'catalogue.cursor',
  catalogueEtag: 'catalogue.etag',
  catalogueFetchedAt: 'catalogue.fetchedAt',
  catalogueGeneratedAt: 'catalogue.generatedAt',
} as const;
export type MetaKey = (typeof metaKeys)[keyof typeof metaKeys];

export interface MetaRow {
  key: string;
  value: string | number | null;
}
