import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database, Dialect } from '../../db/schema';
import { ON_SHELF_UNIT_STATUSES } from '../../../shared/domain/shelf';
import { activeHutIds } from './reference-data';

/** Which products a catalogue list holds; the page number is not part of it. */
export interface ItemFilter {
  /** Every category id covered (descendants included), or null for all categories. */
  categoryIds: readonly number[] | null;
  companyId: number | undefined;
  q: string | undefined;
}

/** `%` and `_` typed by the visitor are literal characters, not wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A stable cache key: the same filter however the query string spelled it. */
export function filterKey(filter: ItemFilter): string {
  const categories = filter.categoryIds ? [...filter.categoryIds].sort((a, b) => a - b) : null;
  return JSON.stringify([categories, filter.companyId ?? null, filter.q ?? null]);
}

/**
 * Ids of the live products matching the filter, ordered by name then id. The order and the
 * text match stay in SQL so they follow each database's own collation and LIKE/ILIKE rules.
 */
export async function matchingProductIds(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: ItemFilter,
): Promise<number[]> {
  let query = db.selectFrom('products as p').select('p.id').where('p.deleted_at', 'is', null);
  if (filter.categoryIds) query = query.where('p.category_id', 'in', filter.categoryIds);
  const { companyId, q } = filter;
  if (companyId !== undefined) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('units as u')
          .select(sql.lit(1).as('one'))
          .whereRef('u.product_id', '=', 'p.id')
          .where('u.company_id', '=', companyId)
          .where('u.company_id', 'in', activeHutIds())
          .where('u.status', 'in', ON_SHELF_UNIT_STATUSES),
      ),
    );
  }
  if (q) {
    // SQLite's LIKE ignores case for ASCII letters; PostgreSQL needs ILIKE for the same.
    const op = sql.raw(dialect === 'postgres' ? 'ilike' : 'like');
    query = query.where(sql<boolean>`${sql.ref('p.name')} ${op} ${likePattern(q)} escape '\\'`);
  }
  const rows = await query.orderBy('p.name').orderBy('p.id').execute();
  return rows.map((r) => r.id);
}
