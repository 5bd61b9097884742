import * as z from 'zod/mini';
import { lastDayOfMonth, MAX_STATISTICS_DAYS } from '../../shared/contracts/statistics';
import { statisticsMessages as m } from '../../shared/texts/statistics';
import type { Period } from './statistics-api';

const month = z
  .string({ error: m.invalidMonth })
  .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: m.invalidMonth }));

/** The network's own range as the month fields hold it (yyyy-mm), checked like the server's. */
export const monthRangeSchema = z.object({ from: month, to: month }).check(
  z.superRefine((v, ctx) => {
    if (v.to < v.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: m.toMonthBeforeFrom, input: v });
    else if (
      (Date.parse(`${lastDayOfMonth(`${v.to}-01`)}T00:00:00Z`) -
        Date.parse(`${v.from}-01T00:00:00Z`)) /
        86_400_000 >=
      MAX_STATISTICS_DAYS
    )
      ctx.addIssue({ code: 'custom', path: ['to'], message: m.periodTooLong, input: v });
  }),
);
export type MonthRange = z.infer<typeof monthRangeSchema>;

export const periodOfMonths = (r: MonthRange): Period => ({
  from: `${r.from}-01`,
  to: lastDayOfMonth(`${r.to}-01`),
});

export const monthsOfPeriod = (p: Period): MonthRange => ({
  from: p.from.slice(0, 7),
  to: p.to.slice(0, 7),
});
