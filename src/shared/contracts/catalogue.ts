import * as z from 'zod/mini';
import { nb } from '../texts/messages';
import { companySchema } from './auth';
import { MAX_SERVER_ID, queryIdSchema } from './common';
import { textSchema } from './text';

const int = z.number().check(z.int());
const count = z.number().check(z.int(), z.nonnegative());

/** A node of the category tree. Seasons are the roots (parent_id null) and carry the page texts. */
export const categorySchema = z.object({
  id: int,
  name: z.string(),
  /** Lower-cased URL segment, may contain non-ASCII letters (e.g. "helårs"). */
  slug: z.string(),
  parent_id: z.nullable(int),
  label: z.nullable(z.string()),
  tagline: z.nullable(z.string()),
  heading: z.nullable(z.string()),
  description: z.nullable(z.string()),
  image: z.nullable(z.string()),
  alt_text: z.nullable(z.string()),
  sort_order: int,
});
export type Category = z.infer<typeof categorySchema>;

export const hutSchema = companySchema;
export type Hut = z.infer<typeof hutSchema>;

/** GET /api/public/data */
export const publicDataResponseSchema = z.object({
  categories: z.array(categorySchema),
  companies: z.array(hutSchema),
});
export type PublicDataResponse = z.infer<typeof publicDataResponseSchema>;

/** Units of one product at one hut. "Ledig available/total". */
export const availabilitySchema = z.object({
  company_id: int,
  available: count,
  total: count,
});
export type Availability = z.infer<typeof availabilitySchema>;

export const publicItemSchema = z.object({
  id: int,
  name: z.string(),
  category_id: int,
  image: z.nullable(z.string()),
  description: z.nullable(z.string()),
  /** Sum over the huts in scope (the chosen hut, or all). */
  available: count,
  total: count,
  /** Per hut, only huts holding at least one unit. */
  availability: z.array(availabilitySchema),
});
export type PublicItem = z.infer<typeof publicItemSchema>;

export const paginationMetaSchema = z.object({
  current_page: z.number().check(z.int(), z.positive()),
  last_page: z.number().check(z.int(), z.positive()),
  total: count,
});
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

export const PAGE_SIZE = 10;

const idList = z.pipe(
  z.pipe(
    z
      .string()
      // Each id as the path writes it (common.ts): no leading zeros, at most ten digits.
      .check(
        z.regex(/^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*$/, {
          error: 'categoryIds må være tall skilt med komma.',
        }),
      ),
    z.transform((s: string) => s.split(',').map(Number)),
  ),
  z
    .array(
      z
        .number()
        .check(z.int(), z.positive(), z.maximum(MAX_SERVER_ID, { error: nb.invalidNumber('Id') })),
    )
    .check(z.maxLength(200, { error: 'For mange kategorier.' })),
);

const searchText = (label: string, max: number, tooLong?: string) =>
  z.optional(textSchema({ label, max, ...(tooLong ? { messages: { tooLong } } : {}) }));

/** GET /api/public/items query. */
export const publicItemsQuerySchema = z.object({
  page: z._default(
    z.optional(
      z.coerce
        .number({ error: nb.invalidNumber('Side') })
        .check(
          z.int({ error: nb.invalidNumber('Side') }),
          z.minimum(1, { error: 'Side må være 1 eller høyere.' }),
          z.maximum(1_000_000, { error: nb.invalidNumber('Side') }),
        ),
    ),
    1,
  ),
  categoryIds: z.optional(idList),
  category_id: z.optional(queryIdSchema()),
  companyId: z.optional(queryIdSchema()),
  q: searchText('Søket', 100, 'Søket er for langt.'),
});
export type PublicItemsQuery = z.input<typeof publicItemsQuerySchema>;

export const publicItemsResponseSchema = z.object({
  category: z.nullable(categorySchema),
  items: z.object({ data: z.array(publicItemSchema), meta: paginationMetaSchema }),
});
export type PublicItemsResponse = z.infer<typeof publicItemsResponseSchema>;

/** GET /api/public/category?season=sommer&category=sykling&subcategory=... (slugs). */
export const publicCategoryQuerySchema = z.object({
  season: textSchema({ label: 'Sesong', max: 60, required: true }),
  category: searchText('Kategori', 60),
  subcategory: searchText('Underkategori', 60),
});
export const publicCategoryResponseSchema = z.object({
  season: categorySchema,
  category: z.nullable(categorySchema),
  subcategory: z.nullable(categorySchema),
  /** The deepest selected category and all its descendants. */
  descendants: z.array(z.extend(categorySchema, { item_count: count })),
});
export type PublicCategoryResponse = z.infer<typeof publicCategoryResponseSchema>;

/** GET /api/public/huts?county=&municipality=&town= */
export const hutsQuerySchema = z.object({
  county: searchText('Fylke', 80),
  municipality: searchText('Kommune', 80),
  town: searchText('Sted', 80),
});
export const hutsResponseSchema = z.object({
  huts: z.array(hutSchema),
  /** Distinct values for the three filters, over all huts. */
  filters: z.object({
    counties: z.array(z.string()),
    municipalities: z.array(z.object({ county: z.string(), name: z.string() })),
    towns: z.array(z.object({ municipality: z.string(), name: z.string() })),
  }),
});
export type HutsResponse = z.infer<typeof hutsResponseSchema>;

/**
 * GET /api/public/catalogue?since=CURSOR&county=FYLKE — the offline catalogue for Dexie.
 * Without `since` (or with a cursor too old), a full snapshot (`full: true`). With `since`, only
 * products whose availability or data changed after the cursor, plus ids of deleted products.
 * With `county`, only the products and availability of that county's huts. The response carries
 * an ETag; `If-None-Match` gives 304.
 */
export const catalogueQuerySchema = z.object({
  since: z.optional(
    z.coerce.number({ error: nb.invalidNumber('since') }).check(z.int(), z.nonnegative()),
  ),
  county: z.optional(textSchema({ label: 'Fylke', max: 80 })),
});
/** Units of one size ("120–150 cm"; '' without a size) of a product at one hut. */
export const sizeAvailabilitySchema = z.object({
  size: z.string(),
  available: count,
  total: count,
});
export type SizeAvailability = z.infer<typeof sizeAvailabilitySchema>;
/** A hut's "Ledig x/y" of a product, and the same per size, for the public product page. */
export const catalogueAvailabilitySchema = z.extend(availabilitySchema, {
  sizes: z.array(sizeAvailabilitySchema),
});
export type CatalogueAvailability = z.infer<typeof catalogueAvailabilitySchema>;
export const catalogueProductSchema = z.object({
  id: int,
  name: z.string(),
  category_id: int,
  image: z.nullable(z.string()),
  description: z.nullable(z.string()),
  /** What a unit consists of ("ski", "staver"); empty when the product lists none. */
  parts: z.array(z.string()),
  availability: z.array(catalogueAvailabilitySchema),
});
export type CatalogueProduct = z.infer<typeof catalogueProductSchema>;
export const catalogueResponseSchema = z.object({
  cursor: count,
  full: z.boolean(),
  generated_at: z.string(),
  /** The county the products are scoped to; null: the whole network. */
  county: z.nullable(z.string()),
  /**
   * No county was asked for and the whole network is too large for one download: the products
   * are left out until the device picks a county (categories and huts are there).
   */
  area_required: z.boolean(),
  categories: z.array(categorySchema),
  companies: z.array(hutSchema),
  products: z.array(catalogueProductSchema),
  deleted_product_ids: z.array(int),
});
export type CatalogueResponse = z.infer<typeof catalogueResponseSchema>;
