import { sql } from 'kysely';
import type { UnitStatus } from '../../../shared/domain/statuses';
import { periodLinesOverlapping } from './lines-overlapping';
import { inScope, type StatisticsRun } from './scope';

/** How many products the utilisation list shows (the most used first). */
export const UTILISATION_ROWS = 25;

/**
 * Per product: the days its units were out in the period, of the days they were there to lend
 * (from when a unit was added, to the period's end or today, or to when it was retired; never
 * fewer than the days it was out). Both
 * count whole days, the first and the last included; a loan is counted for the days of it that
 * fall in the period, whenever it began.
 */
export async function utilisation(run: StatisticsRun) {
  const { days } = run;
  const end = Math.min(run.toDay, run.todayDay);
  const retired: UnitStatus = 'retired';
  const unitEnd = sql<number>`case when ${sql.ref('u.status')} = ${retired} then ${days.least(
    days.day('u.updated_at'),
    sql<number>`${end}`,
  )} else ${end} end`;
  const shelfDays = sql<number>`${unitEnd} - ${days.greatest(
    days.day('u.created_at'),
    sql<number>`${run.fromDay}`,
  )} + 1`;
  // Per unit first: a unit that was out was there, so its days there are at least its days
  // out (a unit entered after the loans it was lent on, such as an imported one, would
  // otherwise be more than fully used).
  const lentDays = sql<number>`${days.least(
    days.day(sql`coalesce(substr(${sql.ref('li.returned_at')}, 1, 10), ${run.today})`),
    sql<number>`${end}`,
  )} - ${days.greatest(days.day('l.loan_date'), sql<number>`${run.fromDay}`)} + 1`;
  const lent = periodLinesOverlapping(run)
    .select([
      'li.unit_id',
      sql<number>`sum(case when ${lentDays} > 0 then ${lentDays} else 0 end)`.as('lent_days'),
    ])
    .groupBy('li.unit_id');
  const unitLent = sql<number>`coalesce(${sql.ref('lent.lent_days')}, 0)`;
  const unitShelf = days.greatest(
    sql<number>`case when ${shelfDays} > 0 then ${shelfDays} else 0 end`,
    unitLent,
  );
  const perProduct = run.db
    .with('lent', () => lent)
    .selectFrom('units as u')
    .leftJoin('lent', 'lent.unit_id', 'u.id')
    .where(inScope(run.scope, 'u.company_id'))
    .select([
      'u.product_id',
      sql<number>`cast(count(*) as integer)`.as('units'),
      sql<number>`cast(sum(${unitShelf}) as integer)`.as('shelf_days'),
      sql<number>`cast(sum(${unitLent}) as integer)`.as('lent_days'),
    ])
    .groupBy('u.product_id');

  // Double precision on both databases (PostgreSQL's `real` is 4 bytes, SQLite's 8): near-equal
  // shares then sort the same on either.
  const share = sql<number>`cast(${sql.ref('shelf.lent_days')} as double precision) / ${sql.ref(
    'shelf.shelf_days',
  )}`;
  const rows = await run.db
    .with('shelf', () => perProduct)
    .selectFrom('shelf')
    .innerJoin('products as p', 'p.id', 'shelf.product_id')
    .where('shelf.shelf_days', '>', 0)
    .select(['p.id', 'p.name', 'shelf.units', 'shelf.shelf_days', 'shelf.lent_days'])
    .orderBy(share, 'desc')
    .orderBy('p.name')
    .limit(UTILISATION_ROWS)
    .execute();
  return rows.map((r) => ({
    productId: r.id,
    name: r.name,
    units: Number(r.units),
    daysLent: Number(r.lent_days),
    daysOnShelf: Number(r.shelf_days),
  }));
}
