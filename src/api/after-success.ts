/**
 * Runs `effect` once a mutation has succeeded (RTK Query's onQueryStarted hands over its
 * `queryFulfilled`); a failed call does nothing here, since the screen that made it shows the
 * error. Used to pull the hut or refresh the catalogue after online admin work.
 */
export async function afterSuccess(done: Promise<unknown>, effect: () => void): Promise<void> {
  try {
    await done;
  } catch {
    return;
  }
  effect();
}
