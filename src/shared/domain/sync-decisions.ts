/**
 * What the server decided about one pushed op: its result's outcome, and `held` for an op written
 * by a newer bundle than the server reads (rejected with op_version_ahead, pushed again later).
 * The metrics count ops by these (docs/metrics.md).
 */
export const SYNC_DECISIONS = ['applied', 'exception', 'rejected', 'duplicate', 'held'] as const;
export type SyncDecision = (typeof SYNC_DECISIONS)[number];
