/**
 * The outbox sync engine (docs/sync-protocol.md), shared by the page and the service worker:
 * push the session's pending entries in device order, then pull the hut's changes. No React, no
 * Redux. Single-flight in this context and, through the Web Locks API, across tabs and worker.
 */
import { getDb, type UtstyrsbodDb } from '../db/database';
import { patchSyncState, pruneApplied } from '../db/hut/outbox-store';
import { readSyncSession } from '../db/hut/session';
import type { EngineContext, StepFailure } from './outbox-engine-types';
import { fetchXsrfToken, isGatewayStatus } from './outbox-http';
import { pullHut, type PullSummary } from './outbox-pull';
import { pushOutbox, type PushSummary } from './outbox-push';
import { adoptServerEpoch } from '../db/hut/server-epoch';
import { syncMessages as m } from '../shared/texts/sync';
import { outboxSyncTexts as t } from '../i18n/nb/outbox-sync';

/** Background Sync tag the service worker answers by running this engine. */
export const OUTBOX_SYNC_TAG = 'outbox';
export const OUTBOX_LOCK_NAME = 'utstyrsbod-outbox';
/** Decided entries are kept this long for the sync screen, then dropped. */
const KEEP_APPLIED_MS = 14 * 24 * 60 * 60_000;
/**
 * Dropping them reads every decided entry (weeks of a hut's work) in a write transaction on the
 * outbox, which the counter's next command waits behind: once an hour is enough, not every sync.
 */
export const PRUNE_EVERY_MS = 60 * 60_000;
/** Per database (a test's, the page's): when this context last pruned it. */
const prunedAt = new WeakMap<UtstyrsbodDb, number>();

async function pruneNowAndThen(db: UtstyrsbodDb, now: Date): Promise<void> {
  const at = now.getTime();
  const last = prunedAt.get(db);
  if (last !== undefined && at - last < PRUNE_EVERY_MS && at >= last) return;
  prunedAt.set(db, at);
  await pruneApplied(db, new Date(at - KEEP_APPLIED_MS).toISOString());
}

export type OutboxSyncResult =
  | {
      kind: 'synced';
      pushed: number;
      rejected: number;
      held: number;
      pulled: PullSummary['pulled'];
    }
  | { kind: 'offline' }
  /** Nobody signed in on this device, or no hut chosen: nothing may be pushed. */
  | { kind: 'idle' }
  /** 401/419: kept, and waiting for staff to sign in again (setSyncSession resumes). */
  | { kind: 'paused' }
  /** network: no answer (or a proxy's 502/504); server: it answered with an error. */
  | { kind: 'failed'; reason: 'network' | 'server' | 'storage'; message: string };

export interface OutboxSyncDeps {
  db?: UtstyrsbodDb;
  fetch?: typeof fetch;
  /** Defaults to GET /csrf-cookie (body `{ token }`) with the same fetch. */
  getXsrfToken?: () => Promise<string>;
  now?: () => Date;
  isOnline?: () => boolean;
  /** Web Locks; defaults to navigator.locks where the browser has it. */
  locks?: Pick<LockManager, 'request'> | null;
}

function defaultIsOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function defaultLocks(): Pick<LockManager, 'request'> | null {
  return typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null;
}

const isFailure = <T extends object>(step: T | StepFailure): step is StepFailure => 'kind' in step;

/** One run: push, then pull. Call through syncNow, which keeps it single-flight. */
export async function runOutboxSync(deps: OutboxSyncDeps = {}): Promise<OutboxSyncResult> {
  const db = deps.db ?? getDb();
  if (!(deps.isOnline ?? defaultIsOnline)()) return { kind: 'offline' };
  const session = await readSyncSession(db);
  if (!session || session.companyId === null) return { kind: 'idle' };
  const hut = session.companyId;
  if ((await db.syncState.get(hut))?.paused === 'auth') return { kind: 'paused' };

  const doFetch = deps.fetch ?? globalThis.fetch.bind(globalThis);
  const ctx: EngineContext = {
    db,
    fetch: doFetch,
    getXsrfToken: deps.getXsrfToken ?? (() => fetchXsrfToken(doFetch)),
    now: deps.now ?? (() => new Date()),
    session: { userId: session.userId, companyId: hut },
  };

  let step = await pushThenPull(ctx);
  // The server's database was restored: the decided entries it may have lost go back to
  // waiting, and the run starts again with them first (docs/sync-protocol.md, "After a restore").
  if (isFailure(step) && step.kind === 'epoch') {
    await adoptServerEpoch(db, step.epoch, ctx.now().getTime());
    step = await pushThenPull(ctx);
  }
  if (isFailure(step)) return fail(ctx, step);
  const { pushed, pulled } = step;

  // Entries the server would not take from this session stay pending; say why.
  if (pushed.heldMessage) await patchSyncState(db, hut, { lastError: pushed.heldMessage });
  await pruneNowAndThen(db, ctx.now());
  return {
    kind: 'synced',
    pushed: pushed.pushed,
    rejected: pushed.rejected,
    held: pushed.held,
    pulled: pulled.pulled,
  };
}

async function pushThenPull(
  ctx: EngineContext,
): Promise<{ pushed: PushSummary; pulled: PullSummary } | StepFailure> {
  const pushed = await pushOutbox(ctx);
  if (isFailure(pushed)) return pushed;
  const pulled = await pullHut(ctx);
  if (isFailure(pulled)) return pulled;
  return { pushed, pulled };
}

async function fail(ctx: EngineContext, step: StepFailure): Promise<OutboxSyncResult> {
  const hut = ctx.session.companyId;
  switch (step.kind) {
    case 'auth':
      await patchSyncState(ctx.db, hut, { paused: 'auth', lastError: t.sessionExpired });
      return { kind: 'paused' };
    case 'network':
      await patchSyncState(ctx.db, hut, { lastError: t.networkError });
      return { kind: 'failed', reason: 'network', message: t.networkError };
    // The epoch changed again within one run: tried on the next run, as a server error.
    case 'epoch':
      await patchSyncState(ctx.db, hut, { lastError: m.epochChanged });
      return { kind: 'failed', reason: 'server', message: m.epochChanged };
    case 'server':
      await patchSyncState(ctx.db, hut, { lastError: step.message });
      // A proxy's 502/504 means the server itself did not answer: wait for it as for a network.
      return {
        kind: 'failed',
        reason: isGatewayStatus(step.status) ? 'network' : 'server',
        message: step.message,
      };
  }
}

async function runLocked(deps: OutboxSyncDeps): Promise<OutboxSyncResult> {
  const locks = deps.locks === undefined ? defaultLocks() : deps.locks;
  const run = () =>
    runOutboxSync(deps).catch((): OutboxSyncResult => ({
      kind: 'failed',
      reason: 'storage',
      message: t.storageError,
    }));
  // Waits for another tab or the worker to finish: it may not have seen this tab's new entries.
  return locks ? locks.request(OUTBOX_LOCK_NAME, run) : run();
}

let running: Promise<OutboxSyncResult> | null = null;
let queued: Promise<OutboxSyncResult> | null = null;

/**
 * Single-flight sync. A call during a run gets one follow-up run (shared by every such call),
 * so an entry committed mid-run is still pushed without a second concurrent push.
 */
export function syncNow(deps: OutboxSyncDeps = {}): Promise<OutboxSyncResult> {
  if (!running) {
    running = runLocked(deps).finally(() => {
      running = null;
    });
    return running;
  }
  if (!queued) {
    queued = running
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return syncNow(deps);
      });
  }
  return queued;
}
