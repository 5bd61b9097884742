import { sql, type RawBuilder } from 'kysely';
import { countAll, countWhere } from '../../../db/sql-helpers';
import type { StatisticsRun } from '../scope';
import type { RollupArea } from './read';

/**
 * Lines out now (statistics_lines_out, kept by the refresh): whether they are late and how many
 * days they have been out grow each day without any change to record, so they are counted when
 * asked, from day numbers, not kept per month.
 */
function linesOut(run: StatisticsRun, area: RollupArea) {
  const where: RawBuilder<boolean>[] = [sql<boolean>`1 = 1`];
  if (area.county) where.push(sql<boolean>`${sql.ref('o.county')} = ${area.county}`);
  if (area.municipality)
    where.push(sql<boolean>`${sql.ref('o.municipality')} = ${area.municipality}`);
  return run.db
    .selectFrom('statistics_lines_out as o')
    .where(sql<boolean>`${sql.join(where, sql` and `)}`);
}

/** Units out now and overdue, and of the period's loans the lines still out past their date. */
export async function lentNow(run: StatisticsRun, area: RollupArea) {
  const inPeriod = sql`${sql.ref('o.loan_day')} >= ${run.fromDay} and ${sql.ref('o.loan_day')} <= ${run.toDay}`;
  const overdue = sql`${sql.ref('o.expected_day')} < ${run.todayDay}`;
  const row = await linesOut(run, area)
    .select([
      countWhere(sql`${sql.ref('o.loan_open')} = 1`).as('out'),
      countWhere(sql`${sql.ref('o.loan_open')} = 1 and ${overdue}`).as('overdue'),
      countWhere(sql`${inPeriod} and ${overdue}`).as('late'),
      sql<number>`cast(coalesce(sum(case when ${inPeriod} and ${overdue} then ${run.todayDay} - ${sql.ref(
        'o.expected_day',
      )} else 0 end), 0) as integer)`.as('daysLate'),
    ])
    .executeTakeFirstOrThrow();
  return {
    unitsOut: Number(row.out),
    unitsOutOverdue: Number(row.overdue),
    lateLines: Number(row.late),
    daysLate: Number(row.daysLate),
  };
}

/** Per product: days in the period that lines still out have been out (to today). */
export function lentDaysNow(run: StatisticsRun, area: RollupArea) {
  const end = Math.min(run.toDay, run.todayDay);
  const lentDays = sql<number>`${end} - ${run.days.greatest(
    sql<number>`${sql.ref('o.loan_day')}`,
    sql<number>`${run.fromDay}`,
  )} + 1`;
  return linesOut(run, area)
    .where('o.loan_day', '<=', run.toDay)
    .select([
      'o.product_id',
      countAll().as('lines'),
      sql<number>`sum(case when ${lentDays} > 0 then ${lentDays} else 0 end)`.as('lent_days'),
    ])
    .groupBy('o.product_id');
}
