import * as z from 'zod/mini';
import type {
  NewProductRequest,
  ProductUpdateRequest,
  UnitsAddRequest,
  UnitUpdateRequest,
} from '../../shared/contracts/products';
import { quantityIssue, sizeIssues } from '../../shared/contracts/products';
import { MAX_PARTS, SIZE_UNITS, type SizeUnit } from '../../shared/domain/equipment';
import { isOneOf } from '../../shared/domain/statuses';
import { equipmentLabels, equipmentTexts as t } from '../../shared/texts/equipment';
import { nb } from '../../shared/texts/messages';

/**
 * The product forms as staff type them (every field a string, as inputs give them), checked by
 * the rules the server applies (sizeIssues, quantityIssue from the shared contract), then turned
 * into the request. Errors show after blur (mode 'onTouched').
 */

/** The unit select's value for a product without a size. */
export const NO_SIZE = 'none';
/** The subcategory select's value for "directly in the main category". */
export const DIRECT = 'direct';

type Issue = { path: string; message: string };
const add = (ctx: z.core.$RefinementCtx<unknown>, issues: readonly Issue[], input: unknown) => {
  for (const issue of issues) {
    ctx.addIssue({ code: 'custom', path: issue.path.split('.'), message: issue.message, input });
  }
};

const sizeUnitOf = (value: string): SizeUnit | null => (isOneOf(SIZE_UNITS, value) ? value : null);

export const sizeFormShape = { unit: z.string(), size: z.string(), maxSize: z.string() };
type SizeForm = { unit: string; size: string; maxSize: string };

function sizeFormIssues(v: SizeForm): Issue[] {
  return sizeIssues({ unit: sizeUnitOf(v.unit), size: v.size, maxSize: v.maxSize });
}

export function toSizeRequest(v: SizeForm): UnitUpdateRequest {
  const unit = sizeUnitOf(v.unit);
  if (unit === null) return { unit: null, size: null, maxSize: null };
  return { unit, size: v.size.trim(), maxSize: v.maxSize.trim() || null };
}

const quantityShape = { quantity: z.string(), notes: z.array(z.object({ text: z.string() })) };
function quantityIssues(quantity: string): Issue[] {
  const message = quantityIssue(quantity.trim() === '' ? 0 : Number(quantity));
  return message ? [{ path: 'quantity', message }] : [];
}
const notesOf = (notes: readonly { text: string }[], quantity: string) =>
  notes.slice(0, Math.max(0, Number(quantity) || 0)).map((n) => n.text.trim());

/** The parts field: comma-separated, as staff write a list. */
export function readPartsText(text: string): string[] {
  return text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
}

const productShape = {
  name: z.string(),
  description: z.string(),
  parts: z.string(),
  image: z.nullable(z.string()),
};
function productIssues(v: { name: string; parts: string }): Issue[] {
  const issues: Issue[] = [];
  const name = v.name.trim();
  if (name === '') issues.push({ path: 'name', message: nb.required(equipmentLabels.name) });
  else if (name.length > 80)
    issues.push({ path: 'name', message: nb.tooLong(equipmentLabels.name, 80) });
  const parts = readPartsText(v.parts);
  if (parts.length > MAX_PARTS) issues.push({ path: 'parts', message: t.tooManyParts });
  if (parts.some((p) => p.length > 60)) {
    issues.push({ path: 'parts', message: nb.tooLong(equipmentLabels.part, 60) });
  }
  return issues;
}

/** /leggtilprodukt. */
export const addProductFormSchema = z
  .object({
    season: z.string().check(z.minLength(1, { error: t.chooseSeason })),
    mainCategory: z.string().check(z.minLength(1, { error: t.chooseMainCategory })),
    subcategory: z.string(),
    hasSubcategories: z.boolean(),
    productId: z.string(),
    ...productShape,
    ...sizeFormShape,
    ...quantityShape,
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.hasSubcategories && v.subcategory === '') {
        add(ctx, [{ path: 'subcategory', message: t.chooseSubcategory }], v);
      }
      if (v.productId === '') add(ctx, productIssues(v), v);
      add(ctx, sizeFormIssues(v), v);
      add(ctx, quantityIssues(v.quantity), v);
    }),
  );
export type AddProductForm = z.infer<typeof addProductFormSchema>;

export function toNewProductRequest(v: AddProductForm): NewProductRequest {
  const categoryId = Number(
    v.hasSubcategories && v.subcategory !== DIRECT ? v.subcategory : v.mainCategory,
  );
  const existing = v.productId === '' ? null : Number(v.productId);
  return {
    categoryId,
    productId: existing,
    ...(existing === null
      ? {
          name: v.name.trim(),
          description: v.description.trim() || null,
          parts: readPartsText(v.parts),
          image: v.image,
        }
      : {}),
    ...toSizeRequest(v),
    quantity: Number(v.quantity),
    notes: notesOf(v.notes, v.quantity),
  };
}

/** /endreprodukt: the product itself. */
export const editProductFormSchema = z
  .object({ categoryId: z.string(), ...productShape })
  .check(z.superRefine((v, ctx) => add(ctx, productIssues(v), v)));
export type EditProductForm = z.infer<typeof editProductFormSchema>;

export function toProductUpdate(v: EditProductForm): ProductUpdateRequest {
  return {
    categoryId: Number(v.categoryId),
    name: v.name.trim(),
    description: v.description.trim() || null,
    parts: readPartsText(v.parts),
    image: v.image,
  };
}

/** /endreprodukt: a unit's size. */
export const unitSizeFormSchema = z
  .object(sizeFormShape)
  .check(z.superRefine((v, ctx) => add(ctx, sizeFormIssues(v), v)));
export type UnitSizeForm = z.infer<typeof unitSizeFormSchema>;

/** /endreprodukt: more units. */
export const addUnitsFormSchema = z.object({ ...sizeFormShape, ...quantityShape }).check(
  z.superRefine((v, ctx) => {
    add(ctx, sizeFormIssues(v), v);
    add(ctx, quantityIssues(v.quantity), v);
  }),
);
export type AddUnitsForm = z.infer<typeof addUnitsFormSchema>;

export function toUnitsAdd(v: AddUnitsForm): UnitsAddRequest {
  return { ...toSizeRequest(v), quantity: Number(v.quantity), notes: notesOf(v.notes, v.quantity) };
}

/** The form's size fields for a unit as the server holds it. */
export function sizeFormValues(unit: {
  unit: string | null;
  size: string | null;
  max_size: string | null;
}): SizeForm {
  return {
    unit: unit.unit ?? NO_SIZE,
    size: (unit.size ?? '').replace('.', ','),
    maxSize: (unit.max_size ?? '').replace('.', ','),
  };
}
