/**
 * Session countdown math (SPEC §4, §9). The server reports its own clock and the expiry time;
 * the local deadline is expiry minus server time added to the local clock, so a device whose
 * clock is wrong still counts down the right number of seconds.
 */
export const reminderSeconds = 60;
export const tickMs = 1000;

export interface SessionTiming {
  serverTime: string;
  expiresAt: string;
}

/** Local epoch ms at which the session ends, or null when the headers are missing or invalid. */
export function localDeadline(timing: SessionTiming, localNow: number): number | null {
  const server = Date.parse(timing.serverTime);
  const expires = Date.parse(timing.expiresAt);
  if (Number.isNaN(server) || Number.isNaN(expires)) return null;
  return localNow + (expires - server);
}

/** Whole seconds left, never negative. */
export function remainingSeconds(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

export function isReminderDue(remaining: number): boolean {
  return remaining <= reminderSeconds;
}

/** Reads the two session headers; both must be present. */
export function readSessionTiming(headers: Pick<Headers, 'get'>): SessionTiming | null {
  const serverTime = headers.get('x-server-time');
  const expiresAt = headers.get('x-session-expires-at');
  return serverTime && expiresAt ? { serverTime, expiresAt } : null;
}

/** mm:ss for the banner. */
export function formatRemaining(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}
