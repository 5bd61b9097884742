import type { Notice } from '../shared/contracts/notices';
import type { UtstyrsbodDb } from './database';

/**
 * The bell's notices kept on the device, per signed-in person (`ownerId`), so the bell shows them
 * offline. The server is the truth; a tick made offline is kept as `pendingRead` until the server
 * has it, and a refresh from the server does not undo it meanwhile.
 */
export interface NoticeRow extends Notice {
  ownerId: number;
  /** The read state this device set and the server has not confirmed yet; null: none. */
  pendingRead: boolean | null;
}

export async function readNotices(db: UtstyrsbodDb, ownerId: number): Promise<NoticeRow[]> {
  const rows = await db.notices.where('ownerId').equals(ownerId).toArray();
  return rows.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

/** The server's list replaces the person's notices; ticks not yet sent stay as ticked. */
export async function keepNotices(
  db: UtstyrsbodDb,
  ownerId: number,
  notices: readonly Notice[],
): Promise<void> {
  await db.transaction('rw', db.notices, async () => {
    const pending = new Map(
      (await db.notices.where('ownerId').equals(ownerId).toArray())
        .filter((row) => row.pendingRead !== null)
        .map((row) => [row.id, row.pendingRead]),
    );
    await db.notices.where('ownerId').equals(ownerId).delete();
    await db.notices.bulkPut(
      notices.map((n) => {
        const mark = pending.get(n.id) ?? null;
        return { ...n, ownerId, read: mark ?? n.read, pendingRead: mark };
      }),
    );
  });
}

/** A tick or untick on this device, before (or without) the server. */
export async function markNoticeLocally(
  db: UtstyrsbodDb,
  id: number,
  read: boolean,
): Promise<void> {
  await db.notices.update(id, { read, pendingRead: read });
}

/** The server has the read state: nothing left to send. */
export async function noticeConfirmed(db: UtstyrsbodDb, notice: Notice): Promise<void> {
  await db.notices.update(notice.id, { read: notice.read, pendingRead: null });
}
