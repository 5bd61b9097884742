import { registerSyncTrigger } from '../../db/commands/sync-trigger';
import { getDb } from '../../db/database';
import { clearSyncSession, setSyncSession } from '../../db/hut/session';
import { requestBackgroundSync } from '../background-sync-request';
import { backoffDelay } from '../outbox-backoff';
import { serverAnswers } from '../outbox-http';
import { OUTBOX_SYNC_TAG, syncNow, type OutboxSyncResult } from '../outbox-sync';

/** While all is well: how often a visible page pulls other devices' changes. */
const INTERVAL_MS = 60_000;
/**
 * While the server does not answer: how often a visible page asks whether it does again (from
 * half to one and a half times this, jittered: 0.4–1.1 s). Short on purpose: the outbox must
 * drain within about 2 s of the server's return, after an outage of any length; a backoff would
 * outlast it.
 */
const PROBE_MS = 750;

let stop: (() => void) | null = null;
/**
 * Failed runs the server had a say in (it answered with an error, or answered the probe and
 * then failed the run): the backoff grows with these only. Runs that failed while it did not
 * answer at all are the probe's business, and do not count: after an outage of any length, with
 * any number of commands tried meanwhile, the first retry waits at most the base delay.
 */
let failures = 0;
let timer: ReturnType<typeof setTimeout> | null = null;
/** The last sync was started because the server answered a probe. */
let probeAnswered = false;

function schedule(delay: number): void {
  if (timer !== null) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    if (document.visibilityState === 'visible') requestOutboxSync();
    else schedule(INTERVAL_MS);
  }, delay);
}

function settle(result: OutboxSyncResult): void {
  // Stopped while the run was going (logout, a new session): nothing more to schedule.
  if (!stop) return;
  const afterProbe = probeAnswered;
  probeAnswered = false;
  switch (result.kind) {
    case 'synced':
      failures = 0;
      schedule(INTERVAL_MS);
      return;
    case 'offline':
      // The `online` event (or the worker's Background Sync) brings the next attempt.
      if (timer !== null) clearTimeout(timer);
      timer = null;
      void requestBackgroundSync(OUTBOX_SYNC_TAG);
      return;
    case 'failed':
      if (result.reason === 'network') void requestBackgroundSync(OUTBOX_SYNC_TAG);
      // No answer: ask again until there is one. But when the server answered the probe and
      // still failed the sync (it crashes on the push, or hangs), asking once a second would
      // hammer it: back off as for any error it answers with.
      if (result.reason === 'network' && !afterProbe) {
        probeUntilAnswered();
        return;
      }
      failures += 1;
      schedule(backoffDelay(failures));
      return;
    case 'paused':
    case 'idle':
      // Waiting for a sign-in or a hut choice: bindOutboxSession restarts it.
      if (timer !== null) clearTimeout(timer);
      timer = null;
  }
}

/**
 * Asks the server (one small GET) until it answers, then syncs. A hidden page leaves it to the
 * `visibilitychange` and `online` triggers and the worker's Background Sync.
 */
function probeUntilAnswered(): void {
  if (timer !== null) clearTimeout(timer);
  timer = setTimeout(
    () => {
      timer = null;
      if (document.visibilityState !== 'visible') {
        schedule(backoffDelay(failures));
        return;
      }
      void serverAnswers(globalThis.fetch.bind(globalThis)).then((answers) => {
        // Stopped, or another trigger (a command, `online`) scheduled something meanwhile.
        if (!stop || timer !== null) return;
        if (!answers) {
          probeUntilAnswered();
          return;
        }
        probeAnswered = true;
        requestOutboxSync();
      });
    },
    PROBE_MS * (0.5 + Math.random()),
  );
}

/** Push and pull now (coalesced with a run already going). */
export function requestOutboxSync(): void {
  if (!stop) return;
  void syncNow().then(settle);
}

/** After a command: a burst at the counter (a cart of five units) goes as one push. */
const COMMAND_QUIET_MS = 250;
const COMMAND_MAX_WAIT_MS = 1_000;
let commandTimer: ReturnType<typeof setTimeout> | null = null;
let firstCommandAt: number | null = null;

function requestAfterCommand(): void {
  const now = Date.now();
  firstCommandAt ??= now;
  if (commandTimer !== null) clearTimeout(commandTimer);
  const wait = Math.max(0, Math.min(COMMAND_QUIET_MS, firstCommandAt + COMMAND_MAX_WAIT_MS - now));
  commandTimer = setTimeout(() => {
    commandTimer = null;
    firstCommandAt = null;
    requestOutboxSync();
  }, wait);
}

/**
 * Drives the outbox sync in a page, for Safari/iOS and Firefox (no Background Sync) and as the
 * quick path everywhere: on start, on `online`, when the tab becomes visible, shortly after
 * commands (a burst goes as one push, within a second), every minute, and, while the server does
 * not answer, as soon as it answers again (probeUntilAnswered). Idempotent.
 */
export function startOutboxSync(): () => void {
  if (stop) return stop;
  const unregister = registerSyncTrigger(requestAfterCommand);
  const onVisible = () => {
    if (document.visibilityState === 'visible') requestOutboxSync();
  };
  window.addEventListener('online', requestOutboxSync);
  document.addEventListener('visibilitychange', onVisible);
  stop = () => {
    unregister();
    window.removeEventListener('online', requestOutboxSync);
    document.removeEventListener('visibilitychange', onVisible);
    if (timer !== null) clearTimeout(timer);
    if (commandTimer !== null) clearTimeout(commandTimer);
    timer = null;
    commandTimer = null;
    firstCommandAt = null;
    failures = 0;
    probeAnswered = false;
    stop = null;
  };
  requestOutboxSync();
  return stop;
}

/**
 * Tells the sync who is signed in and which hut the server session has chosen: after login,
 * after choosing a hut (also lifting an 'auth' pause), and with null at logout (the outbox is
 * kept for its user's next sign-in).
 */
export async function bindOutboxSession(
  session: { userId: number; companyId: number | null } | null,
): Promise<void> {
  const db = getDb();
  if (session) await setSyncSession(db, session);
  else await clearSyncSession(db);
  failures = 0;
  requestOutboxSync();
}
