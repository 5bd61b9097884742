import * as z from 'zod/mini';
import { isValidIsoDate } from '../domain/dates/dates';
import { statisticsMessages as m } from '../texts/statistics';
import { textSchema } from './text';

/**
 * /statistikk: a hut's figures for a period, and the network's across huts. Every figure is
 * computed by the database (src/server/services/statistics); the screen draws and exports them.
 */

/** The longest period one request covers (about five years). */
export const MAX_STATISTICS_DAYS = 1830;

const date = z
  .string({ error: m.invalidDate })
  .check(z.refine(isValidIsoDate, { error: m.invalidDate }));

const periodFields = { from: date, to: date };

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const periodChecks = <T extends { from: string; to: string }>() =>
  z.superRefine<T>((v, ctx) => {
    const days = daysBetween(v.from, v.to);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: m.toBeforeFrom, input: v });
    else if (days >= MAX_STATISTICS_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: m.periodTooLong, input: v });
  });

/** GET /api/company/:id/statistics?from=yyyy-mm-dd&to=yyyy-mm-dd (both days included). */
export const hutStatisticsQuerySchema = z
  .object(periodFields)
  .check(periodChecks<{ from: string; to: string }>());
export type HutStatisticsQuery = z.infer<typeof hutStatisticsQuerySchema>;

/** The last day of a yyyy-mm-dd's month. */
export function lastDayOfMonth(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/**
 * GET /api/network/statistics: the same, for every hut or those of a county / municipality (named
 * with its county: two counties may have one of the same name). The network's figures are kept
 * per month (src/server/services/statistics/rollups), so its periods are whole months; a period
 * to the end of this month counts to today.
 */
export const networkStatisticsQuerySchema = z
  .object({
    ...periodFields,
    county: z.optional(textSchema({ label: 'Fylke', max: 80 })),
    municipality: z.optional(textSchema({ label: 'Kommune', max: 80 })),
  })
  .check(
    periodChecks<{ from: string; to: string }>(),
    z.superRefine((v, ctx) => {
      if (!isValidIsoDate(v.from) || !isValidIsoDate(v.to)) return;
      if (!v.from.endsWith('-01'))
        ctx.addIssue({ code: 'custom', path: ['from'], message: m.wholeMonths, input: v });
      if (lastDayOfMonth(v.to) !== v.to)
        ctx.addIssue({ code: 'custom', path: ['to'], message: m.wholeMonths, input: v });
      if (v.municipality && !v.county)
        ctx.addIssue({
          code: 'custom',
          path: ['county'],
          message: m.municipalityWithoutCounty,
          input: v,
        });
    }),
  );
export type NetworkStatisticsQuery = z.infer<typeof networkStatisticsQuerySchema>;

const int = z.number().check(z.int());
const count = z.number().check(z.int(), z.nonnegative());
/**
 * A count in the network's figures: null stands for 1 or 2, shown as "<3", so no person can be
 * singled out. A hut's own figures are never suppressed (its staff know its borrowers).
 */
const maskedCount = z.nullable(count);

function figures<C extends z.ZodMiniType<number | null>>(n: C) {
  return {
    period: z.object({ from: z.string(), to: z.string() }),
    /** The period's totals, and what is out now (not bound to the period). */
    summary: z.object({
      loans: n,
      borrowers: n,
      /** Units handed out (a loan of three units counts three). */
      lines: n,
      childLoans: n,
      adultLoans: n,
      newBorrowers: n,
      /** Lines back after their return date, or still out past it. */
      lateLines: n,
      /** Average days late of those lines (one decimal); null without any. */
      averageDaysLate: z.nullable(z.number()),
      unitsOut: n,
      unitsOutOverdue: n,
      unmetNeeds: n,
    }),
    /** Every month of the period, also those without loans (yyyy-mm). */
    months: z.array(z.object({ month: z.string(), loans: n, borrowers: n, newBorrowers: n })),
    /** Units handed out per season and main category. */
    categories: z.array(z.object({ season: z.string(), category: z.string(), lines: n })),
    /** The ten products handed out most. */
    topProducts: z.array(z.object({ productId: int, name: z.string(), lines: n })),
    /** Per product: days its units were out, of the days they were on the shelf, in the period. */
    utilisation: z.array(
      z.object({
        productId: int,
        name: z.string(),
        units: count,
        daysLent: count,
        daysOnShelf: count,
      }),
    ),
    /** What people came for and could not get, next to what the hut(s) have of it. */
    unmet: z.array(
      z.object({
        season: z.string(),
        category: z.string(),
        product: z.nullable(z.string()),
        size: z.nullable(z.string()),
        needs: n,
        /** Units of that product (or category) on the shelf or out, not in repair or retired. */
        units: count,
      }),
    ),
  };
}

export const hutStatisticsSchema = z.object(figures(count));
export type HutStatistics = z.infer<typeof hutStatisticsSchema>;

export const networkStatisticsSchema = z.object({
  ...figures(maskedCount),
  /** When the monthly rows the figures come from were last brought up to date (ISO instant). */
  updatedAt: z.iso.datetime(),
  /** Per county and municipality (huts in service). */
  areas: z.array(
    z.object({
      county: z.string(),
      municipality: z.string(),
      huts: count,
      loans: maskedCount,
      borrowers: maskedCount,
    }),
  ),
});
export type NetworkStatistics = z.infer<typeof networkStatisticsSchema>;
