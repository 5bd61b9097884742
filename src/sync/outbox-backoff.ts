/**
 * Exponential backoff with jitter for sync retries: the wait doubles per failure up to a cap,
 * and a random part spreads tablets that lost the network together ("equal jitter").
 */
export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_MAX_MS = 5 * 60_000;

export function backoffDelay(failures: number, random: () => number = Math.random): number {
  if (failures <= 0) return 0;
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.min(failures - 1, 20));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
