import type { OutboxStatusView } from '../../db/hut/outbox-store';
import { syncStatusTexts as t } from '../../i18n/nb/sync-status';

export type SyncTone = 'ok' | 'waiting' | 'problem';

/**
 * The one line that matters most now, and how serious it is. Every state says how many changes
 * wait: staff must know whether the counter's work has reached the server.
 */
export function syncSummary(
  status: OutboxStatusView,
  online: boolean,
): { tone: SyncTone; text: string } {
  if (!online) return { tone: 'waiting', text: t.offline(status.pending) };
  if (status.paused === 'auth') return { tone: 'problem', text: t.paused(status.pending) };
  if (status.lastError) {
    return { tone: 'problem', text: `${status.lastError} ${t.afterProblem(status.pending)}` };
  }
  if (status.pending > 0) return { tone: 'waiting', text: t.pending(status.pending) };
  return { tone: 'ok', text: t.allSent };
}
