import { describe, expect, it } from 'vitest';
import { defaultBookingHut } from './default-booking-hut';

/** Bergen (1) takes no bookings, Grünerløkka (2) and Voss (3) do; 4 is not read yet. */
const rules: Record<number, boolean | undefined> = { 1: false, 2: true, 3: true };
const takes = (id: number) => rules[id];

describe('where the booking starts', () => {
  it('at the hut in the address, even one that takes no bookings', () => {
    expect(defaultBookingHut([1, 2], 1, [2], takes)).toEqual({
      hutId: 1,
      settled: true,
      wanted: [],
    });
  });

  it('an address hut that does not hold the product is passed over', () => {
    expect(defaultBookingHut([1, 2], 9, [], takes).hutId).toBe(2);
  });

  it('at the family’s own hut that takes bookings, before huts first by name', () => {
    expect(defaultBookingHut([1, 2, 3], null, [3], takes)).toMatchObject({
      hutId: 3,
      settled: true,
    });
  });

  it('past an own hut that takes none, to the first hut that does', () => {
    expect(defaultBookingHut([1, 2, 3], null, [1], takes)).toMatchObject({
      hutId: 2,
      settled: true,
    });
    expect(defaultBookingHut([1, 2, 3], null, [], takes)).toMatchObject({
      hutId: 2,
      settled: true,
      wanted: [1, 2],
    });
  });

  it('at the own hut, or the first, when none takes bookings', () => {
    expect(defaultBookingHut([1, 5], null, [5], (id) => id === 0)).toEqual({
      hutId: 5,
      settled: true,
      wanted: [5, 1],
    });
    expect(defaultBookingHut([1, 5], null, [], () => false).hutId).toBe(1);
  });

  it('waits for rules not read yet that come first, asking for a few at a time', () => {
    const unread = (id: number) => (id === 3 ? true : undefined);
    expect(defaultBookingHut([4, 6, 7, 8, 3], null, [], unread)).toEqual({
      hutId: 4,
      settled: false,
      wanted: [4, 6, 7],
    });
    // A hut that takes bookings after an unread one does not settle it yet.
    expect(defaultBookingHut([4, 3], null, [], unread)).toEqual({
      hutId: 4,
      settled: false,
      wanted: [4, 3],
    });
  });

  it('no huts: nothing to start at', () => {
    expect(defaultBookingHut([], 1, [1], takes)).toEqual({
      hutId: null,
      settled: true,
      wanted: [],
    });
  });
});
