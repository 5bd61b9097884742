import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { PAGE_SIZE } from '../../../shared/contracts/catalogue';
import type {
  Category,
  PublicItemsResponse,
  publicItemsQuerySchema,
} from '../../../shared/contracts/catalogue';
import { descendantIds } from '../../../shared/domain/category-tree';
import { nb } from '../../../shared/messages';
import { countAll } from '../../db/sql-helpers';
import type { Database, Dialect } from '../../db/schema';
import { notFound } from '../../errors';
import { RETIRED, availabilityByProduct, sumAvailability } from './availability';
import { loadCategories } from './reference-data';

type ItemsQuery = z.output<typeof publicItemsQuerySchema>;

/** `%` and `_` typed by the visitor are literal characters, not wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Every category id the filter covers: each given category and all categories below it. */
function categoryScope(categories: Category[], query: ItemsQuery): number[] | null {
  const roots = [...(query.categoryIds ?? []), ...(query.category_id ? [query.category_id] : [])];
  if (roots.length === 0) return null;
  const ids = new Set<number>();
  for (const root of roots) for (const id of descendantIds(categories, root)) ids.add(id);
  return [...ids];
}

/**
 * One page of the public catalogue: a COUNT, one page of products (ordered and limited in SQL)
 * and one GROUP BY for their availability — three queries whatever the catalogue size.
 */
export async function listPublicItems(
  db: Kysely<Database>,
  dialect: Dialect,
  query: ItemsQuery,
): Promise<PublicItemsResponse> {
  const categories = await loadCategories(db);
  let category: Category | null = null;
  if (query.category_id !== undefined) {
    category = categories.find((c) => c.id === query.category_id) ?? null;
    if (!category) throw notFound(nb.categoryNotFound);
  }
  const scope = categoryScope(categories, query);

  let base = db.selectFrom('products as p').where('p.deleted_at', 'is', null);
  if (scope) base = base.where('p.category_id', 'in', scope);
  if (query.companyId !== undefined) {
    const companyId = query.companyId;
    base = base.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('units as u')
          .select(sql.lit(1).as('one'))
          .whereRef('u.product_id', '=', 'p.id')
          .where('u.company_id', '=', companyId)
          .where('u.status', '!=', RETIRED),
      ),
    );
  }
  if (query.q) {
    // SQLite's LIKE ignores case for ASCII letters; PostgreSQL needs ILIKE for the same.
    const op = sql.raw(dialect === 'postgres' ? 'ilike' : 'like');
    base = base.where(sql<boolean>`${sql.ref('p.name')} ${op} ${likePattern(query.q)} escape '\\'`);
  }

  const counted = await base.select(countAll().as('n')).executeTakeFirst();
  const total = Number(counted?.n ?? 0);
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const meta = { current_page: query.page, last_page: lastPage, total };
  if (query.page > lastPage) return { category, items: { data: [], meta } };

  const rows = await base
    .select(['p.id', 'p.name', 'p.category_id', 'p.image', 'p.description'])
    .orderBy('p.name')
    .orderBy('p.id')
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE)
    .execute();
  const availability = await availabilityByProduct(
    db,
    { ids: rows.map((r) => r.id) },
    query.companyId,
  );
  const data = rows.map((row) => {
    const perHut = availability.get(row.id) ?? [];
    return { ...row, ...sumAvailability(perHut), availability: perHut };
  });
  return { category, items: { data, meta } };
}
