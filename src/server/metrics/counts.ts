import type { PullResponse, PushResult } from '../../shared/contracts/sync';
import { syncRejectCodes } from '../../shared/contracts/sync';
import type { SyncDecision } from '../../shared/domain/sync-decisions';

/** The decision a push result stands for (an op too new for this server is held, not refused). */
export function decisionOf(result: PushResult): SyncDecision {
  if (result.outcome === 'rejected' && result.code === syncRejectCodes.opVersionAhead)
    return 'held';
  return result.outcome;
}

/** Rows in a pull answer: every changed row and every deleted id. */
export function pullRowCount(answer: PullResponse): number {
  const changes = answer.changes;
  if (!changes) return 0;
  let rows = 0;
  for (const [table, list] of Object.entries(changes)) {
    if (table === 'deleted' || !Array.isArray(list)) continue;
    rows += list.length;
  }
  for (const ids of Object.values(changes.deleted ?? {})) rows += ids.length;
  return rows;
}

/** 2xx, 4xx …: the status class of an answer (a label with five values, not five hundred). */
export function statusClass(status: number): string {
  return `${String(Math.floor(status / 100))}xx`;
}
