import { describe, expect, it } from 'vitest';
import { isReady, jobCheck, LONGEST_PASS_MS, STALE_AFTER_TICKS } from './readiness';

const TICK = 15_000;
const NOW = 1_800_000_000_000;

describe('readiness: do the jobs tick', () => {
  it('a process without jobs says so and is ready', () => {
    expect(jobCheck('off', NOW)).toBe('off');
    expect(isReady({ database: 'ok', migrations: 'ok', jobs: 'off' })).toBe(true);
  });

  it('a runner not started, or before its first pass, is starting (not ready)', () => {
    expect(jobCheck(null, NOW)).toBe('starting');
    const first = { tickMs: TICK, lastPassStartedAt: null, passUnderWaySince: null };
    expect(jobCheck(first, NOW)).toBe('starting');
    expect(isReady({ database: 'ok', migrations: 'ok', jobs: 'starting' })).toBe(false);
  });

  it('a pass begun within the last ticks is ticking; longer ago is stale', () => {
    const limit = STALE_AFTER_TICKS * TICK;
    const at = (ago: number) => ({
      tickMs: TICK,
      lastPassStartedAt: NOW - ago,
      passUnderWaySince: null,
    });
    expect(jobCheck(at(TICK), NOW)).toBe('ok');
    expect(jobCheck(at(limit), NOW)).toBe('ok');
    expect(jobCheck(at(limit + 1), NOW)).toBe('stale');
  });

  it('a long pass under way ticks up to the longest lease of a job, then is stale', () => {
    const under = (ago: number) => ({
      tickMs: TICK,
      lastPassStartedAt: NOW - ago,
      passUnderWaySince: NOW - ago,
    });
    expect(jobCheck(under(10 * 60_000), NOW)).toBe('ok');
    expect(jobCheck(under(LONGEST_PASS_MS + 1), NOW)).toBe('stale');
  });

  it('any failed check makes the process not ready', () => {
    expect(isReady({ database: 'unreachable', migrations: 'unknown', jobs: 'ok' })).toBe(false);
    expect(isReady({ database: 'ok', migrations: 'pending', jobs: 'ok' })).toBe(false);
    expect(isReady({ database: 'ok', migrations: 'ok', jobs: 'stale' })).toBe(false);
    expect(isReady({ database: 'ok', migrations: 'ok', jobs: 'ok' })).toBe(true);
  });
});
