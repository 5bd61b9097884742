/**
 * The server's clock. Everything that stamps or compares times goes through here so tests can
 * pin "now" (sessions expiring, loans becoming overdue) without fake timers.
 */
const OSLO = 'Europe/Oslo';
const osloDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: OSLO,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

let fixedNow: Date | null = null;

export function now(): Date {
  return fixedNow ? new Date(fixedNow.getTime()) : new Date();
}

/** UTC ISO-8601 with milliseconds, e.g. 2026-11-21T10:00:00.000Z (sorts lexicographically). */
export function nowIso(): string {
  return now().toISOString();
}

/** Today's calendar date in Norway (yyyy-MM-dd): loans fall due by the hut's calendar, not UTC. */
export function todayIso(): string {
  return osloDateOf(now());
}

const osloHour = new Intl.DateTimeFormat('en-GB', {
  timeZone: OSLO,
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The hour (0–23) of an instant on a Norwegian clock. */
export function osloHourOf(instant: Date): number {
  return Number(osloHour.format(instant));
}

/** The instant a Norwegian clock shows `hour`:00 on `date` (yyyy-MM-dd), summer time or not. */
export function osloInstant(date: string, hour: number): Date {
  // Norway is UTC+1 in winter and UTC+2 in summer: the offset whose wall time matches.
  for (const offset of [1, 2]) {
    const candidate = new Date(`${date}T00:00:00.000Z`);
    candidate.setUTCHours(hour - offset);
    if (osloDateOf(candidate) === date && osloHourOf(candidate) === hour) return candidate;
  }
  // An hour skipped when the clocks go forward (02:00 on the last Sunday of March).
  const fallback = new Date(`${date}T00:00:00.000Z`);
  fallback.setUTCHours(hour - 1);
  return fallback;
}

/** The Norwegian calendar date of an instant. */
export function osloDateOf(instant: Date): string {
  // en-CA formats as yyyy-MM-dd.
  return osloDate.format(instant);
}

/** Adds whole days to a yyyy-MM-dd date (calendar arithmetic, no time zone involved). */
export function addDaysIso(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const utc = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
  utc.setUTCDate(utc.getUTCDate() + days);
  return utc.toISOString().slice(0, 10);
}

/** Pins the clock (tests only); pass null to return to real time. */
export function setFixedNow(instant: Date | string | null): void {
  fixedNow = instant === null ? null : new Date(instant);
}
