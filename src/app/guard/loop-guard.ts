/**
 * SPEC §4 loop guard: more than `limit` navigations within `windowMs` delays the next one by
 * `delayMs`, so a redirect loop cannot freeze the tab.
 */
export interface LoopGuardOptions {
  limit: number;
  windowMs: number;
  delayMs: number;
}

export const defaultLoopGuardOptions: LoopGuardOptions = {
  limit: 10,
  windowMs: 5000,
  delayMs: 1000,
};

export interface LoopGuard {
  /** Records a navigation at `now` and returns how long to wait before continuing (ms). */
  record(now: number): number;
}

export function createLoopGuard(options: LoopGuardOptions = defaultLoopGuardOptions): LoopGuard {
  let times: number[] = [];
  return {
    record(now) {
      times = times.filter((t) => now - t < options.windowMs);
      times.push(now);
      return times.length > options.limit ? options.delayMs : 0;
    },
  };
}
