import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from '../../db/schema';

/**
 * Calendar arithmetic the statistics need, the same on both databases. Dates and timestamps are
 * stored as ISO text; a timestamp counts on its UTC day (at most an hour or two off around
 * midnight, which a monthly figure does not notice).
 */
export interface Days {
  /** Whole days since 1970-01-01 of a yyyy-mm-dd… text (a date or a timestamp). */
  day(text: RawBuilder<unknown> | string): RawBuilder<number>;
  /** The smaller / larger of two day numbers. */
  least(a: RawBuilder<number>, b: RawBuilder<number>): RawBuilder<number>;
  greatest(a: RawBuilder<number>, b: RawBuilder<number>): RawBuilder<number>;
}

const ref = (text: RawBuilder<unknown> | string) =>
  typeof text === 'string' ? sql.ref(text) : text;

export function daysFor(dialect: Dialect): Days {
  if (dialect === 'postgres') {
    return {
      day: (text) => sql<number>`(cast(substr(${ref(text)}, 1, 10) as date) - date '1970-01-01')`,
      least: (a, b) => sql<number>`least(${a}, ${b})`,
      greatest: (a, b) => sql<number>`greatest(${a}, ${b})`,
    };
  }
  return {
    day: (text) => sql<number>`cast(julianday(substr(${ref(text)}, 1, 10)) - 2440587.5 as integer)`,
    // SQLite's min() and max() with two arguments are the scalar functions.
    least: (a, b) => sql<number>`min(${a}, ${b})`,
    greatest: (a, b) => sql<number>`max(${a}, ${b})`,
  };
}

/** A day number of a yyyy-mm-dd literal, computed here (a parameter, not SQL). */
export function dayOf(isoDate: string): number {
  return Math.round(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / 86_400_000);
}
