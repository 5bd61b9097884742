import * as z from 'zod/mini';
import { syncMessages as m } from '../texts/sync';
import { syncChangesSchema } from './sync-rows';

export * from '../texts/sync';
export * from './sync-ops';
export * from './sync-op-versions';
export * from './sync-rows';

/** Most ops one push may carry (docs/sync-protocol.md). */
export const MAX_PUSH_OPS = 500;

/**
 * POST /api/sync/push. Ops are checked one by one by the service (not here), so one malformed
 * entry is rejected on its own and never blocks the rest of a device's outbox.
 */
export const pushRequestSchema = z.object({
  ops: z
    .array(z.unknown(), { error: m.invalidOp })
    .check(z.maxLength(MAX_PUSH_OPS, { error: m.tooManyOps })),
});
export type PushRequest = z.infer<typeof pushRequestSchema>;

export const appliedResultSchema = z.object({
  outcome: z.literal('applied'),
  opId: z.string(),
  /** The server rows the op produced or changed, as a pull would send them. */
  rows: syncChangesSchema,
});

/** Applied, with anomalies recorded; `exceptionId`/`kind` name the first, rows hold them all. */
export const exceptionResultSchema = z.object({
  outcome: z.literal('exception'),
  opId: z.string(),
  exceptionId: z.string(),
  kind: z.string(),
  rows: syncChangesSchema,
});

/** Nothing changed. `opId` is '' when the entry had no readable id. */
export const rejectedResultSchema = z.object({
  outcome: z.literal('rejected'),
  opId: z.string(),
  code: z.string(),
  message: z.string(),
  fields: z.optional(z.record(z.string(), z.array(z.string()))),
});

/** What the server decided the first time it saw an op (kept in applied_ops). */
export const storedResultSchema = z.discriminatedUnion('outcome', [
  appliedResultSchema,
  exceptionResultSchema,
  rejectedResultSchema,
]);
export type StoredResult = z.infer<typeof storedResultSchema>;

/** A replay: the op was already decided; nothing changed now. */
export const duplicateResultSchema = z.object({
  outcome: z.literal('duplicate'),
  opId: z.string(),
  original: storedResultSchema,
});

export const pushResultSchema = z.discriminatedUnion('outcome', [
  appliedResultSchema,
  exceptionResultSchema,
  rejectedResultSchema,
  duplicateResultSchema,
]);
export type PushResult = z.infer<typeof pushResultSchema>;
export type AppliedResult = z.infer<typeof appliedResultSchema>;
export type ExceptionResult = z.infer<typeof exceptionResultSchema>;
export type RejectedResult = z.infer<typeof rejectedResultSchema>;
export type DuplicateResult = z.infer<typeof duplicateResultSchema>;

/** One result per op, in the order of the request. */
export const pushResponseSchema = z.object({ results: z.array(pushResultSchema) });
export type PushResponse = z.infer<typeof pushResponseSchema>;

/**
 * GET /api/sync/ping: the API answers. A device whose sync got no answer asks this until it
 * does (src/sync/page/outbox-scheduler.ts); it sits beside push and pull, so it reaches the
 * server by the same way they do.
 */
export const pingResponseSchema = z.object({ ok: z.literal(true) });
export type PingResponse = z.infer<typeof pingResponseSchema>;

/** GET /api/sync/pull?since=CURSOR (no since: a full snapshot). */
export const pullQuerySchema = z.object({
  since: z.optional(
    z.pipe(
      z.string({ error: m.invalidCursor }).check(z.regex(/^\d{1,15}$/, { error: m.invalidCursor })),
      z.transform(Number),
    ),
  ),
});
export type PullQuery = z.infer<typeof pullQuerySchema>;

/**
 * `full`: replace the hut's local data with `changes`. Otherwise apply `changes` on top.
 * With nothing new the answer is only `{ cursor, full: false }`.
 */
export const pullResponseSchema = z.object({
  cursor: z.int().check(z.nonnegative()),
  full: z.boolean(),
  changes: z.optional(syncChangesSchema),
});
export type PullResponse = z.infer<typeof pullResponseSchema>;
