/**
 * How a committed command asks for a sync. The page's outbox scheduler registers its trigger; in
 * a context without one (tests, a worker) commands only write.
 */
let trigger: () => void = () => undefined;

export function registerSyncTrigger(next: () => void): () => void {
  trigger = next;
  return () => {
    if (trigger === next) trigger = () => undefined;
  };
}

/** `override`: a caller's own trigger (tests, a screen that syncs its own way). */
export function triggerSync(override?: () => void): void {
  try {
    (override ?? trigger)();
  } catch {
    // A failing trigger must not turn a committed command into an error for the screen.
  }
}
