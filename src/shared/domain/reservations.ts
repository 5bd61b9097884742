import { addDaysToIsoDate as addDaysIso } from './dates/dates';
import { sizeText } from './equipment';

/**
 * A reservation: waiting for its pickup day, picked up at the counter, cancelled (by the borrower
 * or the hut), or expired (not picked up by the end of its day, its units free again).
 */
export const RESERVATION_STATUSES = ['active', 'picked_up', 'cancelled', 'expired'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/**
 * A place in a waiting list for a fully booked day: waiting; offered (units freed and held for
 * the first in line until a deadline); claimed (booked from the offer); lapsed (the deadline or
 * the day passed); cancelled (by the person).
 */
export const WAITLIST_STATUSES = ['waiting', 'offered', 'claimed', 'lapsed', 'cancelled'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** How long freed units are held for the first in line (never past the pickup day). */
export const WAITLIST_OFFER_HOURS = 24;

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
  /** The most units one person may hold for a pickup day at the hut, over all their bookings. */
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

/** A reservation as the day's count sees it. */
export interface DayHold {
  id: string;
  /** As the catalogue names it ("30 EU"); null: any size. */
  size: string | null;
  quantity: number;
  created_at: string;
}

/**
 * The reservations of a day that its units cannot serve (the latest booked give way first):
 * a size's holds beyond that size's units, and any holds beyond all the units. `units` are the
 * units there that day per size (null: units without a size). Shared by the server (an Avvik
 * after a hand-out) and the tablet (the warning before it), so both count alike.
 */
export function unservedReservations(
  units: ReadonlyMap<string | null, number>,
  holds: readonly DayHold[],
): string[] {
  let whole = -[...units.values()].reduce((a, b) => a + b, 0);
  const bySize = new Map<string, number>();
  for (const h of holds) {
    whole += h.quantity;
    if (h.size !== null)
      bySize.set(h.size, (bySize.get(h.size) ?? -(units.get(h.size) ?? 0)) + h.quantity);
  }
  const latestFirst = [...holds].sort(
    (a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id),
  );
  const unserved: string[] = [];
  for (const h of latestFirst) {
    const sizeShort = h.size !== null && (bySize.get(h.size) ?? 0) > 0;
    if (!sizeShort && whole <= 0) continue;
    unserved.push(h.id);
    whole -= h.quantity;
    if (h.size !== null) bySize.set(h.size, (bySize.get(h.size) ?? 0) - h.quantity);
  }
  return unserved;
}

/** A unit's size as a reservation names it (as the catalogue shows it); null without a size. */
export function unitSizeName(u: {
  size: string | null;
  max_size: string | null;
  unit: string | null;
}): string | null {
  return sizeText(u.size, u.max_size, u.unit) || null;
}

/**
 * Whether a hand-out serves a reservation: the reserving person's own loan, a unit of the
 * product (and of the size, when one was asked for) among those handed out, and the pickup day
 * within the loan. Server and tablet mark it picked up by the same rule.
 */
export function handOutServes(
  r: { user_id: number; product_id: number; size: string | null; pickup_date: string },
  loan: { customerId: number | string; loanDate: string; dueDate: string },
  units: readonly {
    product_id: number;
    size: string | null;
    max_size: string | null;
    unit: string | null;
  }[],
): boolean {
  return (
    r.user_id === loan.customerId &&
    r.pickup_date >= loan.loanDate &&
    r.pickup_date <= loan.dueDate &&
    units.some(
      (u) => u.product_id === r.product_id && (r.size === null || unitSizeName(u) === r.size),
    )
  );
}
