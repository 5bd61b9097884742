import { addDays, format, isSameDay, parse, parseISO } from 'date-fns';
import { nb } from 'date-fns/locale';

/**
 * Every date the product reads or shows (SPEC §9): form dates yyyy-MM-dd, the loan table's
 * dd/MM/yy, dd.MM.yyyy for today's comparison, and times in local time. Shared by the screens,
 * the service worker and the server, so an offline tablet derives exactly what the server will.
 * The clock time of the first page is in date-time.ts (no date-fns there).
 */

const ISO_DATE = 'yyyy-MM-dd';

/** True for a real calendar date written yyyy-MM-dd (2025-02-30 is false). */
export function isValidIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  // Plain arithmetic rather than date-fns parse + format: the server checks every date of every
  // op of a push with this, and parsing was a measurable part of a batch (issue 12).
  const year = Number(value.slice(0, 4));
  // There is no year 0 (1 BC is followed by AD 1), and PostgreSQL's date type refuses it.
  if (year === 0) return false;
  const month = Number(value.slice(5, 7)) - 1;
  const day = Number(value.slice(8, 10));
  const date = new Date(0);
  // setUTCFullYear keeps years below 100 as written (Date.UTC would read 0050 as 1950).
  date.setUTCFullYear(year, month, day);
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month && date.getUTCDate() === day
  );
}

/** Adds whole calendar days; local-midnight arithmetic keeps DST changes out of the result. */
export function addDaysToIsoDate(date: string, days: number): string {
  return format(addDays(parse(date, ISO_DATE, new Date(2000, 0, 1)), days), ISO_DATE);
}

/** Today on this device as yyyy-MM-dd (form dates, overdue comparisons). */
export function todayIsoDate(now: Date = new Date()): string {
  return format(now, ISO_DATE);
}

/** The local day of a timestamp as yyyy-MM-dd; the date part as written when it cannot be read. */
export function localIsoDate(timestamp: string): string {
  const date = parseISO(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp.slice(0, 10) : format(date, ISO_DATE);
}

function formatIsoDate(
  isoDate: string | null | undefined,
  pattern: string,
  options?: { locale: typeof nb },
): string {
  if (!isoDate) return '';
  const date = parseISO(isoDate.slice(0, 10));
  return Number.isNaN(date.getTime()) ? '' : format(date, pattern, options);
}

/** SPEC §9: dates in the loan table as dd/MM/yy ("2026-11-03" → "03/11/26"). */
export function formatTableDate(isoDate: string | null | undefined): string {
  return formatIsoDate(isoDate, 'dd/MM/yy');
}

/** SPEC §9: today's comparison and long dates as dd.MM.yyyy. */
export function formatDottedDate(isoDate: string | null | undefined): string {
  return formatIsoDate(isoDate, 'dd.MM.yyyy');
}

/** "21. november 2026 kl. 14:05" (local time); '' for a missing or broken value. */
export function formatLongDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = parseISO(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : format(date, "d. MMMM yyyy 'kl.' HH:mm", { locale: nb });
}

/** "i dag kl. 14:05", or the date as well when it was another day. */
export function formatRecent(iso: string | null | undefined, now: Date = new Date()): string {
  if (!iso) return '';
  const date = parseISO(iso);
  if (Number.isNaN(date.getTime())) return '';
  return isSameDay(date, now)
    ? format(date, "'i dag kl.' HH:mm", { locale: nb })
    : formatLongDateTime(iso);
}

/** "fredag 4. desember" (a pickup day); '' for a missing or broken value. */
export function formatWeekdayDate(isoDate: string | null | undefined): string {
  return formatIsoDate(isoDate, 'EEEE d. MMMM', { locale: nb });
}

/** "30.11": a day close at hand, as a stock row marks a coming pickup ("Reservert 30.11"). */
export function formatDayMonth(isoDate: string | null | undefined): string {
  return formatIsoDate(isoDate, 'dd.MM');
}

/** "mandag 30.11": a coming day named in a sentence; '' for a missing or broken value. */
export function formatWeekdayDayMonth(isoDate: string | null | undefined): string {
  return formatIsoDate(isoDate, 'EEEE dd.MM', { locale: nb });
}
