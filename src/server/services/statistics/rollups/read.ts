import { sql, type RawBuilder } from 'kysely';
import { lastDayOfMonth } from '../../../../shared/contracts/statistics';
import { eraOf, monthIndex, type StatisticsLevel } from '../../../../shared/domain/statistics';
import { countAll } from '../../../db/sql-helpers';
import { dayOf } from '../sql-days';
import type { StatisticsRun } from '../scope';
import { lentNow } from './live';
import { periodParts, QUARTER_LEVELS } from './quarters';

/** One level and area of the network's rows: the network, a county, a municipality. */
export interface RollupArea {
  level: StatisticsLevel;
  county: string;
  municipality: string;
}

const inArea = (area: RollupArea, alias: string): RawBuilder<boolean> =>
  sql<boolean>`${sql.ref(`${alias}.level`)} = ${area.level} and ${sql.ref(
    `${alias}.county`,
  )} = ${area.county} and ${sql.ref(`${alias}.municipality`)} = ${area.municipality}`;

/**
 * "Borrowed in the period" for a borrower's months: per era the period touches, the bits of its
 * months (the network's periods are whole months).
 */
function borrowedIn(run: StatisticsRun): { condition: RawBuilder<boolean>; eras: number } {
  const bits = new Map<number, number>();
  for (let m = monthIndex(run.from); m <= monthIndex(run.to); m++) {
    const { era, bit } = eraOf(m);
    bits.set(era, (bits.get(era) ?? 0) + 2 ** bit);
  }
  const parts = [...bits].map(([era, mask]) => sql`(b.era = ${era} and (b.months & ${mask}) <> 0)`);
  return { condition: sql<boolean>`(${sql.join(parts, sql` or `)})`, eras: bits.size };
}

/** A person counts once however many eras (rows) the period spans. */
const distinctBorrowers = (eras: number) =>
  eras === 1 ? countAll() : sql<number>`cast(count(distinct b.customer_id) as integer)`;

/** Loans, borrowers, lines and lateness in the period, in total and per month. */
export async function rollupLoanFigures(run: StatisticsRun, area: RollupArea) {
  const borrowed = borrowedIn(run);
  const [months, borrowers, live] = await Promise.all([
    run.db
      .selectFrom('statistics_area_months as s')
      .where(inArea(area, 's'))
      .where('s.month', '>=', run.from.slice(0, 7))
      .where('s.month', '<=', run.to.slice(0, 7))
      .select(['s.month', 's.loans', 's.child_loans', 's.borrowers', 's.lines'])
      .select(['s.late_lines', 's.days_late'])
      .execute(),
    run.db
      .selectFrom('statistics_borrowers as b')
      .where(inArea(area, 'b'))
      .where(borrowed.condition)
      .select(distinctBorrowers(borrowed.eras).as('people'))
      .executeTakeFirstOrThrow(),
    lentNow(run, area),
  ]);
  const sum = (pick: (m: (typeof months)[number]) => number) =>
    months.reduce((total, m) => total + Number(pick(m)), 0);
  const loans = sum((m) => m.loans);
  const childLoans = sum((m) => m.child_loans);
  const lateLines = sum((m) => m.late_lines) + live.lateLines;
  const daysLate = sum((m) => m.days_late) + live.daysLate;
  return {
    loans: {
      loans,
      borrowers: Number(borrowers.people),
      childLoans,
      adultLoans: loans - childLoans,
    },
    lines: {
      lines: sum((m) => m.lines),
      lateLines,
      averageDaysLate: lateLines === 0 ? null : Math.round((daysLate / lateLines) * 10) / 10,
    },
    months: new Map(
      months.map((m) => [m.month, { loans: Number(m.loans), borrowers: Number(m.borrowers) }]),
    ),
    out: { unitsOut: live.unitsOut, unitsOutOverdue: live.unitsOutOverdue },
  };
}

/** Per county and municipality in scope: loans and distinct borrowers of the period. */
export async function rollupAreaFigures(run: StatisticsRun, area: RollupArea) {
  const borrowed = borrowedIn(run);
  const municipalities = sql<boolean>`${sql.ref('level')} = ${'municipality' satisfies StatisticsLevel}${
    area.county ? sql` and ${sql.ref('county')} = ${area.county}` : sql``
  }${area.municipality ? sql` and ${sql.ref('municipality')} = ${area.municipality}` : sql``}`;
  const [loans, borrowers] = await Promise.all([
    run.db
      .selectFrom('statistics_area_months')
      .where(municipalities)
      .where('month', '>=', run.from.slice(0, 7))
      .where('month', '<=', run.to.slice(0, 7))
      .select(['county', 'municipality', sql<number>`cast(sum(loans) as integer)`.as('loans')])
      .groupBy(['county', 'municipality'])
      .execute(),
    run.db
      .selectFrom('statistics_borrowers as b')
      .where(municipalities)
      .where(borrowed.condition)
      .select(['b.county', 'b.municipality', distinctBorrowers(borrowed.eras).as('people')])
      .groupBy(['b.county', 'b.municipality'])
      .execute(),
  ]);
  const key = (r: { county: string; municipality: string }) => `${r.county}\u0000${r.municipality}`;
  const people = new Map(borrowers.map((b) => [key(b), Number(b.people)]));
  return loans.map((l) => ({
    county: l.county,
    municipality: l.municipality,
    loans: Number(l.loans),
    borrowers: people.get(key(l)) ?? 0,
  }));
}

/** Days of this month not yet come: the shelf days of units there to the month's end count them. */
export const daysNotYet = (run: StatisticsRun): number =>
  run.to >= run.today ? dayOf(lastDayOfMonth(run.today)) - run.todayDay : 0;

/**
 * The period's sums per product (lines, days out of lines back by now, days there): its whole
 * past quarters from the quarter rows where the level has them (quarters.ts), its other months
 * from the month rows. The last 12 months may be read from their window instead (window.ts).
 */
export function periodProducts(run: StatisticsRun, area: RollupArea) {
  const today = run.today.slice(0, 7);
  const notYet = daysNotYet(run);
  const whole = periodParts(run.from.slice(0, 7), run.to.slice(0, 7), today);
  const { quarters, months } = QUARTER_LEVELS.includes(area.level)
    ? whole
    : { quarters: [], months: [...whole.months, ...whole.quarters.flatMap(monthsOfQuarter)] };
  const byMonth = run.db
    .selectFrom('statistics_area_products as s')
    .where(inArea(area, 's'))
    .where('s.month', 'in', months.length > 0 ? months : [''])
    .select([
      's.product_id',
      's.lines',
      's.lent_days',
      's.shelf_days',
      sql<number>`case when ${sql.ref('s.month')} = ${today} then ${sql.ref('s.units_at_end')} else 0 end`.as(
        'units_now',
      ),
    ]);
  const rows =
    quarters.length === 0
      ? byMonth
      : byMonth.unionAll(
          run.db
            .selectFrom('statistics_area_product_quarters as s')
            .where(inArea(area, 's'))
            .where('s.quarter', 'in', quarters)
            .select([
              's.product_id',
              's.lines',
              's.lent_days',
              's.shelf_days',
              sql<number>`0`.as('units_now'),
            ]),
        );
  return run.db
    .selectFrom(rows.as('s'))
    .select([
      's.product_id',
      sql<number>`sum(${sql.ref('s.lines')})`.as('lines'),
      sql<number>`sum(${sql.ref('s.lent_days')})`.as('lent_days'),
      sql<number>`sum(${sql.ref('s.shelf_days')}) - ${notYet} * sum(${sql.ref('s.units_now')})`.as(
        'shelf_days',
      ),
    ])
    .groupBy('s.product_id');
}

/** The three months of a quarter (its first month). */
function monthsOfQuarter(first: string): string[] {
  const y = first.slice(0, 5);
  const m = Number(first.slice(5, 7));
  return [m, m + 1, m + 2].map((n) => `${y}${String(n).padStart(2, '0')}`);
}
