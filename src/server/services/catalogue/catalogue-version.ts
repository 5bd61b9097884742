import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The catalogue structure version (migration 0003): it moves, in the same commit, whenever a
 * product, a category, or the set of huts holding a product changes. Never when a unit is lent
 * or returned. One primary-key read; several processes on one database all see the same value.
 */
export async function readCatalogueVersion(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{
    version: number | string;
  }>`select version from catalogue_version where id = 1`.execute(db);
  // bigint on PostgreSQL; the app's pool parses it as a number, a plain pg client as a string.
  return Number(rows[0]?.version ?? 0);
}
