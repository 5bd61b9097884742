import { hutTables } from '../db/hut/local-context';
import { replayPendingOps } from '../db/hut/local-ops';
import { emptySyncState } from '../db/hut/outbox-store';
import { rowsBelongTo, writeServerRows } from '../db/hut/server-rows';
import { syncMessages } from '../shared/contracts/sync';
import type { EngineContext, StepFailure } from './outbox-engine-types';
import { notifyAppOutdated } from './app-outdated';
import { readPullAnswer } from './pull-answer';
import {
  isAuthStatus,
  noteServerProtocol,
  PULL_URL,
  requestInit,
  UPDATE_REQUIRED_STATUS,
} from './outbox-http';
import { outboxSyncTexts as t } from '../i18n/nb/outbox-sync';
import { noteServerEpoch } from '../db/hut/server-epoch';
import { answerEpoch, SYNC_EPOCH_HEADER } from '../shared/contracts/sync-epoch';

export interface PullSummary {
  pulled: 'full' | 'delta' | 'none';
  cursor: number;
}

/**
 * Pulls the session's hut since this device's cursor (none: a full snapshot) and stores it in
 * ONE transaction with the pending entries replayed on top, so the counter never shows a state
 * without this device's unsynced work. Network first; never a fetch inside the transaction.
 */
export async function pullHut(ctx: EngineContext): Promise<PullSummary | StepFailure> {
  const { db } = ctx;
  const hut = ctx.session.companyId;
  const since = (await db.syncState.get(hut))?.cursor ?? null;
  const url = since === null ? PULL_URL : `${PULL_URL}?since=${since}`;

  let response: Response;
  try {
    response = await ctx.fetch(url, requestInit({ headers: { Accept: 'application/json' } }));
  } catch {
    return { kind: 'network' };
  }
  noteServerProtocol(response);
  // A restored database: the run puts the decided entries back to waiting and starts again.
  const epoch = answerEpoch(response.headers.get(SYNC_EPOCH_HEADER));
  if ((await noteServerEpoch(db, epoch, ctx.now().getTime())) === 'changed' && epoch !== null) {
    return { kind: 'epoch', epoch };
  }
  if (isAuthStatus(response.status)) return { kind: 'auth' };
  if (!response.ok) {
    const message =
      response.status === 409
        ? t.noCompany
        : response.status === 403
          ? t.forbidden
          : response.status === UPDATE_REQUIRED_STATUS
            ? syncMessages.updateRequired
            : t.serverError(response.status);
    return { kind: 'server', status: response.status, message };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { kind: 'server', status: response.status, message: t.invalidResponse };
  }
  // Rows of a newer server (a status or field this bundle does not know) are kept, and staff
  // are asked to update; only an answer that is not a pull at all stops the pull.
  const parsed = readPullAnswer(body);
  if (!parsed) return { kind: 'server', status: response.status, message: t.invalidResponse };
  if (parsed.newer.length > 0) notifyAppOutdated('newer');
  const { cursor, full, changes } = parsed.answer;
  if (changes && !rowsBelongTo(changes, hut)) {
    return { kind: 'server', status: response.status, message: t.otherHut };
  }

  const at = ctx.now().toISOString();
  if (!full && !changes) {
    // Nothing new (the usual case): touch only the sync state, so the counter's commands never
    // wait behind a lock on every hut table for a pull that changes nothing.
    await db.transaction('rw', db.syncState, async () => {
      const state = (await db.syncState.get(hut)) ?? emptySyncState(hut);
      await db.syncState.put({ ...state, cursor, lastPullAt: at, lastError: null });
    });
    return { pulled: 'none', cursor };
  }
  await db.transaction('rw', hutTables(db), async () => {
    if (full || changes) {
      await writeServerRows(db, changes ?? {}, full, true);
      await replayPendingOps(db, hut);
    }
    // The tables hold one hut: after a snapshot, other huts' cursors no longer describe them.
    if (full) await db.syncState.where('companyId').notEqual(hut).modify({ cursor: null });
    const state = (await db.syncState.get(hut)) ?? emptySyncState(hut);
    await db.syncState.put({ ...state, cursor, lastPullAt: at, lastError: null });
  });
  return { pulled: full ? 'full' : changes ? 'delta' : 'none', cursor };
}
