import type { UtstyrsbodDb } from '../database';
import type { OutboxEntry, SessionRow, SyncStateRow } from './hut-types';

/** Entries the server has not decided on yet. */
const WAITING = ['pending', 'sent'] as const;

/**
 * Entries the current session may push, in device order: its own user's, whichever hut they were
 * made at (the server checks the user's access per op), so work done before a hut switch is not
 * left waiting. Other users' entries wait for their own sign-in.
 */
export async function pushableEntries(
  db: UtstyrsbodDb,
  session: Pick<SessionRow, 'userId'>,
): Promise<OutboxEntry[]> {
  return db.outbox
    .where('status')
    .anyOf(WAITING)
    .filter((e) => e.actorId === session.userId)
    .sortBy('seq');
}

export function emptySyncState(companyId: number): SyncStateRow {
  return {
    companyId,
    cursor: null,
    lastPullAt: null,
    lastPushAt: null,
    lastError: null,
    paused: null,
  };
}

/** Updates the hut's sync state, creating it on first use. Call in or out of a transaction. */
export async function patchSyncState(
  db: UtstyrsbodDb,
  companyId: number,
  patch: Partial<Omit<SyncStateRow, 'companyId'>>,
): Promise<void> {
  await db.transaction('rw', db.syncState, async () => {
    const current = (await db.syncState.get(companyId)) ?? emptySyncState(companyId);
    await db.syncState.put({ ...current, ...patch });
  });
}

export interface OutboxStatusView {
  /** Entries not yet decided by the server (also those waiting for another user or hut). */
  pending: number;
  /** Refused by the server at this hut and not yet seen: shown with the Norwegian reason. */
  rejected: number;
  /** The hut of the session, or null when nobody is signed in on this device. */
  companyId: number | null;
  /** Last successful pull (ISO-8601): the "sist synkronisert" time. */
  lastSyncAt: string | null;
  lastPushAt: string | null;
  lastError: string | null;
  paused: SyncStateRow['paused'];
  /** When the oldest entry still waiting was made (ISO-8601), or null when none waits. */
  oldestWaitingAt: string | null;
}

/**
 * The oldest waiting entry's time. Ids are UUIDv7 of the entry's own time, and an index keeps
 * equal keys in primary-key order, so the first entry of each waiting status is its oldest: two
 * reads, however long the outbox.
 */
async function oldestWaitingAt(db: UtstyrsbodDb): Promise<string | null> {
  const firsts = await Promise.all(
    WAITING.map((status) => db.outbox.where('status').equals(status).first()),
  );
  const times = firsts.flatMap((entry) => (entry ? [entry.createdAt] : []));
  // Compared as instants: a contract allows any offset, not only the Z this device writes.
  return times.reduce<string | null>(
    (oldest, at) => (oldest === null || Date.parse(at) < Date.parse(oldest) ? at : oldest),
    null,
  );
}

/**
 * The sync indicator's numbers, read from Dexie only, so `useLiveQuery(() => outboxStatus(db))`
 * updates by itself in every tab, whichever tab or the worker synced.
 */
export async function outboxStatus(db: UtstyrsbodDb): Promise<OutboxStatusView> {
  const [pending, session, oldest] = await Promise.all([
    db.outbox.where('status').anyOf(WAITING).count(),
    db.session.get('session'),
    oldestWaitingAt(db),
  ]);
  const companyId = session?.companyId ?? null;
  const rejected =
    companyId === null
      ? 0
      : await db.outbox
          .where('status')
          .equals('rejected')
          .filter((e) => e.companyId === companyId)
          .count();
  const state = companyId === null ? undefined : await db.syncState.get(companyId);
  return {
    pending,
    rejected,
    companyId,
    lastSyncAt: state?.lastPullAt ?? null,
    lastPushAt: state?.lastPushAt ?? null,
    lastError: state?.lastError ?? null,
    paused: state?.paused ?? null,
    oldestWaitingAt: oldest,
  };
}

/** Refused entries of the hut not yet seen by staff, newest first (listed under Avvik). */
export async function rejectedEntries(db: UtstyrsbodDb, companyId: number): Promise<OutboxEntry[]> {
  const rows = await db.outbox
    .where('status')
    .equals('rejected')
    .filter((e) => e.companyId === companyId)
    .sortBy('seq');
  return rows.reverse();
}

/**
 * Staff have read why the server refused an entry: it stops counting as a problem. Nothing is
 * deleted at once; it goes with the decided entries after a while.
 */
export async function dismissRejected(db: UtstyrsbodDb, id: string): Promise<boolean> {
  return db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(id);
    if (entry?.status !== 'rejected') return false;
    await db.outbox.update(id, { status: 'dismissed' });
    return true;
  });
}

/** The Norwegian reason shown next to a refused or held entry; null when there is none. */
export function entryMessage(entry: Pick<OutboxEntry, 'result'>): string | null {
  const result = entry.result;
  if (!result) return null;
  if (result.outcome === 'duplicate') {
    return result.original.outcome === 'rejected' ? result.original.message : null;
  }
  if (result.outcome === 'held') return result.message;
  if (result.outcome !== 'rejected') return null;
  // A malformed op says which field, and why: staff need the why (e.g. an old attach without
  // the lookup that proves it) more than "ugyldig".
  const why = Object.values(result.fields ?? {})[0]?.[0];
  return why && why !== result.message ? `${result.message} ${why}` : result.message;
}

/** Decided entries older than this are dropped; refused ones are kept until staff have seen them. */
export async function pruneApplied(db: UtstyrsbodDb, before: string): Promise<number> {
  return db.outbox
    .where('status')
    .anyOf('applied', 'dismissed')
    .filter((e) => e.createdAt < before)
    .delete();
}
