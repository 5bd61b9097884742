import { format, parseISO } from 'date-fns';
import type { OutboxStatusView } from '../../db/hut/outbox-store';
import { outboxSyncTexts } from '../../i18n/nb/outbox-sync';
import { syncStatusTexts as t } from '../../i18n/nb/sync-status';
import {
  formatDottedDate,
  formatLongDateTime,
  localIsoDate,
  todayIsoDate,
} from '../../shared/domain/dates/dates';
import {
  daysWaited,
  isStaleOutbox,
  type StuckOutboxReason,
} from '../../shared/domain/outbox-health';

/** The oldest waiting change's time (ISO-8601), and why it does not reach the server. */
export type StuckOutbox =
  | { reason: Exclude<StuckOutboxReason, 'error'>; since: string }
  /** error: the last sync's own message (an error the server answered with). */
  | { reason: 'error'; since: string; error: string };

export interface OutboxWarnings {
  /** Changes wait (not just on their way) and the browser has said it may clear the site's data. */
  storageAtRisk: boolean;
  /** Changes older than STALE_OUTBOX_DAYS that the online device cannot send; else null. */
  stuck: StuckOutbox | null;
}

/**
 * The engine's messages for a server that did not answer: no connection, or the 502/504 of a
 * proxy in front of it (isGatewayStatus in src/sync/outbox-http.ts).
 */
const noAnswer: ReadonlySet<string> = new Set([
  outboxSyncTexts.networkError,
  ...[502, 504].map((status) => outboxSyncTexts.serverError(status)),
]);

/**
 * Why the last sync failed, as far as the sync state says: a refused session pauses the outbox,
 * a server that does not answer leaves the engine's "no connection" message, anything else is
 * the server's or the engine's own message. null: it did not fail.
 */
function stuckBecause(status: OutboxStatusView, since: string): StuckOutbox | null {
  if (status.paused === 'auth') return { reason: 'auth', since };
  if (status.lastError === null) return null;
  return noAnswer.has(status.lastError)
    ? { reason: 'unreachable', since }
    : { reason: 'error', since, error: status.lastError };
}

/**
 * Changes this young on an online device whose last sync went well are on their way (a command
 * is pushed within a second): no storage warning for them, or the bar would flash one after
 * every command at the counter.
 */
export const ON_THEIR_WAY_MS = 60_000;

/**
 * What staff must be warned of about the waiting changes: storage the browser may clear, and
 * changes that have waited more than STALE_OUTBOX_DAYS while the device is online but its last
 * sync failed. Offline, nothing is stuck: the changes go when the network is back.
 */
export function outboxWarnings(
  status: OutboxStatusView,
  device: { online: boolean; persisted: boolean | null; now: Date },
): OutboxWarnings {
  const waiting = status.pending > 0;
  const since = status.oldestWaitingAt;
  const failed = status.paused === 'auth' || status.lastError !== null;
  const onTheirWay =
    device.online &&
    !failed &&
    since !== null &&
    device.now.getTime() - Date.parse(since) < ON_THEIR_WAY_MS;
  const storageAtRisk = waiting && device.persisted === false && !onTheirWay;
  const stuck =
    waiting && device.online && since !== null && isStaleOutbox(since, device.now)
      ? stuckBecause(status, since)
      : null;
  return { storageAtRisk, stuck };
}

/**
 * "kl. 08:05" today, else the date alone ("23.11.2026"): the bar has one line for it, beside
 * "Synkroniser nå" on a 1024 px tablet.
 */
function shortSince(since: string, now: Date): string {
  const date = localIsoDate(since);
  return date === todayIsoDate(now)
    ? format(parseISO(since), "'kl.' HH:mm")
    : formatDottedDate(date);
}

/**
 * The sync bar's warning, in place of "Sist synkronisert" (the bar keeps to its height), with
 * the text of its link to Innstillinger; null when all is safe. At risk: since when changes wait,
 * and that the storage is not kept. Stuck: since when, and what to do, in short.
 */
export function syncBarWarning(
  warnings: OutboxWarnings,
  oldestWaitingAt: string | null,
  now: Date,
): { text: string; link: string } | null {
  const { stuck, storageAtRisk } = warnings;
  if ((!stuck && !storageAtRisk) || oldestWaitingAt === null) return null;
  const since = t.waitingSinceShort(shortSince(oldestWaitingAt, now));
  return stuck
    ? { text: `${since} ${t.stuckTodo[stuck.reason]}`, link: t.seeSettings }
    : { text: since, link: t.storageNotKept };
}

/** Innstillinger: why the stuck changes do not reach the server, and the steps to take. */
export function stuckAdvice(stuck: StuckOutbox): { why: string; steps: string[] } {
  const why = stuck.reason === 'error' ? t.stuckWhy.error(stuck.error) : t.stuckWhy[stuck.reason];
  return { why, steps: [t.stuckSteps[stuck.reason], t.stuckExport] };
}

/** Innstillinger: "Den eldste ble gjort … (for 4 dager siden)." */
export function waitingSinceText(since: string, now: Date): string {
  return t.waitingSince(formatLongDateTime(since), daysWaited(since, now) ?? 0);
}
