import { z } from 'zod';
import { nb } from '../messages';
import { companySchema } from './auth';
import { idSchema } from './common';

/** A node of the category tree. Seasons are the roots (parent_id null) and carry the page texts. */
export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Lower-cased URL segment, may contain non-ASCII letters (e.g. "helårs"). */
  slug: z.string(),
  parent_id: z.number().int().nullable(),
  label: z.string().nullable(),
  tagline: z.string().nullable(),
  heading: z.string().nullable(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  alt_text: z.string().nullable(),
  sort_order: z.number().int(),
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
  company_id: z.number().int(),
  available: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const publicItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category_id: z.number().int(),
  image: z.string().nullable(),
  description: z.string().nullable(),
  /** Sum over the huts in scope (the chosen hut, or all). */
  available: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  /** Per hut, only huts holding at least one unit. */
  availability: z.array(availabilitySchema),
});
export type PublicItem = z.infer<typeof publicItemSchema>;

export const paginationMetaSchema = z.object({
  current_page: z.number().int().positive(),
  last_page: z.number().int().positive(),
  total: z.number().int().nonnegative(),
});
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

export const PAGE_SIZE = 10;

const idList = z
  .string()
  .regex(/^\d+(,\d+)*$/, { error: 'categoryIds må være tall skilt med komma.' })
  .transform((s) => s.split(',').map(Number))
  .pipe(
    z
      .array(
        z
          .number()
          .int()
          .positive()
          .max(2_147_483_647, { error: nb.invalidNumber('Id') }),
      )
      .max(200, { error: 'For mange kategorier.' }),
  );

/** GET /api/public/items query. */
export const publicItemsQuerySchema = z.object({
  page: z.coerce
    .number({ error: nb.invalidNumber('Side') })
    .int({ error: nb.invalidNumber('Side') })
    .min(1, { error: 'Side må være 1 eller høyere.' })
    .max(1_000_000, { error: nb.invalidNumber('Side') })
    .optional()
    .default(1),
  categoryIds: idList.optional(),
  category_id: idSchema.optional(),
  companyId: idSchema.optional(),
  q: z.string().trim().max(100, { error: 'Søket er for langt.' }).optional(),
});
export type PublicItemsQuery = z.input<typeof publicItemsQuerySchema>;

export const publicItemsResponseSchema = z.object({
  category: categorySchema.nullable(),
  items: z.object({ data: z.array(publicItemSchema), meta: paginationMetaSchema }),
});
export type PublicItemsResponse = z.infer<typeof publicItemsResponseSchema>;

/** GET /api/public/category?season=sommer&category=sykling&subcategory=... (slugs). */
export const publicCategoryQuerySchema = z.object({
  season: z.string().trim().min(1, { error: 'Sesong er påkrevd.' }).max(60),
  category: z.string().trim().max(60).optional(),
  subcategory: z.string().trim().max(60).optional(),
});
export const publicCategoryResponseSchema = z.object({
  season: categorySchema,
  category: categorySchema.nullable(),
  subcategory: categorySchema.nullable(),
  /** The deepest selected category and all its descendants. */
  descendants: z.array(categorySchema.extend({ item_count: z.number().int().nonnegative() })),
});
export type PublicCategoryResponse = z.infer<typeof publicCategoryResponseSchema>;

/** GET /api/public/huts?county=&municipality=&town= */
export const hutsQuerySchema = z.object({
  county: z.string().trim().max(80).optional(),
  municipality: z.string().trim().max(80).optional(),
  town: z.string().trim().max(80).optional(),
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
 * GET /api/public/catalogue?since=CURSOR — the offline catalogue for Dexie.
 * Without `since` (or with a cursor too old), a full snapshot (`full: true`). With `since`, only
 * products whose availability or data changed after the cursor, plus ids of deleted products.
 * The response carries an ETag; `If-None-Match` gives 304.
 */
export const catalogueQuerySchema = z.object({
  since: z.coerce
    .number({ error: nb.invalidNumber('since') })
    .int()
    .nonnegative()
    .optional(),
});
export const catalogueProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category_id: z.number().int(),
  image: z.string().nullable(),
  description: z.string().nullable(),
  availability: z.array(availabilitySchema),
});
export type CatalogueProduct = z.infer<typeof catalogueProductSchema>;
export const catalogueResponseSchema = z.object({
  cursor: z.number().int().nonnegative(),
  full: z.boolean(),
  generated_at: z.string(),
  categories: z.array(categorySchema),
  companies: z.array(hutSchema),
  products: z.array(catalogueProductSchema),
  deleted_product_ids: z.array(z.number().int()),
});
export type CatalogueResponse = z.infer<typeof catalogueResponseSchema>;
