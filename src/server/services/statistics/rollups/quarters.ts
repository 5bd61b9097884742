import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { StatisticsLevel } from '../../../../shared/domain/statistics';
import type { Database } from '../../../db/schema';

/**
 * The county and network product rows per quarter (statistics_area_product_quarters, migration
 * 0040). The network's last 12 months read a row per product and month, 60,000 products at
 * national size, and summing those 700,000 rows was most of the request; its whole quarters,
 * read as one row per product each, halve them. A quarter's row is the sum of its months' rows,
 * computed again whenever one of them is (rebuild.ts), so a period sums to the same figures
 * either way. Municipality rows are few enough per area and are always read by month.
 */

/** The levels that have quarter rows. */
export const QUARTER_LEVELS: readonly StatisticsLevel[] = ['county', 'network'];

/** First month (yyyy-mm) of the quarter of a yyyy-mm. */
export function quarterOf(month: string): string {
  const m = Number(month.slice(5, 7));
  return `${month.slice(0, 5)}${String(m - ((m - 1) % 3)).padStart(2, '0')}`;
}

/** The same in SQL, of a yyyy-mm… text column. */
export const quarterOfSql = (column: RawBuilder<unknown>) =>
  sql<string>`substr(${column}, 1, 5) || case when substr(${column}, 6, 2) <= '03' then '01'
    when substr(${column}, 6, 2) <= '06' then '04' when substr(${column}, 6, 2) <= '09' then '07'
    else '10' end`;

/**
 * How to read a period of whole months [from, to] (yyyy-mm): the quarters lying wholly inside it
 * and before `current` (this month's rows are corrected for the days not yet come, per month),
 * and the months left over.
 */
export function periodParts(
  from: string,
  to: string,
  current: string,
): { quarters: string[]; months: string[] } {
  const quarters: string[] = [];
  const months: string[] = [];
  for (let month = from; month <= to; month = nextMonth(month)) {
    const first = quarterOf(month);
    const last = nextMonth(nextMonth(first));
    const whole = first >= from && last <= to && last < current;
    if (!whole) months.push(month);
    else if (month === first) quarters.push(first);
  }
  return { quarters, months };
}

function nextMonth(month: string): string {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 12 ? `${String(y + 1)}-01` : `${String(y)}-${String(m + 1).padStart(2, '0')}`;
}

/**
 * The quarter rows of a level for the quarters of the dirty months, from that level's month rows
 * (just computed again: rebuild.ts summedLevels). `inArea`: per county (the county level).
 */
export async function rebuildQuarters(
  trx: Kysely<Database>,
  level: StatisticsLevel,
  inArea: boolean,
  join: RawBuilder<unknown>,
): Promise<void> {
  const dirty = inArea
    ? sql`(select distinct county, ${quarterOfSql(sql`month`)} as quarter from statistics_dirty)`
    : sql`(select distinct '' as county, ${quarterOfSql(sql`month`)} as quarter from statistics_dirty)`;
  await sql`delete from statistics_area_product_quarters
    where level = ${level} and (county, quarter) in (select county, quarter from ${dirty} q)`.execute(
    trx,
  );
  // Its three months through the key of statistics_area_products (level, county, '', month).
  await sql`insert into statistics_area_product_quarters
      (level, county, municipality, quarter, product_id, lines, lent_days, shelf_days)
    select ${level}, q.county, '', q.quarter, s.product_id, sum(s.lines), sum(s.lent_days),
      sum(s.shelf_days)
    from ${dirty} q
    ${join} statistics_area_products s on s.level = ${level} and s.county = q.county
      and s.municipality = '' and s.month >= q.quarter
      and s.month <= substr(q.quarter, 1, 5) || case substr(q.quarter, 6, 2) when '01' then '03'
        when '04' then '06' when '07' then '09' else '12' end
    group by q.county, q.quarter, s.product_id`.execute(trx);
}
