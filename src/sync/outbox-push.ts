import { hutTables } from '../db/hut/local-context';
import { replayPendingOps, toWireOp } from '../db/hut/local-ops';
import type { OutboxEntry, OutboxResult } from '../db/hut/hut-types';
import { emptySyncState, pushableEntries } from '../db/hut/outbox-store';
import { writeOpResults } from '../db/hut/server-rows';
import type { SyncChanges } from '../shared/contracts/sync-rows';
import {
  MAX_PUSH_OPS,
  pushResponseSchema,
  syncMessages as m,
  syncRejectCodes as codes,
  type PushResult,
} from '../shared/contracts/sync';
import type { EngineContext, StepFailure } from './outbox-engine-types';
import {
  HttpStatusError,
  isAuthStatus,
  noteServerProtocol,
  PUSH_URL,
  postJsonInit,
  UPDATE_REQUIRED_STATUS,
} from './outbox-http';
import { outboxSyncTexts as t } from '../i18n/nb/outbox-sync';
import { noteServerEpoch, storedServerEpoch } from '../db/hut/server-epoch';
import { answerEpoch, SYNC_EPOCH_HEADER } from '../shared/contracts/sync-epoch';

/** A push naming an older database epoch than the server's (a restored database). */
const EPOCH_CHANGED_STATUS = 409;

/**
 * Refusals about the delivery, not the op (server: not stored). The entry stays pending for a
 * session that may push it, e.g. its own user signing in again, or for a server that knows its
 * op version (a bundle newer than the server, during an upgrade).
 */
const DELIVERY_CODES: readonly string[] = [
  codes.actorMismatch,
  codes.forbidden,
  codes.companyNotFound,
  codes.opVersionAhead,
];

export interface PushSummary {
  pushed: number;
  rejected: number;
  /** Entries the server would not take from this session; their message is in lastError. */
  held: number;
  heldMessage: string | null;
}

/**
 * Pushes the session's pending entries in device order, in batches of at most 500. A failed
 * batch stays as it is and is sent whole next time; the server's idempotency makes that safe.
 */
export async function pushOutbox(ctx: EngineContext): Promise<PushSummary | StepFailure> {
  const entries = await pushableEntries(ctx.db, ctx.session);
  const summary: PushSummary = { pushed: 0, rejected: 0, held: 0, heldMessage: null };
  if (entries.length === 0) return summary;

  let token: string;
  try {
    token = await ctx.getXsrfToken();
  } catch (error) {
    return failure(error);
  }
  for (let start = 0; start < entries.length; start += MAX_PUSH_OPS) {
    const batch = entries.slice(start, start + MAX_PUSH_OPS);
    const answer = await sendBatch(ctx, batch, token);
    if ('kind' in answer) return answer;
    const done = await reconcile(ctx, batch, answer.results);
    summary.pushed += done.decided;
    summary.rejected += done.rejected;
    summary.held += done.held;
    summary.heldMessage = done.heldMessage ?? summary.heldMessage;
    // The server held an op it does not know yet (and every op after it in that push): the
    // later batches wait too, so no op overtakes one it may build on (device order).
    if (answer.results.some(isAhead)) {
      summary.held += entries.length - (start + batch.length);
      break;
    }
  }
  return summary;
}

const isAhead = (result: PushResult) =>
  result.outcome === 'rejected' && result.code === codes.opVersionAhead;

function failure(error: unknown): StepFailure {
  if (error instanceof HttpStatusError) {
    if (isAuthStatus(error.status)) return { kind: 'auth' };
    const message =
      error.status === UPDATE_REQUIRED_STATUS ? m.updateRequired : t.serverError(error.status);
    return { kind: 'server', status: error.status, message };
  }
  return { kind: 'network' };
}

async function sendBatch(
  ctx: EngineContext,
  batch: OutboxEntry[],
  token: string,
): Promise<{ results: PushResult[] } | StepFailure> {
  const at = ctx.now().toISOString();
  // One request for the batch: the counter's next command waits behind this write.
  await ctx.db.outbox.bulkUpdate(
    batch.map((entry) => ({
      key: entry.id,
      changes: { status: 'sent', attempts: entry.attempts + 1, lastAttemptAt: at },
    })),
  );
  const known = await storedServerEpoch(ctx.db);
  const init = postJsonInit(token, { ops: batch.map(toWireOp) });
  // The epoch this device last saw: a restored server refuses the push before applying any of it.
  if (known !== null) init.headers = { ...init.headers, [SYNC_EPOCH_HEADER]: known };
  let response: Response;
  try {
    response = await ctx.fetch(PUSH_URL, init);
  } catch {
    return { kind: 'network' };
  }
  noteServerProtocol(response);
  const epoch = answerEpoch(response.headers.get(SYNC_EPOCH_HEADER));
  if (response.status === EPOCH_CHANGED_STATUS && epoch !== null && epoch !== known) {
    return { kind: 'epoch', epoch };
  }
  if (!response.ok) return failure(new HttpStatusError(response.status));
  await noteServerEpoch(ctx.db, epoch, ctx.now().getTime());
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { kind: 'server', status: response.status, message: t.invalidResponse };
  }
  const parsed = pushResponseSchema.safeParse(body);
  if (!parsed.success)
    return { kind: 'server', status: response.status, message: t.invalidResponse };
  return parsed.data;
}

// A type, not an interface: Dexie's UpdateSpec takes it as the changes of a bulkUpdate.
type Decision = {
  status: OutboxEntry['status'];
  result: OutboxResult;
};

function decide(result: PushResult): Decision {
  switch (result.outcome) {
    case 'applied':
    case 'exception':
      return { status: 'applied', result };
    case 'duplicate':
      return {
        status: result.original.outcome === 'rejected' ? 'rejected' : 'applied',
        result: { outcome: 'duplicate', original: result.original },
      };
    case 'rejected':
      return DELIVERY_CODES.includes(result.code)
        ? {
            status: 'pending',
            result: { outcome: 'held', code: result.code, message: result.message },
          }
        : { status: 'rejected', result };
  }
}

/**
 * One transaction per batch: every entry's decision, the rows the server returned, and the
 * still-pending entries laid on top again. A rejection forgets the cursor, so the next pull is a
 * full snapshot that also takes back the refused op's optimistic rows. The counter's commands
 * wait behind this transaction over every hut table, so it makes one write per table, not one
 * per entry (issue 12).
 */
async function reconcile(ctx: EngineContext, batch: OutboxEntry[], results: PushResult[]) {
  const { db } = ctx;
  const byId = new Map(results.map((r) => [r.opId, r]));
  const counts = { decided: 0, rejected: 0, held: 0, heldMessage: null as string | null };
  let refusedHere = false;
  const decisions: { key: string; changes: Decision }[] = [];
  const rows: SyncChanges[] = [];
  for (const entry of batch) {
    const result = byId.get(entry.id);
    // No answer for it: it stays 'sent' and goes again with the next push.
    if (!result) continue;
    const decision = decide(result);
    decisions.push({ key: entry.id, changes: decision });
    if (decision.result.outcome === 'held') {
      counts.held += 1;
      counts.heldMessage = decision.result.message;
      continue;
    }
    counts.decided += 1;
    // The tables hold the session's hut only: another hut's rows come with its own pull.
    const here = entry.companyId === ctx.session.companyId;
    if (decision.status === 'rejected') {
      counts.rejected += 1;
      // Its optimistic rows are in this hut's tables only when it was made here.
      if (here) refusedHere = true;
    }
    // A replay's stored rows may be older than what this device has pulled since: skip them.
    if (here && (result.outcome === 'applied' || result.outcome === 'exception')) {
      rows.push(result.rows);
    }
  }
  await db.transaction('rw', hutTables(db), async () => {
    await Promise.all([db.outbox.bulkUpdate(decisions), writeOpResults(db, rows)]);
    await replayPendingOps(db, ctx.session.companyId);
    const hut = ctx.session.companyId;
    const state = (await db.syncState.get(hut)) ?? emptySyncState(hut);
    await db.syncState.put({
      ...state,
      cursor: refusedHere ? null : state.cursor,
      lastPushAt: ctx.now().toISOString(),
    });
  });
  return counts;
}
