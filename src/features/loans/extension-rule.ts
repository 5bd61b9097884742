import * as z from 'zod/mini';
import { loanModalTexts as t } from '../../i18n/nb/loans';
import {
  addDaysToIsoDate,
  formatDottedDate,
  isValidIsoDate,
} from '../../shared/domain/dates/dates';
import { LONGEST_LOAN_DAYS, latestExtension } from '../../shared/domain/loan-rules';
import { syncMessages } from '../../shared/texts/sync';

/**
 * Forleng's form: a new return date after the current one and, for a loan already overdue, not
 * in the past either; at most one longest loan ahead (the command's rule). The command checks
 * the date again (calendarDateSchema of the op).
 */
export function extensionFormSchema(dueDate: string, today: string) {
  return z.object({
    newDate: z.string().check(
      z.minLength(1, { error: t.extendRequired, abort: true }),
      z.refine((value) => isValidIsoDate(value) && value > dueDate, {
        error: t.extendNotAfter(formatDottedDate(dueDate)),
        abort: true,
      }),
      z.refine((value) => value >= today, { error: t.extendPast, abort: true }),
      // The command's own rule (src/db/hut/local-loan.ts), shown before it is sent.
      z.refine((value) => value <= latestExtension(dueDate, today), {
        error: syncMessages.extensionTooFar(LONGEST_LOAN_DAYS),
      }),
    ),
  });
}
export type ExtensionForm = z.infer<ReturnType<typeof extensionFormSchema>>;

/** The earliest date the date picker offers. */
export function earliestExtension(dueDate: string, today: string): string {
  const next = addDaysToIsoDate(dueDate, 1);
  return next > today ? next : today;
}
