import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';

/**
 * COUNT(*) typed as a number on both dialects. PostgreSQL's count() is bigint; the cast keeps the
 * column an int4 so every driver configuration returns a JS number.
 */
export function countAll(): RawBuilder<number> {
  return sql<number>`cast(count(*) as integer)`;
}

/** SUM(CASE WHEN condition THEN 1 ELSE 0 END) as an integer (0 for no rows). */
export function countWhere(condition: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`cast(coalesce(sum(case when ${condition} then 1 else 0 end), 0) as integer)`;
}
