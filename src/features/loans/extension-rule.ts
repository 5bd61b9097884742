import { formatDottedDate } from '../../shared/domain/dates';
import { addDaysToIsoDate, isValidIsoDate } from '../../shared/domain/dates';
import { loanModalTexts as t } from '../../i18n/nb/loans';

/**
 * Why a new return date cannot be used, or null: it must come after the current one and, for a
 * loan already overdue, must not lie in the past either.
 */
export function extensionError(newDate: string, dueDate: string, today: string): string | null {
  if (newDate.trim() === '') return t.extendRequired;
  if (!isValidIsoDate(newDate) || newDate <= dueDate) {
    return t.extendNotAfter(formatDottedDate(dueDate));
  }
  if (newDate < today) return t.extendPast;
  return null;
}

/** The earliest date the date picker offers. */
export function earliestExtension(dueDate: string, today: string): string {
  const next = addDaysToIsoDate(dueDate, 1);
  return next > today ? next : today;
}
