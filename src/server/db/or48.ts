const HALF = 2 ** 24;

/**
 * a | b for non-negative integers below 2^48 (a borrower's months, src/shared/domain/statistics.ts):
 * JS's `|` works on 32 bits, so the two 24-bit halves are or'ed apart.
 */
export function or48(a: number, b: number): number {
  const high = Math.floor(a / HALF) | Math.floor(b / HALF);
  const low = (a % HALF) | (b % HALF);
  return high * HALF + low;
}
