import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Category, Hut } from '../../../shared/contracts/catalogue';
import type { CompanyStatus } from '../../../shared/domain/statuses';
import type { Database } from '../../db/schema';
import { toCompany } from '../companies';

/** The whole category tree, seasons first, siblings in their display order. */
export async function loadCategories(db: Kysely<Database>): Promise<Category[]> {
  return db
    .selectFrom('categories')
    .select([
      'id',
      'name',
      'slug',
      'parent_id',
      'label',
      'tagline',
      'heading',
      'description',
      'image',
      'alt_text',
      'sort_order',
    ])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/**
 * Ids of the huts in service, for `where(column, 'in', activeHutIds())`: units elsewhere are in
 * no public count or list. A fragment of the query it is put in (no query of its own).
 */
export const activeHutIds = () =>
  sql<number>`(select ${sql.ref('id')} from ${sql.table('companies')} where ${sql.ref('status')} = ${'active' satisfies CompanyStatus})`;

/** Huts open to the public, by name. */
export async function loadHuts(db: Kysely<Database>): Promise<Hut[]> {
  const rows = await db
    .selectFrom('companies')
    .selectAll()
    .where('status', '=', 'active')
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(toCompany);
}
