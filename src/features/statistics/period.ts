import { lastDayOfMonth } from '../../shared/contracts/statistics';
import { todayIsoDate } from '../../shared/domain/dates/dates';
import type { Period } from './statistics-api';

/** The period choices of /statistikk. */
export const PERIOD_CHOICES = ['season', 'year', 'custom'] as const;
export type PeriodChoice = (typeof PERIOD_CHOICES)[number];

/**
 * The season a date falls in, as the huts' year goes: winter from 1 November to 30 April,
 * summer from 1 May to 31 October. "This season" runs from its first day to today.
 */
export function seasonStart(today: string): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  if (month >= 11) return `${year}-11-01`;
  if (month <= 4) return `${year - 1}-11-01`;
  return `${year}-05-01`;
}

/**
 * The period a preset stands for: from the season's first day, or the twelve months of which
 * this is the last (December last year to November this year), to today; for the network's whole
 * months (`wholeMonths`), to the end of this month, which the server counts to today.
 */
export function presetPeriod(
  choice: Exclude<PeriodChoice, 'custom'>,
  today = todayIsoDate(),
  wholeMonths = false,
): Period {
  const to = wholeMonths ? lastDayOfMonth(today) : today;
  if (choice === 'season') return { from: seasonStart(today), to };
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const from =
    month === 12 ? `${year}-01-01` : `${year - 1}-${String(month + 1).padStart(2, '0')}-01`;
  return { from, to };
}

/** yyyy-mm-dd → 25.11.2026, as Norwegians write a date. */
export function norwegianDate(iso: string): string {
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
}

const monthFormat = new Intl.DateTimeFormat('nb-NO', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** yyyy-mm → "des. 2025". */
export function monthName(month: string): string {
  return monthFormat.format(new Date(`${month}-01T00:00:00Z`));
}
