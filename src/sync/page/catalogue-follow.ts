import { refreshCatalogue, startCatalogueSync } from './catalogue-scheduler';

/**
 * While a product page is seen, its 'Ledig' follows the counter within seconds (issue 30): a
 * family walks to the hut on what it says. Only there: every open page of a national network
 * asking this often would be a load for nothing, where five minutes (and focus, and each page
 * change) do. A pull that finds nothing new is a 304.
 */
export const FOLLOW_INTERVAL_MS = 10_000;

let followers = 0;
let timer: ReturnType<typeof setInterval> | null = null;

/** Starts the short interval (shared by every caller); the returned function leaves it. */
export function followCatalogueClosely(): () => void {
  startCatalogueSync();
  followers += 1;
  // The gap: a pull that focus or a page change just made counts as this one.
  timer ??= setInterval(() => refreshCatalogue(FOLLOW_INTERVAL_MS / 2), FOLLOW_INTERVAL_MS);
  let left = false;
  return () => {
    if (left) return;
    left = true;
    followers -= 1;
    if (followers === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}
