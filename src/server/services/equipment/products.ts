import type { Kysely } from 'kysely';
import { recordChange } from '../../db/change-log';
import { nowIso } from '../../db/clock';
import type { Database } from '../../db/schema';
import { fieldError, forbidden, notFound } from '../../errors';
import type {
  NewProductRequest,
  ProductCreated,
  ProductEditResponse,
  ProductUpdateRequest,
} from '../../../shared/contracts/products';
import { readParts, unitLabelCode } from '../../../shared/domain/equipment';
import { equipmentTexts as t } from '../../../shared/texts/equipment';
import { checkPhoto } from './photos';
import {
  changedFields,
  mayChangeShared,
  partsJson,
  recordProductChange,
  type ProductActor,
} from './product-changes';
import { insertUnits } from './unit-rows';

/**
 * 422 on `categoryId` unless a product can lie there: any category below a season (a season
 * itself holds none). A main category with subcategories may hold products directly, as the
 * demo's "Alpinski" lie in "Ski"; the form makes staff choose that on purpose.
 */
async function checkCategory(db: Kysely<Database>, categoryId: number): Promise<void> {
  const row = await db
    .selectFrom('categories')
    .select('parent_id')
    .where('id', '=', categoryId)
    .executeTakeFirst();
  if (!row || row.parent_id === null) throw fieldError('categoryId', t.invalidCategory);
}

/**
 * 422 on `name` when the category already has a product of that name (in any case): huts share
 * one "Langrennsski" rather than each making their own, so the catalogue lists it once.
 */
async function checkNameFree(
  db: Kysely<Database>,
  categoryId: number,
  name: string,
  self: number | null,
): Promise<void> {
  // Compared here, not with SQL lower(): SQLite's lower() leaves Æ, Ø and Å as they are. A
  // category holds tens of products, not thousands.
  const names = await db
    .selectFrom('products')
    .select(['id', 'name'])
    .where('category_id', '=', categoryId)
    .where('deleted_at', 'is', null)
    .execute();
  const wanted = name.trim().toLocaleLowerCase('nb');
  if (names.some((p) => p.id !== self && p.name.trim().toLocaleLowerCase('nb') === wanted)) {
    throw fieldError('name', t.nameTaken);
  }
}

/** The product if the hut holds a unit of it (any state); else 404. */
async function hutProduct(db: Kysely<Database>, hut: number, productId: number) {
  const product = await db
    .selectFrom('products')
    .selectAll()
    .where('id', '=', productId)
    .where('deleted_at', 'is', null)
    .where('id', 'in', db.selectFrom('units').select('product_id').where('company_id', '=', hut))
    .executeTakeFirst();
  if (!product) throw notFound(t.productNotFound);
  return product;
}

/**
 * /leggtilprodukt: `quantity` units at the hut, of a new product or of one the network already
 * has in that category (so huts share one "Langrennsski"). One transaction: all or nothing. A new
 * product is the hut's: its admins change the shared fields (product-changes.ts).
 */
export async function createProduct(
  db: Kysely<Database>,
  hut: number,
  userId: number,
  input: NewProductRequest & { productId: number | null },
): Promise<ProductCreated> {
  return db.transaction().execute(async (trx) => {
    await checkCategory(trx, input.categoryId);
    let productId: number;
    let name: string;
    if (input.productId !== null) {
      const existing = await trx
        .selectFrom('products')
        .select(['id', 'name', 'category_id'])
        .where('id', '=', input.productId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!existing || existing.category_id !== input.categoryId) {
        throw fieldError('productId', t.productNotInCategory);
      }
      productId = existing.id;
      name = existing.name;
    } else {
      // The contract requires a name when no existing product is named.
      name = input.name ?? '';
      const image = input.image ?? null;
      await checkPhoto(trx, image);
      await checkNameFree(trx, input.categoryId, name, null);
      const now = nowIso();
      const row = await trx
        .insertInto('products')
        .values({
          name,
          category_id: input.categoryId,
          description: input.description || null,
          image,
          parts: partsJson(input.parts ?? []),
          created_by_company_id: hut,
          created_at: now,
          updated_at: now,
          deleted_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      productId = row.id;
      await recordChange(trx, {
        company_id: null,
        entity: 'product',
        entity_id: productId,
        op: 'upsert',
      });
    }
    const unitIds = await insertUnits(trx, { hut, productId, userId }, input);
    return { message: t.created(unitIds.length, name), productId, unitIds };
  });
}

/**
 * /endreprodukt: the product with the hut's units and their notes, where units can go, and
 * whether the user may change the product's shared fields.
 */
export async function productForEditing(
  db: Kysely<Database>,
  hut: number,
  actor: ProductActor,
  productId: number,
): Promise<ProductEditResponse> {
  const product = await hutProduct(db, hut, productId);
  const units = await db
    .selectFrom('units')
    .select(['id', 'size', 'max_size', 'unit', 'status'])
    .where('company_id', '=', hut)
    .where('product_id', '=', productId)
    .orderBy('id')
    .execute();
  const notes = await db
    .selectFrom('notes')
    .select(['id', 'unit_id', 'text', 'created_at'])
    .where('company_id', '=', hut)
    .where('deleted_at', 'is', null)
    .where(
      'unit_id',
      'in',
      db
        .selectFrom('units')
        .select('id')
        .where('company_id', '=', hut)
        .where('product_id', '=', productId),
    )
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const moveTargets = await db
    .selectFrom('companies as c')
    .innerJoin('company_user as cu', 'cu.company_id', 'c.id')
    .select(['c.id', 'c.name'])
    .where('cu.user_id', '=', actor.id)
    .where('cu.role', '=', 'admin')
    .where('c.id', '!=', hut)
    .where('c.status', '=', 'active')
    .orderBy('c.name')
    .execute();
  return {
    product: {
      id: product.id,
      name: product.name,
      category_id: product.category_id,
      description: product.description,
      image: product.image,
      parts: readParts(product.parts),
    },
    units: units.map((u) => ({
      ...u,
      label: unitLabelCode(u.id),
      notes: notes
        .filter((n) => n.unit_id === u.id)
        .map(({ id, text, created_at }) => ({ id, text, created_at })),
    })),
    moveTargets,
    sharedEditable: await mayChangeShared(db, actor, product.created_by_company_id),
  };
}

/**
 * The network-wide product's shared fields: name, category, description, photo, parts. Every hut
 * holding it shows them, so only the network admin or an admin of the hut that entered it may
 * change them (403 for anyone else, before anything is checked or written); each change is
 * recorded with who made it, from which hut and when.
 */
export async function updateProduct(
  db: Kysely<Database>,
  hut: number,
  actor: ProductActor,
  productId: number,
  input: ProductUpdateRequest,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const product = await hutProduct(trx, hut, productId);
    if (!(await mayChangeShared(trx, actor, product.created_by_company_id))) {
      throw forbidden(t.sharedFieldsLocked);
    }
    await checkCategory(trx, input.categoryId);
    await checkPhoto(trx, input.image, product.image);
    await checkNameFree(trx, input.categoryId, input.name, productId);
    const fields = changedFields(product, input);
    if (fields.length === 0) return t.productSaved;
    const at = nowIso();
    await trx
      .updateTable('products')
      .set({
        name: input.name,
        category_id: input.categoryId,
        description: input.description || null,
        image: input.image,
        parts: partsJson(input.parts),
        updated_at: at,
      })
      .where('id', '=', productId)
      .execute();
    await recordProductChange(trx, { productId, actor, hut, fields, at });
    await recordChange(trx, {
      company_id: null,
      entity: 'product',
      entity_id: productId,
      op: 'upsert',
    });
    return t.productSaved;
  });
}
