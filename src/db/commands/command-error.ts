import * as z from 'zod/mini';
import { syncRejectCodes as codes } from '../../shared/texts/sync';

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

/** The payload as the server will check it; the first problem refuses the command. */
export function checked<S extends z.ZodMiniType>(schema: S, payload: z.input<S>): z.output<S> {
  const parsed = z.safeParse(schema, payload);
  if (parsed.success) return parsed.data;
  throw new CommandError(codes.invalidOp, parsed.error.issues[0]?.message ?? codes.invalidOp);
}
