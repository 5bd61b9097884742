import type { Kysely } from 'kysely';
import { recordChange } from '../db/change-log';
import { nowIso } from '../db/clock';
import type { Database } from '../db/schema';
import { HttpError, fieldError, notFound } from '../errors';
import type {
  CategoryRequest,
  CategoryRequestAnswer,
  CategoryRequestInput,
} from '../../shared/contracts/category-requests';
import { slugify } from '../../shared/domain/category-tree';
import { categoryRequestTexts as t } from '../../shared/texts/category-requests';

/** The category and its ancestors' names ("Vinter › Ski"); null unless it may hold a new one. */
async function placeFor(db: Kysely<Database>, parentId: number): Promise<string | null> {
  const parent = await db
    .selectFrom('categories')
    .select(['name', 'parent_id'])
    .where('id', '=', parentId)
    .executeTakeFirst();
  if (!parent) return null;
  if (parent.parent_id === null) return parent.name;
  const season = await db
    .selectFrom('categories')
    .select(['name', 'parent_id'])
    .where('id', '=', parent.parent_id)
    .executeTakeFirst();
  // Three levels at most: a season, its main categories, their subcategories.
  return season && season.parent_id === null ? `${season.name} › ${parent.name}` : null;
}

/** /beomkategori: the hut asks the network for a category (and maybe a product name). */
export async function createCategoryRequest(
  db: Kysely<Database>,
  hut: number,
  userId: number,
  input: CategoryRequestInput & { parentId: number },
): Promise<string> {
  const place = await placeFor(db, input.parentId);
  if (place === null) throw fieldError('parentId', t.invalidLocation);
  await db
    .insertInto('category_requests')
    .values({
      company_id: hut,
      user_id: userId,
      category_name: input.categoryName,
      category_location: place,
      parent_id: input.parentId,
      product_name: input.productName || null,
      product_location: input.productLocation || null,
      created_at: nowIso(),
    })
    .execute();
  return t.sent;
}

/** Requests newest first: one hut's (its staff see the answers), or all (the network admin). */
export async function listCategoryRequests(
  db: Kysely<Database>,
  hut: number | null,
): Promise<CategoryRequest[]> {
  let query = db
    .selectFrom('category_requests as r')
    .innerJoin('companies as c', 'c.id', 'r.company_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.category_name',
      'r.category_location',
      'r.parent_id',
      'r.product_name',
      'r.product_location',
      'r.status',
      'r.answer',
      'r.created_at',
      'r.handled_at',
      'c.name as hut',
      'u.name as requested_by',
    ])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc');
  if (hut !== null) query = query.where('r.company_id', '=', hut);
  return query.execute();
}

/**
 * The network admin's answer. 'added' puts the category into the tree where the hut asked
 * (the public catalogue and every hut see it at their next sync); 'declined' needs a reason.
 */
export async function answerCategoryRequest(
  db: Kysely<Database>,
  adminId: number,
  requestId: number,
  answer: CategoryRequestAnswer & { answer: string },
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const request = await trx
      .updateTable('category_requests')
      .set((eb) => ({ status: eb.ref('status') }))
      .where('id', '=', requestId)
      .returningAll()
      .executeTakeFirst();
    if (!request) throw notFound(t.notFound);
    if (request.status !== 'new') throw new HttpError(422, 'already_handled', t.alreadyHandled);
    let text = answer.answer;
    let message: string = t.declined;
    if (answer.status === 'added') {
      const place = request.parent_id === null ? null : await placeFor(trx, request.parent_id);
      if (request.parent_id === null || place === null)
        throw fieldError('status', t.invalidLocation);
      const name = request.category_name;
      const siblings = await trx
        .selectFrom('categories')
        .select(['slug', 'sort_order'])
        .where('parent_id', '=', request.parent_id)
        .execute();
      if (siblings.some((s) => s.slug === slugify(name))) {
        throw new HttpError(422, 'category_exists', t.nameTaken);
      }
      const row = await trx
        .insertInto('categories')
        .values({
          parent_id: request.parent_id,
          name,
          slug: slugify(name),
          label: name,
          tagline: null,
          heading: name,
          description: null,
          image: null,
          alt_text: null,
          sort_order: Math.max(0, ...siblings.map((s) => s.sort_order)) + 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordChange(trx, {
        company_id: null,
        entity: 'category',
        entity_id: row.id,
        op: 'upsert',
      });
      text ||= t.addedAnswer(name, place);
      message = t.added(name);
    }
    await trx
      .updateTable('category_requests')
      .set({ status: answer.status, answer: text, handled_at: nowIso(), handled_by: adminId })
      .where('id', '=', requestId)
      .execute();
    return message;
  });
}
