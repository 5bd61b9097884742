import { sql, type Kysely, type RawBuilder } from 'kysely';
import { ERA_MONTHS, type StatisticsLevel } from '../../../../shared/domain/statistics';
import {
  HANDED_OUT_ITEM_STATUSES,
  HANDED_OUT_LOAN_STATUSES,
  type LoanStatus,
  type UnitStatus,
} from '../../../../shared/domain/statuses';
import type { Database, Dialect } from '../../../db/schema';
import type { Days } from '../sql-days';
import { lineStatus } from '../../../db/sql-helpers';
import { rebuildQuarters } from './quarters';

/**
 * The statements that compute the rows of the months in `statistics_dirty` again: each is one
 * grouped statement over every dirty month at once, so the first build (every area and month)
 * and a refresh of one hut's month run the same SQL. Municipality rows come from the loans, lines
 * and units; county and network rows are sums of the municipality rows (and the borrowers' months
 * or'ed together, so a person borrowing in two places counts once).
 */

const MUNICIPALITY: StatisticsLevel = 'municipality';
const COUNTY: StatisticsLevel = 'county';
const NETWORK: StatisticsLevel = 'network';
const RETIRED: UnitStatus = 'retired';

const loanHandedOut = sql`l.status in (${sql.join(HANDED_OUT_LOAN_STATUSES)})`;
const lineHandedOut = sql`li.status in (${sql.join(HANDED_OUT_ITEM_STATUSES.map(lineStatus))})`;
/**
 * The join every statement uses. A refresh usually has a handful of dirty months among millions
 * of lines, so each statement must start from `statistics_dirty` and reach the loans through their
 * indexes. SQLite has no statistics of the work tables to see that by, and would scan all lines;
 * its CROSS JOIN keeps the tables in the written order. PostgreSQL plans by the work tables'
 * statistics, which the refresh gathers after filling them (`index.ts`).
 */
export type Joins = { join: RawBuilder<unknown> };

export const joinsFor = (dialect: Dialect): Joins => ({
  join: dialect === 'sqlite' ? sql`cross join` : sql`join`,
});

/** The huts of a dirty row's municipality. */
const areaHuts = ({ join }: Joins) => sql`statistics_dirty d
  ${join} companies c on c.county = d.county and c.municipality = d.municipality`;
/** Loans handed out in a dirty row's month, at the area's huts. */
const monthLoans = (j: Joins) => sql`${areaHuts(j)}
  ${j.join} loans l on l.company_id = c.id and l.loan_date >= d.first_day and l.loan_date <= d.last_day
    and ${loanHandedOut}`;
/**
 * "The row is of a dirty month" at a level, as the row's key (level, county, municipality, month)
 * among the dirty months' keys: the key's index finds the rows, rather than every row of the level
 * being tested.
 */
const dirtyRow = (level: StatisticsLevel) => {
  const county = level === NETWORK ? sql`''` : sql`d.county`;
  const municipality = level === MUNICIPALITY ? sql`d.municipality` : sql`''`;
  return sql`(level, county, municipality, month) in (
    select distinct ${level}, ${county}, ${municipality}, d.month from statistics_dirty d)`;
};

/** yyyy*12 + mm-1 of a yyyy-mm… text column (src/shared/domain/statistics.ts). */
export const monthIndexOf = (column: RawBuilder<unknown>) =>
  sql<number>`(cast(substr(${column}, 1, 4) as integer) * 12 + cast(substr(${column}, 6, 2) as integer) - 1)`;

export async function rebuildDirty(trx: Kysely<Database>, days: Days, j: Joins): Promise<void> {
  await municipalityMonths(trx, days, j);
  await municipalityProducts(trx, days, j);
  await linesOut(trx, days, j);
  await borrowerMonths(trx, j);
  await summedLevels(trx, j);
}

async function municipalityMonths(trx: Kysely<Database>, days: Days, j: Joins) {
  await sql`delete from statistics_area_months where ${dirtyRow(MUNICIPALITY)}`.execute(trx);
  const backDay = sql`substr(li.returned_at, 1, 10)`;
  const late = sql`li.returned_at is not null and ${backDay} > li.expected_return_date`;
  await sql`insert into statistics_area_months
      (level, county, municipality, month, loans, child_loans, borrowers, lines, late_lines, days_late)
    select ${MUNICIPALITY}, a.county, a.municipality, a.month, a.loans, a.child_loans, a.borrowers,
      coalesce(b.lines, 0), coalesce(b.late_lines, 0), coalesce(b.days_late, 0)
    from (
      select d.county, d.municipality, d.month, count(*) as loans,
        sum(case when l.member_id is not null then 1 else 0 end) as child_loans,
        count(distinct l.customer_id) as borrowers
      from ${monthLoans(j)}
      group by d.county, d.municipality, d.month
    ) a
    left join (
      select d.county, d.municipality, d.month, count(*) as lines,
        sum(case when ${late} then 1 else 0 end) as late_lines,
        sum(case when ${late} then ${days.day(backDay)} - ${days.day('li.expected_return_date')} else 0 end) as days_late
      from ${monthLoans(j)}
      ${j.join} loan_items li on li.loan_id = l.id and ${lineHandedOut}
      group by d.county, d.municipality, d.month
    ) b on b.county = a.county and b.municipality = a.municipality and b.month = a.month`.execute(
    trx,
  );
}

async function municipalityProducts(trx: Kysely<Database>, days: Days, j: Joins) {
  await sql`delete from statistics_area_products where ${dirtyRow(MUNICIPALITY)}`.execute(trx);
  const backDay = sql`substr(li.returned_at, 1, 10)`;
  const lentDays = sql`${days.least(days.day(backDay), sql`d.last_num`)} - ${days.greatest(
    days.day('l.loan_date'),
    sql`d.first_num`,
  )} + 1`;
  const unitEnd = sql<number>`case when u.status = ${RETIRED} then ${days.least(
    days.day('u.updated_at'),
    sql`d.last_num`,
  )} else d.last_num end`;
  const shelfDays = sql`${unitEnd} - ${days.greatest(days.day('u.created_at'), sql`d.first_num`)} + 1`;
  await sql`insert into statistics_area_products
      (level, county, municipality, month, product_id, lines, lent_days, shelf_days, units_at_end)
    select ${MUNICIPALITY}, x.county, x.municipality, x.month, x.product_id,
      sum(x.lines), sum(x.lent_days), sum(x.shelf_days), sum(x.units_at_end)
    from (
      select d.county, d.municipality, d.month, u.product_id,
        count(*) as lines, 0 as lent_days, 0 as shelf_days, 0 as units_at_end
      from ${monthLoans(j)}
      ${j.join} loan_items li on li.loan_id = l.id and ${lineHandedOut}
      ${j.join} units u on u.id = li.unit_id
      group by d.county, d.municipality, d.month, u.product_id
      union all
      select d.county, d.municipality, d.month, u.product_id, 0, sum(${lentDays}), 0, 0
      from ${areaHuts(j)}
      ${j.join} loans l on l.company_id = c.id and l.loan_date <= d.last_day and ${loanHandedOut}
      ${j.join} loan_items li on li.loan_id = l.id and ${lineHandedOut}
        and li.returned_at is not null and ${backDay} >= d.first_day
      ${j.join} units u on u.id = li.unit_id
      group by d.county, d.municipality, d.month, u.product_id
      union all
      select d.county, d.municipality, d.month, u.product_id, 0, 0, sum(${shelfDays}),
        sum(case when u.status = ${RETIRED} then 0 else 1 end)
      from ${areaHuts(j)}
      ${j.join} units u on u.company_id = c.id and substr(u.created_at, 1, 10) <= d.last_day
        and (u.status <> ${RETIRED} or substr(u.updated_at, 1, 10) >= d.first_day)
      group by d.county, d.municipality, d.month, u.product_id
    ) x
    group by x.county, x.municipality, x.month, x.product_id`.execute(trx);
}

/** The lines of the dirty months' loans that are out now. */
async function linesOut(trx: Kysely<Database>, days: Days, j: Joins) {
  await sql`delete from statistics_lines_out where (county, municipality, month) in (
      select county, municipality, month from statistics_dirty)`.execute(trx);
  const open: LoanStatus = 'open';
  await sql`insert into statistics_lines_out
      (county, municipality, month, line_id, product_id, loan_day, expected_day, loan_open)
    select d.county, d.municipality, d.month, li.id, u.product_id, ${days.day('l.loan_date')},
      ${days.day('li.expected_return_date')}, case when l.status = ${open} then 1 else 0 end
    from ${monthLoans(j)}
    ${j.join} loan_items li on li.loan_id = l.id and li.status = ${lineStatus('lent')}
    ${j.join} units u on u.id = li.unit_id`.execute(trx);
}

/**
 * Each borrower's months with loans, per municipality and era, then per county and for the
 * network as those or'ed together, for the borrowers whose municipality rows changed.
 */
async function borrowerMonths(trx: Kysely<Database>, j: Joins) {
  const eras = sql`(select distinct county, municipality, era from statistics_dirty) e`;
  const ofDirtyEra = sql`b.level = ${MUNICIPALITY} and b.county = e.county
    and b.municipality = e.municipality and b.era = e.era`;
  const touched = sql`insert into statistics_dirty_customers (customer_id, era)
    select distinct b.customer_id, b.era from ${eras} ${j.join} statistics_borrowers b on ${ofDirtyEra}
    where true
    on conflict do nothing`;
  await touched.execute(trx);
  await sql`delete from statistics_borrowers where (level, county, municipality, era) in (
      select distinct ${MUNICIPALITY}, county, municipality, era from statistics_dirty)`.execute(
    trx,
  );
  const month = monthIndexOf(sql`l.loan_date`);
  await sql`insert into statistics_borrowers (level, county, municipality, era, customer_id, months)
    select ${MUNICIPALITY}, e.county, e.municipality, e.era, l.customer_id,
      sum(distinct cast(1 as bigint) << (${month} - e.era * ${sql.lit(ERA_MONTHS)}))
    from ${eras}
    ${j.join} companies c on c.county = e.county and c.municipality = e.municipality
    ${j.join} loans l on l.company_id = c.id and ${loanHandedOut} and ${month} / ${sql.lit(ERA_MONTHS)} = e.era
    group by e.county, e.municipality, e.era, l.customer_id`.execute(trx);
  await touched.execute(trx);

  await sql`delete from statistics_borrowers where level <> ${MUNICIPALITY}
      and (customer_id, era) in (select customer_id, era from statistics_dirty_customers)`.execute(
    trx,
  );
  for (const [level, county] of [
    [COUNTY, sql`b.county`],
    [NETWORK, sql`''`],
  ] as const)
    await sql`insert into statistics_borrowers (level, county, municipality, era, customer_id, months)
      select ${level}, ${county}, '', b.era, b.customer_id, bit_or(b.months)
      from statistics_dirty_customers x
      ${j.join} statistics_borrowers b on b.customer_id = x.customer_id and b.era = x.era
      where b.level = ${MUNICIPALITY}
      group by ${level === COUNTY ? sql`b.county, ` : sql``}b.era, b.customer_id`.execute(trx);
}

/** County rows from municipality rows, network rows from county rows, for the dirty months. */
async function summedLevels(trx: Kysely<Database>, j: Joins) {
  for (const [level, from, county, inArea] of [
    [COUNTY, MUNICIPALITY, sql`s.county`, true],
    [NETWORK, COUNTY, sql`''`, false],
  ] as const) {
    await sql`delete from statistics_area_months where ${dirtyRow(level)}`.execute(trx);
    await sql`delete from statistics_area_products where ${dirtyRow(level)}`.execute(trx);
    // The dirty months (of each county) first, then their rows through the (level, month,
    // county) index of migration 0026, rather than every row of the level.
    const dirtyRows = (table: 'statistics_area_months' | 'statistics_area_products') =>
      inArea
        ? sql`(select distinct county, month from statistics_dirty) d
          ${j.join} ${sql.table(table)} s on s.level = ${from} and s.month = d.month and s.county = d.county`
        : sql`(select distinct month from statistics_dirty) d
          ${j.join} ${sql.table(table)} s on s.level = ${from} and s.month = d.month`;
    const month = monthIndexOf(sql`s.month`);
    await sql`insert into statistics_area_months
        (level, county, municipality, month, loans, child_loans, borrowers, lines, late_lines, days_late)
      select ${level}, ${county}, '', s.month, sum(s.loans), sum(s.child_loans),
        (select count(*) from statistics_borrowers b
          where b.level = ${level} and b.county = ${county} and b.municipality = ''
            and b.era = ${month} / ${sql.lit(ERA_MONTHS)}
            and (b.months / (cast(1 as bigint) << (${month} % ${sql.lit(ERA_MONTHS)}))) % 2 = 1),
        sum(s.lines), sum(s.late_lines), sum(s.days_late)
      from ${dirtyRows('statistics_area_months')}
      group by ${inArea ? sql`s.county, ` : sql``}s.month`.execute(trx);
    await sql`insert into statistics_area_products
        (level, county, municipality, month, product_id, lines, lent_days, shelf_days, units_at_end)
      select ${level}, ${county}, '', s.month, s.product_id, sum(s.lines), sum(s.lent_days),
        sum(s.shelf_days), sum(s.units_at_end)
      from ${dirtyRows('statistics_area_products')}
      group by ${inArea ? sql`s.county, ` : sql``}s.month, s.product_id`.execute(trx);
    await rebuildQuarters(trx, level, inArea, j.join);
  }
}
