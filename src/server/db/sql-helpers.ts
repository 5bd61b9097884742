import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import type { LoanItemStatus } from '../../shared/domain/statuses';

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

/**
 * A loan line's status written into the SQL as a literal: loan_items has a partial index
 * `where status = 'lent'`, and SQLite re-prepares a statement that compares that column with a
 * bound value each time it runs (about 100 µs, measured; 5 with the literal). The values come
 * from the closed list, never from input.
 */
export function lineStatus(status: LoanItemStatus): RawBuilder<LoanItemStatus> {
  return sql.lit(status);
}
