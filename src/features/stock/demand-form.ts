import * as z from 'zod/mini';
import type { RecordDemandInput } from '../../db/commands';
import { demandRecordPayloadSchema } from '../../shared/contracts/sync-ops';
import { descendantIds, type CategoryNode } from '../../shared/domain/category-tree';
import { syncMessages as m } from '../../shared/texts/sync';

/** A product staff may name in the dialog: the network's catalogue and the hut's own. */
export interface DemandProduct {
  id: number;
  name: string;
  category_id: number;
}

/** What the dialog starts from: a stock row's product and size, or the stock filter's category. */
export interface DemandPrefill {
  categoryId: number | null;
  product: DemandProduct | null;
  /** As the family reads it ("120–150 cm"); '' for none. */
  size: string;
}

/**
 * The dialog's fields (selects hold ids as text). The size follows the op's own rule; a product
 * or a category is required, with the message the server would give.
 */
export const demandFormSchema = z
  .object({
    categoryId: z.string(),
    productId: z.string(),
    size: demandRecordPayloadSchema.shape.size,
  })
  .check(
    z.refine((v) => v.categoryId !== '' || v.productId !== '', {
      path: ['categoryId'],
      error: m.demandWhat,
    }),
  );
export type DemandFormInput = z.input<typeof demandFormSchema>;
export type DemandFormValues = z.output<typeof demandFormSchema>;

const toId = (value: string) => (value === '' ? null : Number(value));

export function demandDefaults(prefill: DemandPrefill): DemandFormInput {
  const categoryId = prefill.categoryId ?? prefill.product?.category_id ?? null;
  return {
    categoryId: categoryId === null ? '' : String(categoryId),
    productId: prefill.product === null ? '' : String(prefill.product.id),
    size: prefill.size,
  };
}

/** The command's input: an empty size is no particular size. */
export function toDemandInput(values: DemandFormValues): RecordDemandInput {
  return {
    productId: toId(values.productId),
    categoryId: toId(values.categoryId),
    size: values.size ? values.size : null,
  };
}

/**
 * The products offered for a category: those in it or anywhere below it, by name. The product
 * the dialog was opened for is always among them, even before the catalogue has been read.
 */
export function productsUnder(
  products: readonly DemandProduct[],
  categories: readonly CategoryNode[],
  categoryId: string,
  prefilled: DemandProduct | null,
): DemandProduct[] {
  const root = toId(categoryId);
  if (root === null) return [];
  const allowed = new Set(descendantIds(categories, root));
  const list = products.filter((p) => allowed.has(p.category_id));
  if (prefilled && allowed.has(prefilled.category_id) && !list.some((p) => p.id === prefilled.id))
    list.push(prefilled);
  return list.sort((a, b) => a.name.localeCompare(b.name, 'nb'));
}
