import type { LogFn, Logger } from 'pino';

const ERROR_LEVEL = 50;

/** An error that only says the client went away: a tab closed or a download cancelled. */
export function isClientGone(value: unknown): boolean {
  return (
    value instanceof Error &&
    (value.message === 'premature close' || ('code' in value && value.code === 'ECONNRESET'))
  );
}

/**
 * pino hook: a client that closes the connection mid-answer is not a server error (the
 * compression stream reports it as one), so it is logged at debug, where it does not alarm.
 */
export function logMethod(this: Logger, args: Parameters<LogFn>, method: LogFn, level: number) {
  if (level === ERROR_LEVEL && isClientGone(args[0])) {
    this.debug(...args);
    return;
  }
  method.apply(this, args);
}
