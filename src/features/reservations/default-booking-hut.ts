/** Whether a hut takes bookings: undefined while its rules are not read yet. */
export type TakesBookings = (hutId: number) => boolean | undefined;

export interface BookingHutChoice {
  /** The hut the booking starts at (the one to show while `settled` is false). */
  hutId: number | null;
  /** False while a hut whose rules are unread could still change the choice. */
  settled: boolean;
  /** Huts whose rules are wanted now, in the order they are looked at (already read ones too). */
  wanted: number[];
}

/** Rules asked for at once while walking the candidates (a few requests, not one per hut). */
const LOOK_AHEAD = 3;

/**
 * Where the product page's booking starts (issue 30): the hut in the address (`?bod=`), which
 * the person chose, even if it takes no bookings (the panel says so); else the family's own
 * hut that takes bookings; else the first hut that does; else the own hut or the first hut,
 * where the panel says no booking can be made. `huts` are the ones holding the product, in the
 * order shown.
 */
export function defaultBookingHut(
  huts: readonly number[],
  addressHutId: number | null,
  ownHutIds: readonly number[],
  takesBookings: TakesBookings,
): BookingHutChoice {
  const fallback = ownHutIds.find((id) => huts.includes(id)) ?? huts[0] ?? null;
  if (addressHutId !== null && huts.includes(addressHutId))
    return { hutId: addressHutId, settled: true, wanted: [] };
  const candidates = [...new Set([...ownHutIds.filter((id) => huts.includes(id)), ...huts])];
  const wanted: number[] = [];
  let unknown = 0;
  for (const id of candidates) {
    wanted.push(id);
    const takes = takesBookings(id);
    if (takes === undefined) {
      if (++unknown === LOOK_AHEAD) break;
    } else if (takes && unknown === 0) return { hutId: id, settled: true, wanted };
  }
  return { hutId: fallback, settled: unknown === 0, wanted };
}
