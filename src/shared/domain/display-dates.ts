import { format, parseISO } from 'date-fns';

/** SPEC §9: dates in the loan table as dd/MM/yy ("2026-11-03" → "03/11/26"). */
export function formatTableDate(isoDate: string | null | undefined): string {
  if (!isoDate) return '';
  const date = parseISO(isoDate.slice(0, 10));
  return Number.isNaN(date.getTime()) ? '' : format(date, 'dd/MM/yy');
}

/** SPEC §9: today's comparison and long dates as dd.MM.yyyy. */
export function formatDottedDate(isoDate: string | null | undefined): string {
  if (!isoDate) return '';
  const date = parseISO(isoDate.slice(0, 10));
  return Number.isNaN(date.getTime()) ? '' : format(date, 'dd.MM.yyyy');
}

/** Today on this device as yyyy-MM-dd (form dates, overdue comparisons). */
export function todayIsoDate(now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd');
}
