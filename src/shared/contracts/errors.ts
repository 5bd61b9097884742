import * as z from 'zod/mini';

/** Every 4xx/5xx body: a stable code, a Norwegian message, and per-field messages on 422. */
export const errorBodySchema = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const errorCodes = {
  validation: 'validation_failed',
  badRequest: 'bad_request',
  unauthenticated: 'unauthenticated',
  xsrf: 'xsrf_mismatch',
  origin: 'invalid_origin',
  forbidden: 'forbidden',
  notFound: 'not_found',
  rateLimited: 'rate_limited',
  credentials: 'invalid_credentials',
  /** 426: the bundle's sync protocol is older than the server serves (sync-op-versions.ts). */
  updateRequired: 'update_required',
  /**
   * 409: a push names another database epoch than the server's (sync-epoch.ts): the database was
   * restored, and the device sends its decided entries again before anything newer.
   */
  epochChanged: 'epoch_changed',
  server: 'server_error',
} as const;
