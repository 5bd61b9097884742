/**
 * A staff command refused on the device: a Norwegian message for the screen, a stable code like
 * the server's, and nothing written (the transaction is rolled back).
 */
export class CommandError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** Extra text to show next to the message, e.g. the remark on a flagged borrower. */
    readonly remark: string | null = null,
  ) {
    super(message);
    this.name = 'CommandError';
  }
}

export function isCommandError(error: unknown): error is CommandError {
  return error instanceof CommandError;
}
