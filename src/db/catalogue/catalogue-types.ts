import type {
  Availability,
  Category,
  CatalogueProduct,
  Hut,
  SizeAvailability,
} from '../../shared/contracts/catalogue';

/** Rows of the catalogue tables: stored as the contract defines them. */
export type CategoryRow = Category;
export type HutRow = Hut;
/**
 * A stored product. Rows an older app version stored lack the parts and the per-size counts
 * until the full pull that a new CATALOGUE_FORMAT starts; readers take them as none.
 */
export type ProductRow = Omit<CatalogueProduct, 'parts' | 'availability'> & {
  parts?: string[];
  availability: (Availability & { sizes?: SizeAvailability[] })[];
};

/**
 * The shape of the stored catalogue. Raise it when the contract's products gain fields: a device
 * whose rows are of an older format then pulls a full snapshot instead of a delta.
 */
export const CATALOGUE_FORMAT = 2;

/** Keys of the `meta` table (small key/value bookkeeping). */
export const metaKeys = {
  catalogueCursor: 'catalogue.cursor',
  catalogueEtag: 'catalogue.etag',
  catalogueFetchedAt: 'catalogue.fetchedAt',
  catalogueGeneratedAt: 'catalogue.generatedAt',
  catalogueFormat: 'catalogue.format',
  /** The county this device asked for (the person's choice); absent: the whole network. */
  catalogueCounty: 'catalogue.county',
  /** The county the stored products cover, as the server answered; null: the whole network. */
  catalogueStoredCounty: 'catalogue.storedCounty',
  /** 1 when the server said the whole network is too large and a county must be picked. */
  catalogueAreaRequired: 'catalogue.areaRequired',
} as const;
export type MetaKey = (typeof metaKeys)[keyof typeof metaKeys];

export interface MetaRow {
  key: string;
  value: string | number | null;
}
