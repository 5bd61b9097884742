import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database, Dialect } from '../../db/schema';
import { daysFor, dayOf, type Days } from './sql-days';

/** Whose figures: one hut's, or the network's (all huts, or those of a county / municipality). */
export type StatisticsScope =
  | { kind: 'hut'; companyId: number }
  | { kind: 'network'; county?: string | undefined; municipality?: string | undefined };

/** Everything one statistics request's queries share. */
export interface StatisticsRun {
  db: Kysely<Database>;
  days: Days;
  scope: StatisticsScope;
  from: string;
  to: string;
  today: string;
  /** Day numbers of from, to and today (parameters, so the database does no date parsing). */
  fromDay: number;
  toDay: number;
  todayDay: number;
}

export function statisticsRun(
  db: Kysely<Database>,
  dialect: Dialect,
  scope: StatisticsScope,
  period: { from: string; to: string },
  today: string,
): StatisticsRun {
  return {
    db,
    days: daysFor(dialect),
    scope,
    ...period,
    today,
    fromDay: dayOf(period.from),
    toDay: dayOf(period.to),
    todayDay: dayOf(today),
  };
}

/**
 * "This row's hut is in scope" for a company_id column: one hut, or a subquery of the
 * network's huts in the chosen county / municipality (huts out of service included: their
 * loans happened).
 */
export function inScope(scope: StatisticsScope, column: string): RawBuilder<boolean> {
  if (scope.kind === 'hut') return sql<boolean>`${sql.ref(column)} = ${scope.companyId}`;
  const conditions = [sql`1 = 1`];
  if (scope.county) conditions.push(sql`${sql.ref('county')} = ${scope.county}`);
  if (scope.municipality) conditions.push(sql`${sql.ref('municipality')} = ${scope.municipality}`);
  if (conditions.length === 1) return sql<boolean>`1 = 1`;
  return sql<boolean>`${sql.ref(column)} in (select ${sql.ref('id')} from ${sql.table(
    'companies',
  )} where ${sql.join(conditions, sql` and `)})`;
}

/** The first moment after the period, for comparing ISO timestamps as text. */
export function afterPeriod(to: string): string {
  const next = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000);
  return next.toISOString().slice(0, 10);
}
