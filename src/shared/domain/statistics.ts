/**
 * The levels the network's statistics are kept at (src/server/services/statistics/rollups): the
 * whole network, a county, a municipality. A municipality is named with its county, since two
 * counties can have a municipality of the same name.
 */
export const STATISTICS_LEVELS = ['network', 'county', 'municipality'] as const;
export type StatisticsLevel = (typeof STATISTICS_LEVELS)[number];

/** Months are counted from year 0 (yyyy * 12 + mm - 1), so a month is one integer. */
export function monthIndex(month: string): number {
  return Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
}

export function monthOfIndex(index: number): string {
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * A borrower's months with loans are kept as bits of one integer per era of 48 months: 48 bits
 * stay exact in a JS number (2^53) and in both databases' 64-bit integers.
 */
export const ERA_MONTHS = 48;

export function eraOf(index: number): { era: number; bit: number } {
  return { era: Math.floor(index / ERA_MONTHS), bit: index % ERA_MONTHS };
}
