import type { Kysely, Selectable } from 'kysely';
import type { Database, ProductsTable } from '../../db/schema';
import { notFound } from '../../errors';
import type {
  ProductChangesResponse,
  ProductUpdateRequest,
} from '../../../shared/contracts/products';
import { PRODUCT_SHARED_FIELDS, type ProductSharedField } from '../../../shared/domain/equipment';
import { equipmentTexts as t } from '../../../shared/texts/equipment';
import { newUuidV7 } from '../sync/ids';

/** Who asks: the signed-in user, and whether they are the network admin. */
export interface ProductActor {
  id: number;
  isNetworkAdmin: boolean;
}

/**
 * Whether the user may change a product's shared fields: the network admin, or an admin of the
 * hut that entered it (whichever hut they are working at). A product whose hut is not known is
 * the network admin's alone. Staff, and admins of other huts, manage only their own units.
 */
export async function mayChangeShared(
  db: Kysely<Database>,
  actor: ProductActor,
  createdBy: number | null,
): Promise<boolean> {
  if (actor.isNetworkAdmin) return true;
  if (createdBy === null) return false;
  const role = await db
    .selectFrom('company_user')
    .select('role')
    .where('company_id', '=', createdBy)
    .where('user_id', '=', actor.id)
    .executeTakeFirst();
  return role?.role === 'admin';
}

export const partsJson = (parts: readonly string[]) =>
  parts.length ? JSON.stringify(parts) : null;

/** The shared fields the request changes, compared with the product as stored. */
export function changedFields(
  product: Selectable<ProductsTable>,
  input: ProductUpdateRequest,
): ProductSharedField[] {
  const differs: Record<ProductSharedField, boolean> = {
    name: input.name !== product.name,
    categoryId: input.categoryId !== product.category_id,
    description: (input.description || null) !== product.description,
    image: input.image !== product.image,
    parts: partsJson(input.parts) !== product.parts,
  };
  return PRODUCT_SHARED_FIELDS.filter((field) => differs[field]);
}

/** One change of the shared fields, in the transaction that made it. */
export async function recordProductChange(
  trx: Kysely<Database>,
  change: {
    productId: number;
    actor: ProductActor;
    hut: number;
    fields: readonly ProductSharedField[];
    at: string;
  },
): Promise<void> {
  await trx
    .insertInto('product_changes')
    .values({
      id: newUuidV7(),
      product_id: change.productId,
      changed_by: change.actor.id,
      company_id: change.hut,
      fields: JSON.stringify(change.fields),
      changed_at: change.at,
    })
    .execute();
}

const isSharedField = (value: unknown): value is ProductSharedField =>
  (PRODUCT_SHARED_FIELDS as readonly unknown[]).includes(value);

/** The fields of a stored change; anything else in the column is left out. */
function readFields(json: string): ProductSharedField[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter(isSharedField) : [];
  } catch {
    return [];
  }
}

/** For the network admin: the product, the hut that entered it, and its changes, newest first. */
export async function productChanges(
  db: Kysely<Database>,
  productId: number,
): Promise<ProductChangesResponse> {
  const product = await db
    .selectFrom('products as p')
    .leftJoin('companies as c', 'c.id', 'p.created_by_company_id')
    .select(['p.id', 'p.name', 'c.id as hutId', 'c.name as hutName'])
    .where('p.id', '=', productId)
    .executeTakeFirst();
  if (!product) throw notFound(t.productUnknown);
  const rows = await db
    .selectFrom('product_changes as pc')
    .leftJoin('users as u', 'u.id', 'pc.changed_by')
    .leftJoin('companies as c', 'c.id', 'pc.company_id')
    .select([
      'pc.id',
      'pc.changed_at',
      'pc.fields',
      'u.id as userId',
      'u.name as userName',
      'c.id as hutId',
      'c.name as hutName',
    ])
    .where('pc.product_id', '=', productId)
    .orderBy('pc.changed_at', 'desc')
    .orderBy('pc.id', 'desc')
    .execute();
  const named = (id: number | null, name: string | null) =>
    id === null || name === null ? null : { id, name };
  return {
    product: {
      id: product.id,
      name: product.name,
      createdBy: named(product.hutId, product.hutName),
    },
    changes: rows.map((r) => ({
      id: r.id,
      changedAt: r.changed_at,
      changedBy: named(r.userId, r.userName),
      hut: named(r.hutId, r.hutName),
      fields: readFields(r.fields),
    })),
  };
}
