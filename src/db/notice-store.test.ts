import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Notice } from '../shared/contracts/notices';
import { UtstyrsbodDb } from './database';
import { keepNotices, markNoticeLocally, noticeConfirmed, readNotices } from './notice-store';

const opened: UtstyrsbodDb[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) {
    db.close();
    await db.delete();
  }
});

const notice = (id: number, read = false): Notice => ({
  id,
  kind: 'new_user',
  message: `Varsel ${id}`,
  read,
  created_at: `2026-11-2${id}T08:00:00.000Z`,
  company_id: 10,
});

describe('the bell on the device', () => {
  it("keeps each person's notices apart, newest first", async () => {
    const db = new UtstyrsbodDb(`notices-${Math.random()}`);
    opened.push(db);
    await keepNotices(db, 1, [notice(1), notice(2)]);
    await keepNotices(db, 2, [notice(3)]);
    expect((await readNotices(db, 1)).map((n) => n.id)).toEqual([2, 1]);
    expect((await readNotices(db, 2)).map((n) => n.id)).toEqual([3]);
  });

  it('a tick made offline survives a refresh until the server confirms it', async () => {
    const db = new UtstyrsbodDb(`notices-${Math.random()}`);
    opened.push(db);
    await keepNotices(db, 1, [notice(1), notice(2, true)]);
    await markNoticeLocally(db, 1, true);
    await markNoticeLocally(db, 2, false);
    // The server still has the old states: the device keeps its ticks, marked as not sent.
    await keepNotices(db, 1, [notice(1), notice(2, true), notice(3)]);
    const rows = await readNotices(db, 1);
    expect(rows.map((n) => [n.id, n.read, n.pendingRead])).toEqual([
      [3, false, null],
      [2, false, false],
      [1, true, true],
    ]);
    await noticeConfirmed(db, { ...notice(1), read: true });
    expect((await db.notices.get(1))?.pendingRead).toBeNull();
    // A notice the server no longer sends leaves the device.
    await keepNotices(db, 1, [notice(3)]);
    expect((await readNotices(db, 1)).map((n) => n.id)).toEqual([3]);
  });
});
