import type { Insertable, Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Multi-row INSERTs in chunks that stay under both dialects' bound-parameter limits
 * (SQLite 32766, PostgreSQL 65535).
 */
export async function insertInChunks<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] ?? {}).length || 1;
  const size = Math.max(1, Math.floor(30_000 / columns));
  for (let i = 0; i < rows.length; i += size) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size))
      .execute();
  }
}
