import { sql, type Kysely, type RawBuilder } from 'kysely';
import { lastDayOfMonth } from '../../../../shared/contracts/statistics';
import {
  monthIndex,
  monthOfIndex,
  type StatisticsLevel,
} from '../../../../shared/domain/statistics';
import type { Database } from '../../../db/schema';
import type { StatisticsRun } from '../scope';
import { QUARTER_LEVELS } from './quarters';
import type { RollupArea } from './read';

/**
 * The county and network product rows summed over the 12 months to this month
 * (statistics_area_product_window, migration 0041): the statistics screen first asks for the
 * network's last 12 whole months, and at national size that period's product rows are some
 * 330,000 even read by quarter (quarters.ts), most of the request. Kept by the refresh in the
 * same transaction as the rows it sums, so it is exactly their sum as last refreshed:
 * - built from the month rows when the month turns (or the rows are built from nothing);
 * - otherwise each dirty month of the window is taken out of it before its rows are computed
 *   again and added back after (integer sums, so exact), through the municipality rows the other
 *   levels sum, and a product left with nothing is dropped, as it then has no row to sum.
 * A request for exactly that period at these levels reads one row per product; any other reads
 * the month and quarter rows. tests/server/statistics-window.test.ts holds both to each other.
 */

/** The levels with window rows: those read per product at national size. */
export const WINDOW_LEVELS = QUARTER_LEVELS;
const MONTHS = 12;

/** The window's first month (yyyy-mm) when it ends with `month`. */
export function windowStart(month: string): string {
  return monthOfIndex(monthIndex(month) - (MONTHS - 1));
}

/** Whether the period is the window kept now, so its product sums may be read from it. */
export async function readsWindow(run: StatisticsRun, area: RollupArea): Promise<boolean> {
  const month = run.today.slice(0, 7);
  if (!WINDOW_LEVELS.includes(area.level)) return false;
  if (run.from !== `${windowStart(month)}-01` || run.to !== lastDayOfMonth(run.today)) return false;
  const state = await run.db
    .selectFrom('statistics_rollup_state')
    .select('window_month')
    .where('id', '=', 1)
    .executeTakeFirst();
  return state?.window_month === month;
}

/** The window's sums per product, this month's shelf days not yet come taken off (as read.ts). */
export function windowProducts(run: StatisticsRun, area: RollupArea, notYet: number) {
  return run.db
    .selectFrom('statistics_area_product_window as w')
    .where('w.level', '=', area.level)
    .where('w.county', '=', area.county)
    .where('w.municipality', '=', area.municipality)
    .select([
      'w.product_id',
      'w.lines',
      'w.lent_days',
      sql<number>`${sql.ref('w.shelf_days')} - ${notYet} * ${sql.ref('w.units_at_end')}`.as(
        'shelf_days',
      ),
    ]);
}

const sums = (month: string, sign: 1 | -1) => {
  const times = sql.lit(sign);
  return sql`${times} * sum(s.lines), ${times} * sum(s.lent_days), ${times} * sum(s.shelf_days),
    ${times} * sum(case when s.month = ${month} then s.units_at_end else 0 end)`;
};

/** Every window row again, from the month rows of the 12 months to `month`. */
export async function buildWindow(trx: Kysely<Database>, month: string): Promise<void> {
  await trx.deleteFrom('statistics_area_product_window').execute();
  await sql`insert into statistics_area_product_window
      (level, county, municipality, product_id, lines, lent_days, shelf_days, units_at_end)
    select s.level, s.county, s.municipality, s.product_id, ${sums(month, 1)}
    from statistics_area_products s
    where s.level in (${sql.join(WINDOW_LEVELS)}) and s.month >= ${windowStart(month)}
      and s.month <= ${month}
    group by s.level, s.county, s.municipality, s.product_id`.execute(trx);
}

/**
 * Notes the municipality product rows of the window's dirty months in the work table, taken out
 * (sign -1, before they are computed again) or added back (sign 1, after). A county's and the
 * network's rows are sums of the municipality rows (rebuild.ts summedLevels), so what changed in
 * them is what changed in these: a hut's few hundred rows, not the level's 60,000 of a month.
 */
export async function noteDirtyMonths(
  trx: Kysely<Database>,
  month: string,
  sign: 1 | -1,
  join: RawBuilder<unknown>,
): Promise<void> {
  await sql`insert into statistics_window_changes
      (county, product_id, lines, lent_days, shelf_days, units_at_end)
    select s.county, s.product_id, ${sums(month, sign)}
    from (select distinct county, municipality, month from statistics_dirty
      where month >= ${windowStart(month)} and month <= ${month}) d
    ${join} statistics_area_products s on s.level = ${'municipality' satisfies StatisticsLevel}
      and s.county = d.county and s.municipality = d.municipality and s.month = d.month
    group by s.county, s.product_id`.execute(trx);
}

/**
 * Adds what changed (noteDirtyMonths, both ways) to the window rows of each level, drops the
 * rows of products left with nothing (they have no row to sum), and empties the work table.
 */
export async function applyWindowChanges(trx: Kysely<Database>): Promise<void> {
  const changed = sql`sum(lines) <> 0 or sum(lent_days) <> 0 or sum(shelf_days) <> 0
    or sum(units_at_end) <> 0`;
  for (const level of WINDOW_LEVELS) {
    const county = level === 'county' ? sql`county` : sql`''`;
    // `where true`: SQLite reads an upsert's select without it as a join's "on" clause.
    await sql`insert into statistics_area_product_window
        (level, county, municipality, product_id, lines, lent_days, shelf_days, units_at_end)
      select ${level}, ${county}, '', product_id, sum(lines), sum(lent_days), sum(shelf_days),
        sum(units_at_end)
      from statistics_window_changes
      where true
      group by ${level === 'county' ? sql`county, ` : sql``}product_id
      having ${changed}
      on conflict (level, county, municipality, product_id) do update set
        lines = statistics_area_product_window.lines + excluded.lines,
        lent_days = statistics_area_product_window.lent_days + excluded.lent_days,
        shelf_days = statistics_area_product_window.shelf_days + excluded.shelf_days,
        units_at_end = statistics_area_product_window.units_at_end + excluded.units_at_end`.execute(
      trx,
    );
  }
  await trx
    .deleteFrom('statistics_area_product_window')
    .where('lines', '=', 0)
    .where('lent_days', '=', 0)
    .where('shelf_days', '=', 0)
    .where('units_at_end', '=', 0)
    .where('product_id', 'in', (eb) =>
      eb.selectFrom('statistics_window_changes').select('product_id'),
    )
    .execute();
  await trx.deleteFrom('statistics_window_changes').execute();
}
