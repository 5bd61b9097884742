import { UNIT_STATUSES, type UnitStatus } from './statuses';

/**
 * Where a unit is, for the shelves: `free` (ledig, can be lent), `out` (lent: counted in the
 * total of "Ledig x/y" but not free), `gone` (in repair or retired: in no count and never lent). The one
 * rule for which units are on the shelf; the catalogue's SQL is built from the lists below and
 * the database triggers that watch it are tested against it (tests/server/shelf-rule.test.ts).
 */
export const UNIT_SHELF = {
  available: 'free',
  lent: 'out',
  repair: 'gone',
  retired: 'gone',
} as const satisfies Record<UnitStatus, 'free' | 'out' | 'gone'>;

/** A unit that can go into a cart now. */
export function isLendable(status: UnitStatus): boolean {
  return UNIT_SHELF[status] === 'free';
}

/** A unit that belongs to the hut's stock (counted in "Ledig x/y"), lent or not. */
export function isOnShelf(status: UnitStatus): boolean {
  return UNIT_SHELF[status] !== 'gone';
}

export const LENDABLE_UNIT_STATUSES: readonly UnitStatus[] = UNIT_STATUSES.filter(isLendable);
export const ON_SHELF_UNIT_STATUSES: readonly UnitStatus[] = UNIT_STATUSES.filter(isOnShelf);
