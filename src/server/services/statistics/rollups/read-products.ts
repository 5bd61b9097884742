import { sql } from 'kysely';
import { countAll } from '../../../db/sql-helpers';
import { inScope, type StatisticsRun } from '../scope';
import { UTILISATION_ROWS } from '../utilisation';
import { lentDaysNow } from './live';
import { daysNotYet, periodProducts, type RollupArea } from './read';
import { readsWindow, windowProducts } from './window';

/** A row of the one statement below: which list it belongs to, in that list's order. */
interface FigureRow {
  kind: 'category' | 'top' | 'use';
  id: number;
  name: string;
  a: number;
  b: number;
  ord: number;
}

/**
 * The network's per-product figures of the period: lines per category, the ten products handed
 * out most (ties by name), and utilisation (days out, lines back by now from the monthly rows and
 * lines still out counted to today, of the days the units were there; never fewer days there than
 * out, as a hut's figures hold it per unit). At national size the period's monthly product rows
 * are hundreds of thousands, so they are summed once (`figures`, materialised: both databases
 * compute it once for the three lists) and the three lists come back from one statement. Ties
 * go by name, then id, the same in the window and the limit. Each list is limited before it is
 * numbered: numbered first, the database sorted all the products (60,000 in the national bench,
 * spilling to disk on PostgreSQL) instead of keeping the best few.
 */
export async function rollupProductFigures(
  run: StatisticsRun,
  area: RollupArea,
  /** false: sum the month and quarter rows even for the last 12 months (the tests' reference). */
  window = true,
) {
  const fromWindow = window && (await readsWindow(run, area));
  const lent = sql<number>`agg.lent_days + coalesce(live.lent_days, 0)`;
  const shelf = run.days.greatest(sql<number>`agg.shelf_days`, lent);
  const { rows } =
    await sql<FigureRow>`with agg as ${fromWindow ? windowProducts(run, area, daysNotYet(run)) : periodProducts(run, area)},
    live as ${lentDaysNow(run, area)},
    figures as materialized (
      select p.id, p.name, p.category_id, agg.lines, ${lent} as lent_days, ${shelf} as shelf_days
      from agg
      join products p on p.id = agg.product_id
      left join live on live.product_id = agg.product_id
    )
    select 'category' as kind, category_id as id, '' as name,
      cast(sum(lines) as integer) as a, 0 as b, 0 as ord
    from figures where lines > 0 group by category_id
    union all
    select * from (
      select 'top' as kind, id, name, a, 0 as b, row_number() over (order by a desc, name, id) as ord
      from (
        select id, name, cast(lines as integer) as a
        from figures where lines > 0 order by lines desc, name, id limit 10
      ) t
    ) t
    union all
    select * from (
      select 'use' as kind, id, name, a, b, row_number() over (order by r desc, name, id) as ord
      from (
        select id, name, cast(lent_days as integer) as a, cast(shelf_days as integer) as b,
          cast(lent_days as double precision) / shelf_days as r
        from figures where shelf_days > 0 order by r desc, name, id limit ${UTILISATION_ROWS}
      ) u
    ) u`.execute(run.db);

  const list = (kind: FigureRow['kind']) =>
    rows.filter((r) => r.kind === kind).sort((x, y) => Number(x.ord) - Number(y.ord));
  const used = list('use');
  return {
    byCategory: list('category').map((r) => ({ categoryId: Number(r.id), lines: Number(r.a) })),
    top: list('top').map((r) => ({ productId: Number(r.id), name: r.name, lines: Number(r.a) })),
    used: await withUnits(
      run,
      used.map((r) => ({
        productId: Number(r.id),
        name: r.name,
        daysLent: Number(r.a),
        daysOnShelf: Number(r.b),
      })),
    ),
  };
}

interface Utilised {
  productId: number;
  name: string;
  daysLent: number;
  daysOnShelf: number;
}

/** The units each listed product has in scope now. */
async function withUnits(run: StatisticsRun, rows: readonly Utilised[]) {
  if (rows.length === 0) return [];
  const units = await run.db
    .selectFrom('units as u')
    .where(
      'u.product_id',
      'in',
      rows.map((r) => r.productId),
    )
    .where(inScope(run.scope, 'u.company_id'))
    .select(['u.product_id', countAll().as('units')])
    .groupBy('u.product_id')
    .execute();
  const count = new Map(units.map((u) => [u.product_id, Number(u.units)]));
  return rows.map((r) => ({
    productId: r.productId,
    name: r.name,
    units: count.get(r.productId) ?? 0,
    daysLent: r.daysLent,
    daysOnShelf: r.daysOnShelf,
  }));
}
