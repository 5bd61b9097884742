import { addDaysToIsoDate as addDaysIso } from './dates/dates';

/**
 * A reservation: waiting for its pickup day, picked up at the counter, cancelled (by the borrower
 * or the hut), or expired (not picked up by the end of its day, its units free again).
 */
export const RESERVATION_STATUSES = ['active', 'picked_up', 'cancelled', 'expired'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** ISO weekdays: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A hut's booking rules (hut admin); a hut without a row of its own has these. */
export interface ReservationSettings {
  enabled: boolean;
  /** The earliest booking: this many days before pickup (14). */
  windowFromDays: number;
  /** The latest booking: this many days before pickup (2). */
  windowToDays: number;
  pickupWeekdays: readonly Weekday[];
  /** SPEC §9: the default loan length. */
  loanDays: number;
  /** The most units one reservation may hold. */
  maxUnits: number;
}

export const DEFAULT_RESERVATION_SETTINGS: ReservationSettings = {
  enabled: false,
  windowFromDays: 14,
  windowToDays: 2,
  pickupWeekdays: [1, 2, 3, 4, 5],
  loanDays: 7,
  maxUnits: 3,
};

/** The first and last pickup day a booking made `today` may name. */
export function pickupWindow(
  today: string,
  settings: Pick<ReservationSettings, 'windowFromDays' | 'windowToDays'>,
): { first: string; last: string } {
  return {
    first: addDaysIso(today, settings.windowToDays),
    last: addDaysIso(today, settings.windowFromDays),
  };
}

/** The ISO weekday of a yyyy-MM-dd date. */
export function weekdayOf(date: string): Weekday {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return (day === 0 ? 7 : day) as Weekday;
}

/** Whether a date is a pickup day of the hut. */
export function isPickupDay(date: string, weekdays: readonly Weekday[]): boolean {
  return weekdays.includes(weekdayOf(date));
}

/** The pickup days a booking made `today` may name, in order. */
export function pickupDays(today: string, settings: ReservationSettings): string[] {
  const { first, last } = pickupWindow(today, settings);
  const days: string[] = [];
  for (let d = first; d <= last; d = addDaysIso(d, 1))
    if (isPickupDay(d, settings.pickupWeekdays)) days.push(d);
  return days;
}
