import { sql } from 'kysely';
import {
  HANDED_OUT_ITEM_STATUSES,
  HANDED_OUT_LOAN_STATUSES,
} from '../../../shared/domain/statuses';
import { countAll, countWhere, lineStatus } from '../../db/sql-helpers';
import { afterPeriod, inScope, type StatisticsRun } from './scope';

/** Loans handed out in the period, in scope: the base of the loan figures. */
function periodLoans(run: StatisticsRun) {
  return run.db
    .selectFrom('loans as l')
    .where('l.status', 'in', HANDED_OUT_LOAN_STATUSES)
    .where('l.loan_date', '>=', run.from)
    .where('l.loan_date', '<=', run.to)
    .where(inScope(run.scope, 'l.company_id'));
}

/** The lines (units) of those loans that were handed out. */
export function periodLines(run: StatisticsRun) {
  return periodLoans(run)
    .innerJoin('loan_items as li', 'li.loan_id', 'l.id')
    .where('li.status', 'in', HANDED_OUT_ITEM_STATUSES.map(lineStatus));
}

export async function loanTotals(run: StatisticsRun) {
  const row = await periodLoans(run)
    .select([
      countAll().as('loans'),
      sql<number>`cast(count(distinct ${sql.ref('l.customer_id')}) as integer)`.as('borrowers'),
      countWhere(sql`${sql.ref('l.member_id')} is not null`).as('childLoans'),
    ])
    .executeTakeFirstOrThrow();
  return {
    loans: Number(row.loans),
    borrowers: Number(row.borrowers),
    childLoans: Number(row.childLoans),
    adultLoans: Number(row.loans) - Number(row.childLoans),
  };
}

/**
 * Lines handed out, and those late: back after their return date, or still out past it today.
 * Days late count to the day it came back (or today).
 */
export async function lineTotals(run: StatisticsRun) {
  const { days } = run;
  const returnedDay = sql<string>`substr(${sql.ref('li.returned_at')}, 1, 10)`;
  const late = sql`(${sql.ref('li.returned_at')} is not null and ${returnedDay} > ${sql.ref(
    'li.expected_return_date',
  )}) or (${sql.ref('li.returned_at')} is null and ${sql.ref('li.status')} = ${lineStatus('lent')} and ${sql.ref(
    'li.expected_return_date',
  )} < ${run.today})`;
  const daysLate = sql<number>`${days.day(
    sql`coalesce(${returnedDay}, ${run.today})`,
  )} - ${days.day('li.expected_return_date')}`;
  const row = await periodLines(run)
    .select([
      countAll().as('lines'),
      countWhere(late).as('lateLines'),
      sql<number>`cast(coalesce(sum(case when ${late} then ${daysLate} else 0 end), 0) as integer)`.as(
        'daysLate',
      ),
    ])
    .executeTakeFirstOrThrow();
  const lateLines = Number(row.lateLines);
  return {
    lines: Number(row.lines),
    lateLines,
    averageDaysLate:
      lateLines === 0 ? null : Math.round((Number(row.daysLate) / lateLines) * 10) / 10,
  };
}

/** Loans and distinct borrowers per month of the loan date. */
export async function loansByMonth(run: StatisticsRun) {
  const month = sql<string>`substr(${sql.ref('l.loan_date')}, 1, 7)`;
  const rows = await periodLoans(run)
    .select([
      month.as('month'),
      countAll().as('loans'),
      sql<number>`cast(count(distinct ${sql.ref('l.customer_id')}) as integer)`.as('borrowers'),
    ])
    .groupBy(month)
    .execute();
  return new Map(
    rows.map((r) => [r.month, { loans: Number(r.loans), borrowers: Number(r.borrowers) }]),
  );
}

/** People who joined as borrowers per month (a person joining two huts counts once a month). */
export async function newBorrowersByMonth(run: StatisticsRun) {
  const month = sql<string>`substr(${sql.ref('cu.created_at')}, 1, 7)`;
  const rows = await run.db
    .selectFrom('company_user as cu')
    .where('cu.role', '=', 'borrower')
    .where('cu.created_at', '>=', run.from)
    .where('cu.created_at', '<', afterPeriod(run.to))
    .where(inScope(run.scope, 'cu.company_id'))
    .select([
      month.as('month'),
      sql<number>`cast(count(distinct ${sql.ref('cu.user_id')}) as integer)`.as('people'),
    ])
    .groupBy(month)
    .execute();
  return new Map(rows.map((r) => [r.month, Number(r.people)]));
}

/** Lines per product category (ids; the caller folds them into season and main category). */
export async function linesByCategory(run: StatisticsRun) {
  const rows = await periodLines(run)
    .innerJoin('units as u', 'u.id', 'li.unit_id')
    .innerJoin('products as p', 'p.id', 'u.product_id')
    .select(['p.category_id', countAll().as('lines')])
    .groupBy('p.category_id')
    .execute();
  return rows.map((r) => ({ categoryId: r.category_id, lines: Number(r.lines) }));
}

/** The ten products handed out most (ties by name). */
export async function topProducts(run: StatisticsRun) {
  const lines = countAll();
  const rows = await periodLines(run)
    .innerJoin('units as u', 'u.id', 'li.unit_id')
    .innerJoin('products as p', 'p.id', 'u.product_id')
    .select(['p.id', 'p.name', lines.as('lines')])
    .groupBy(['p.id', 'p.name'])
    .orderBy(lines, 'desc')
    .orderBy('p.name')
    .limit(10)
    .execute();
  return rows.map((r) => ({ productId: r.id, name: r.name, lines: Number(r.lines) }));
}

/** Units out right now (and of those, past their return date), whatever the period. */
export async function unitsOut(run: StatisticsRun) {
  const row = await run.db
    .selectFrom('loan_items as li')
    .innerJoin('loans as l', 'l.id', 'li.loan_id')
    .where('l.status', '=', 'open')
    .where('li.status', '=', lineStatus('lent'))
    .where(inScope(run.scope, 'l.company_id'))
    .select([
      countAll().as('out'),
      countWhere(sql`${sql.ref('li.expected_return_date')} < ${run.today}`).as('overdue'),
    ])
    .executeTakeFirstOrThrow();
  return { unitsOut: Number(row.out), unitsOutOverdue: Number(row.overdue) };
}
