import * as z from 'zod/mini';
import {
  MAX_PARTS,
  MAX_UNITS_PER_ADD,
  PRODUCT_SHARED_FIELDS,
  SIZE_UNITS,
  isNumericUnit,
  readSizeNumber,
  type SizeUnit,
} from '../domain/equipment';
import { equipmentLabels as labels, equipmentTexts as t } from '../texts/equipment';
import { idSchema, unitStatusEnum } from './common';
import { serverIdSchema } from './sync-ops';
import { textSchema } from './text';

/**
 * A hut's own equipment (/leggtilprodukt, /endreprodukt): products are network-wide, units
 * belong to a hut. Online admin work through REST; the size and quantity rules below are the
 * ones the forms apply as staff type, so the server never says something the form did not.
 */

export const sizeUnitSchema = z.enum(SIZE_UNITS, { error: t.invalidUnit });

interface SizeValues {
  unit: SizeUnit | null;
  size: string | null;
  maxSize: string | null;
}

/** What is wrong with a unit's size, per field (empty: nothing). */
export function sizeIssues({
  unit,
  size,
  maxSize,
}: SizeValues): { path: string; message: string }[] {
  if (unit === null) return [];
  const from = size?.trim() ?? '';
  const to = maxSize?.trim() ?? '';
  if (from === '') return [{ path: 'size', message: t.chooseSize }];
  if (!isNumericUnit(unit)) return [];
  const low = readSizeNumber(from);
  if (low === null) return [{ path: 'size', message: t.sizeNumber }];
  if (to === '') return [];
  const high = readSizeNumber(to);
  if (high === null) return [{ path: 'maxSize', message: t.maxSizeNumber }];
  return high < low ? [{ path: 'maxSize', message: t.maxSizeBelow }] : [];
}

/** 'Antall kan ikke være 0' and friends, for a typed quantity. */
export function quantityIssue(quantity: number): string | null {
  if (!Number.isInteger(quantity)) return t.quantityWhole;
  if (quantity < 1) return t.quantityZero;
  return quantity > MAX_UNITS_PER_ADD ? t.quantityTooMany : null;
}

const sizeText = textSchema({ label: labels.size, max: 10 });
const sizeFields = {
  /** null: the product has no size (a board game). */
  unit: z.nullable(sizeUnitSchema),
  size: z.nullable(sizeText),
  maxSize: z.nullable(sizeText),
};
const checkSize = z.superRefine<SizeValues>((value, ctx) => {
  for (const issue of sizeIssues(value)) {
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message, input: value });
  }
});

const quantitySchema = z.number({ error: t.quantityZero }).check(
  z.superRefine((value: number, ctx) => {
    const message = quantityIssue(value);
    if (message) ctx.addIssue({ code: 'custom', message, input: value });
  }),
);
const notesSchema = z
  .array(textSchema({ label: labels.note, max: 500, multiLine: true }))
  .check(z.maxLength(MAX_UNITS_PER_ADD, { error: t.tooManyNotes }));
const notesFitQuantity = z.superRefine<{ quantity: number; notes: string[] }>((value, ctx) => {
  if (value.notes.length > value.quantity) {
    ctx.addIssue({ code: 'custom', path: ['notes'], message: t.tooManyNotes, input: value });
  }
});

/**
 * A photo uploaded to POST /api/company/{id}/photos (its URL as that answer gave it), or the
 * product's present image kept as it is (the demo products' files under /images/).
 */
export const photoUrlSchema = z.string({ error: t.photoUnknown }).check(
  z.regex(
    /^(\/api\/photos\/[0-9a-f]{32}\.webp|\/images\/[a-z0-9_-]+(\/[a-z0-9_-]+)*\.[a-z]{3,4})$/,
    {
      error: t.photoUnknown,
    },
  ),
);

const productFields = {
  name: textSchema({ label: labels.name, max: 80, required: true }),
  description: z.nullable(textSchema({ label: labels.description, max: 2000, multiLine: true })),
  parts: z
    .array(textSchema({ label: labels.part, max: 60, required: true }))
    .check(z.maxLength(MAX_PARTS, { error: t.tooManyParts })),
  image: z.nullable(photoUrlSchema),
};

/**
 * POST /api/company/{id}/products: units of a new product, or more units of an existing one
 * (`productId`, which must be in `categoryId`; its name and photo are then left as they are).
 */
export const newProductRequestSchema = z
  .object({
    categoryId: serverIdSchema,
    productId: z.nullable(serverIdSchema),
    name: z.optional(productFields.name),
    description: z.optional(productFields.description),
    parts: z.optional(productFields.parts),
    image: z.optional(productFields.image),
    ...sizeFields,
    quantity: quantitySchema,
    notes: notesSchema,
  })
  .check(
    checkSize,
    notesFitQuantity,
    z.superRefine((value, ctx) => {
      if (value.productId === null && !value.name) {
        ctx.addIssue({
          code: 'custom',
          path: ['name'],
          message: `${labels.name} er påkrevd.`,
          input: value,
        });
      }
    }),
  );
export type NewProductRequest = z.input<typeof newProductRequestSchema>;

/**
 * PUT /api/company/{id}/products/{productId}: the network-wide product's shared fields, for the
 * network admin and the admins of the hut that entered it (403 for anyone else).
 */
export const productUpdateRequestSchema = z.object({
  categoryId: serverIdSchema,
  ...productFields,
});
export type ProductUpdateRequest = z.input<typeof productUpdateRequestSchema>;

/** POST /api/company/{id}/products/{productId}/units: more units at the hut. */
export const unitsAddRequestSchema = z
  .object({ ...sizeFields, quantity: quantitySchema, notes: notesSchema })
  .check(checkSize, notesFitQuantity);
export type UnitsAddRequest = z.input<typeof unitsAddRequestSchema>;

/** PUT /api/company/{id}/units/{unitId}: a unit's size. */
export const unitUpdateRequestSchema = z.object(sizeFields).check(checkSize);
export type UnitUpdateRequest = z.input<typeof unitUpdateRequestSchema>;

/** POST /api/company/{id}/units/{unitId}/move: to another hut the user is admin of. */
export const unitMoveRequestSchema = z.object({ companyId: serverIdSchema });

export const productParamsSchema = z.object({ id: idSchema, productId: idSchema });
export const unitParamsSchema = z.object({ id: idSchema, unitId: idSchema });

export const equipmentMessageSchema = z.object({ message: z.string() });
export const productCreatedSchema = z.object({
  message: z.string(),
  productId: z.number(),
  unitIds: z.array(z.number()),
});
export type ProductCreated = z.infer<typeof productCreatedSchema>;
/** GET /api/photos/{file}: the hash-named file a photo URL ends in. */
export const photoParamsSchema = z.object({
  file: z
    .string({ error: t.photoUnknown })
    .check(z.regex(/^[0-9a-f]{32}\.webp$/, { error: t.photoUnknown })),
});
export const photoUploadedSchema = z.object({ url: z.string() });

export const editableUnitSchema = z.object({
  id: z.number(),
  label: z.string(),
  size: z.nullable(z.string()),
  max_size: z.nullable(z.string()),
  unit: z.nullable(z.string()),
  status: unitStatusEnum,
  notes: z.array(z.object({ id: z.string(), text: z.string(), created_at: z.string() })),
});
export type EditableUnit = z.infer<typeof editableUnitSchema>;

/** GET /api/company/{id}/products/{productId}: what /endreprodukt edits. */
export const productEditResponseSchema = z.object({
  product: z.object({
    id: z.number(),
    name: z.string(),
    category_id: z.number(),
    description: z.nullable(z.string()),
    image: z.nullable(z.string()),
    parts: z.array(z.string()),
  }),
  units: z.array(editableUnitSchema),
  /** Other huts the user is admin of: where a unit can be moved. */
  moveTargets: z.array(z.object({ id: z.number(), name: z.string() })),
  /**
   * Whether the user may change the product's shared fields (PRODUCT_SHARED_FIELDS): the network
   * admin, or an admin of the hut that entered the product. Units stay the hut's own either way.
   */
  sharedEditable: z.boolean(),
});
export type ProductEditResponse = z.infer<typeof productEditResponseSchema>;

const namedSchema = z.object({ id: z.number(), name: z.string() });

/** GET /api/network/products/{id}/changes: who changed the product's shared fields, newest first. */
export const productChangesResponseSchema = z.object({
  product: z.object({
    id: z.number(),
    name: z.string(),
    /** The hut that entered it; null: none known (the network admin's alone). */
    createdBy: z.nullable(namedSchema),
  }),
  changes: z.array(
    z.object({
      id: z.string(),
      changedAt: z.string(),
      /** Null when the account is gone. */
      changedBy: z.nullable(namedSchema),
      /** The hut the change was made from (the URL's). */
      hut: z.nullable(namedSchema),
      fields: z.array(z.enum(PRODUCT_SHARED_FIELDS)),
    }),
  ),
});
export type ProductChangesResponse = z.infer<typeof productChangesResponseSchema>;
