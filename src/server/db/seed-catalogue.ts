import type { Insertable, Kysely } from 'kysely';
import { slugify } from '../../shared/domain/category-tree';
import { insertInChunks } from './batch-insert';
import type { Random } from './seed-random';
import { randomInt } from './seed-random';
import { CATEGORY_TREE, categoryImage, seasonImage } from './seed-data/categories';
import type { CategorySeed } from './seed-data/categories';
import { HUTS } from './seed-data/huts';
import { PRODUCTS } from './seed-data/products';
import type { Database, UnitsTable } from './schema';

export interface SeededCatalogue {
  hutIds: number[];
  categoryIds: Map<string, number>;
  productIds: number[];
}

/** Huts, the category tree, products and their units. */
export async function seedCatalogue(
  db: Kysely<Database>,
  random: Random,
  now: string,
): Promise<SeededCatalogue> {
  const hutIds: number[] = [];
  for (const hut of HUTS) {
    const row = await db
      .insertInto('companies')
      .values({ ...hut, status: 'active', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    hutIds.push(row.id);
  }

  const categoryIds = await insertCategoryTree(db);

  const imageOf = new Map<string, string>();
  const collect = (c: CategorySeed) => {
    imageOf.set(c.name, categoryImage(c.imageKey));
    c.children?.forEach(collect);
  };
  CATEGORY_TREE.forEach(collect);

  const productIds: number[] = [];
  for (const p of PRODUCTS) {
    const categoryId = categoryIds.get(p.category);
    if (categoryId === undefined) throw new Error(`Unknown category ${p.category}`);
    const row = await db
      .insertInto('products')
      .values({
        name: p.name,
        category_id: categoryId,
        image: imageOf.get(p.category) ?? null,
        description: p.description,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    productIds.push(row.id);
  }

  await insertInChunks(db, 'units', planUnits(random, hutIds, productIds, now));
  // Each product is the hut's that entered its first unit: its admins change the shared fields.
  await db
    .updateTable('products')
    .set((eb) => ({
      created_by_company_id: eb
        .selectFrom('units as u')
        .select('u.company_id')
        .whereRef('u.product_id', '=', 'products.id')
        .orderBy('u.id')
        .limit(1),
    }))
    .execute();
  return { hutIds, categoryIds, productIds };
}

/** Inserts the category tree of SPEC §3; returns category name → id. */
export async function insertCategoryTree(db: Kysely<Database>): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const insert = async (c: CategorySeed, parentId: number | null, order: number) => {
    const row = await db
      .insertInto('categories')
      .values({
        parent_id: parentId,
        name: c.name,
        slug: slugify(c.name),
        label: c.label,
        tagline: c.tagline,
        heading: c.heading,
        description: c.description,
        image: parentId === null ? seasonImage(c.imageKey) : categoryImage(c.imageKey),
        alt_text: c.alt_text,
        sort_order: order,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(c.name, row.id);
    for (const [i, child] of (c.children ?? []).entries()) await insert(child, row.id, i);
  };
  for (const [i, season] of CATEGORY_TREE.entries()) await insert(season, null, i);
  return ids;
}

/**
 * Every product sits in at least one hut (round robin) and each hut carries most products; the
 * first hut (the demo admin's) carries nearly everything so the counter screens look busy.
 */
function planUnits(
  random: Random,
  hutIds: readonly number[],
  productIds: readonly number[],
  now: string,
): Insertable<UnitsTable>[] {
  const units: Insertable<UnitsTable>[] = [];
  PRODUCTS.forEach((product, p) => {
    const productId = productIds[p];
    if (productId === undefined) return;
    hutIds.forEach((hutId, h) => {
      const guaranteed = h === p % hutIds.length;
      const chance = h === 0 ? 0.9 : 0.5;
      if (!guaranteed && random() >= chance) return;
      const count = randomInt(random, 1, 8);
      const offset = randomInt(random, 0, 7);
      for (let i = 0; i < count; i++) {
        const size = product.sizes?.length
          ? product.sizes[(offset + i) % product.sizes.length]
          : undefined;
        const type = product.types?.length
          ? product.types[(offset + i) % product.types.length]
          : undefined;
        units.push({
          product_id: productId,
          company_id: hutId,
          size: size?.size ?? null,
          max_size: size?.max_size ?? null,
          unit: size?.unit ?? null,
          type: type ?? null,
          image: null,
          // A few worn-out units show that retired stock is kept but not lent.
          status: random() < 0.02 ? 'retired' : 'available',
          created_at: now,
          updated_at: now,
        });
      }
    });
  });
  return units;
}
