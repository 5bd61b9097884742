import type { Kysely } from 'kysely';
import type {
  HutStatistics,
  NetworkStatistics,
  HutStatisticsQuery,
  NetworkStatisticsQuery,
} from '../../../shared/contracts/statistics';
import { descendantIds, pathTo } from '../../../shared/domain/category-tree';
import { todayIso } from '../../db/clock';
import type { Database, Dialect } from '../../db/schema';
import { areaFigures } from './areas';
import {
  lineTotals,
  linesByCategory,
  loanTotals,
  loansByMonth,
  newBorrowersByMonth,
  topProducts,
  unitsOut,
} from './loan-figures';
import { statisticsRefreshedAt } from './rollups';
import { rollupLoanFigures, type RollupArea } from './rollups/read';
import { rollupProductFigures } from './rollups/read-products';
import { statisticsRun, type StatisticsRun, type StatisticsScope } from './scope';

export { refreshStatisticsRollups } from './rollups';
import { unitsHeld, unmetNeeds, unmetTotal } from './unmet';
import { unitFitsSize } from '../../../shared/domain/size-fit';
import { utilisation } from './utilisation';

/** yyyy-mm of every month the period touches, in order. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) return months;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

type Tree = {
  id: number;
  name: string;
  slug: string;
  parent_id: number | null;
  sort_order: number;
}[];

/** Season and main category of a category (a season's own products count under it twice). */
function placeOf(tree: Tree, categoryId: number) {
  const path = pathTo(tree, categoryId);
  const season = path[0]?.name ?? '';
  return { season, category: path[1]?.name ?? season };
}

type Parts = {
  loans: { loans: number; borrowers: number; childLoans: number; adultLoans: number };
  lines: { lines: number; lateLines: number; averageDaysLate: number | null };
  months: Map<string, { loans: number; borrowers: number }>;
  byCategory: { categoryId: number; lines: number }[];
  top: { productId: number; name: string; lines: number }[];
  out: { unitsOut: number; unitsOutOverdue: number };
  used: Awaited<ReturnType<typeof utilisation>>;
};

/** A hut's loan figures, each one grouped statement over its loans and lines. */
async function hutParts(run: StatisticsRun): Promise<Parts> {
  const [loans, lines, months, byCategory, top, out, used] = await Promise.all([
    loanTotals(run),
    lineTotals(run),
    loansByMonth(run),
    linesByCategory(run),
    topProducts(run),
    unitsOut(run),
    utilisation(run),
  ]);
  return { loans, lines, months, byCategory, top, out, used };
}

/** The network's loan figures, from its monthly rows (rollups/) and the lines out now. */
async function networkParts(run: StatisticsRun, area: RollupArea): Promise<Parts> {
  const [figures, products] = await Promise.all([
    rollupLoanFigures(run, area),
    rollupProductFigures(run, area),
  ]);
  return { ...figures, ...products };
}

async function figures(run: StatisticsRun, loanParts: Promise<Parts>) {
  // Each query is one grouped statement; none loads rows to count them here.
  const [tree, parts, joined, unmet, needs] = await Promise.all([
    run.db
      .selectFrom('categories')
      .select(['id', 'name', 'slug', 'parent_id', 'sort_order'])
      .execute(),
    loanParts,
    newBorrowersByMonth(run),
    unmetNeeds(run),
    unmetTotal(run),
  ]);
  const { loans, lines, months, byCategory, top, out, used } = parts;

  const perPlace = new Map<string, { season: string; category: string; lines: number }>();
  for (const { categoryId, lines: n } of byCategory) {
    const place = placeOf(tree, categoryId);
    const key = `${place.season}\u0000${place.category}`;
    const entry = perPlace.get(key) ?? { ...place, lines: 0 };
    entry.lines += n;
    perPlace.set(key, entry);
  }

  const held = await unitsHeld(
    run,
    unmet.flatMap((u) => (u.productId === null ? [] : [u.productId])),
    [
      ...new Set(
        unmet.filter((u) => u.productId === null).flatMap((u) => descendantIds(tree, u.categoryId)),
      ),
    ],
  );

  return {
    period: { from: run.from, to: run.to },
    summary: {
      ...loans,
      lines: lines.lines,
      lateLines: lines.lateLines,
      averageDaysLate: lines.averageDaysLate,
      newBorrowers: [...joined.values()].reduce((sum, n) => sum + n, 0),
      ...out,
      unmetNeeds: needs,
    },
    months: monthsOf(run.from, run.to).map((month) => ({
      month,
      loans: months.get(month)?.loans ?? 0,
      borrowers: months.get(month)?.borrowers ?? 0,
      newBorrowers: joined.get(month) ?? 0,
    })),
    categories: [...perPlace.values()].sort(
      (a, b) =>
        b.lines - a.lines ||
        a.season.localeCompare(b.season, 'nb') ||
        a.category.localeCompare(b.category, 'nb'),
    ),
    topProducts: top,
    utilisation: used,
    unmet: unmet.map((u) => ({
      ...placeOf(tree, u.categoryId),
      product: u.product,
      size: u.size,
      needs: u.needs,
      // "Boden har": the units of that product (or of the category) in the size asked for.
      units: held.filter(
        (unit) =>
          (u.productId !== null
            ? unit.product_id === u.productId
            : descendantIds(tree, u.categoryId).includes(unit.category_id)) &&
          unitFitsSize(unit, u.size),
      ).length,
    })),
  };
}

/** A hut's figures for its staff: exact counts. */
export async function hutStatistics(
  db: Kysely<Database>,
  dialect: Dialect,
  companyId: number,
  query: HutStatisticsQuery,
): Promise<HutStatistics> {
  const run = statisticsRun(db, dialect, { kind: 'hut', companyId }, query, todayIso());
  return figures(run, hutParts(run));
}

/** 1 and 2 are shown as "<3" in the network's figures (null here). */
export function masked(n: number): number | null {
  return n === 1 || n === 2 ? null : n;
}

/** The network's figures, all huts or one county / municipality, with small counts masked. */
export async function networkStatistics(
  db: Kysely<Database>,
  dialect: Dialect,
  query: NetworkStatisticsQuery,
): Promise<NetworkStatistics> {
  const scope: StatisticsScope = {
    kind: 'network',
    county: query.county,
    municipality: query.municipality,
  };
  const today = todayIso();
  // As last refreshed (the statistics-refresh job, each minute): a request never waits for the change log.
  const updatedAt = await statisticsRefreshedAt(db, dialect, today);
  const run = statisticsRun(db, dialect, scope, query, today);
  const area: RollupArea = query.municipality
    ? { level: 'municipality', county: query.county ?? '', municipality: query.municipality }
    : query.county
      ? { level: 'county', county: query.county, municipality: '' }
      : { level: 'network', county: '', municipality: '' };
  const [all, areas] = await Promise.all([
    figures(run, networkParts(run, area)),
    areaFigures(run, area),
  ]);
  const m = masked;
  return {
    updatedAt,
    // A period to the end of this month counts to today.
    period: { from: all.period.from, to: all.period.to > today ? today : all.period.to },
    summary: {
      ...all.summary,
      loans: m(all.summary.loans),
      borrowers: m(all.summary.borrowers),
      lines: m(all.summary.lines),
      childLoans: m(all.summary.childLoans),
      adultLoans: m(all.summary.adultLoans),
      newBorrowers: m(all.summary.newBorrowers),
      lateLines: m(all.summary.lateLines),
      unitsOut: m(all.summary.unitsOut),
      unitsOutOverdue: m(all.summary.unitsOutOverdue),
      unmetNeeds: m(all.summary.unmetNeeds),
    },
    months: all.months.map((r) => ({
      month: r.month,
      loans: m(r.loans),
      borrowers: m(r.borrowers),
      newBorrowers: m(r.newBorrowers),
    })),
    categories: all.categories.map((r) => ({ ...r, lines: m(r.lines) })),
    topProducts: all.topProducts.map((r) => ({ ...r, lines: m(r.lines) })),
    utilisation: all.utilisation,
    unmet: all.unmet.map((r) => ({ ...r, needs: m(r.needs) })),
    areas: areas.map((r) => ({ ...r, loans: m(r.loans), borrowers: m(r.borrowers) })),
  };
}
