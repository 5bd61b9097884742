import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { useOnline } from '../../components/ui/use-online';
import { getDb } from '../../db/database';
import {
  keepNotices,
  markNoticeLocally,
  noticeConfirmed,
  readNotices,
  type NoticeRow,
} from '../../db/notice-store';
import { useAppDispatch } from '../../state/hooks';
import { noticesApi } from './notices-api';

/** How often an open app asks for new notices (events happen at other devices too). */
const REFRESH_MS = 60_000;

/**
 * The signed-in person's notices from the device (offline too), refreshed from the server when
 * online, with ticks made offline sent once the network is back.
 */
export function useNotices(ownerId: number) {
  const dispatch = useAppDispatch();
  const online = useOnline();
  const rows = useLiveQuery(() => readNotices(getDb(), ownerId), [ownerId]);

  const send = useCallback(
    async (row: Pick<NoticeRow, 'id'>, read: boolean) => {
      const sent = dispatch(noticesApi.endpoints.markNotice.initiate({ id: row.id, read }));
      const answer = await sent;
      // Refused or offline: the tick stays on the device and is sent with the next refresh.
      if (answer.data) await noticeConfirmed(getDb(), answer.data);
    },
    [dispatch],
  );

  const refresh = useCallback(async () => {
    const db = getDb();
    for (const row of await readNotices(db, ownerId)) {
      if (row.pendingRead !== null) await send(row, row.pendingRead);
    }
    const answer = await dispatch(
      noticesApi.endpoints.notices.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
    if (answer.data) await keepNotices(db, ownerId, answer.data.notices);
  }, [dispatch, ownerId, send]);

  // The counter's last pull (staff): events at the hut usually come with one, so the bell asks
  // again after each, not only on its timer.
  const lastPull = useLiveQuery(
    async () => (await getDb().syncState.toArray()).map((s) => s.lastPullAt ?? '').join(),
    [],
  );

  useEffect(() => {
    if (!online) return;
    void refresh().catch(() => undefined);
    const timer = setInterval(() => void refresh().catch(() => undefined), REFRESH_MS);
    return () => clearInterval(timer);
  }, [online, refresh, lastPull]);

  // A tick shows at once: the box is controlled, and the device's row changes a moment later.
  const [ticked, setTicked] = useState<ReadonlyMap<number, boolean>>(new Map());
  const toggle = useCallback(
    async (id: number, read: boolean) => {
      setTicked((marks) => new Map(marks).set(id, read));
      await markNoticeLocally(getDb(), id, read);
      if (online) await send({ id }, read);
    },
    [online, send],
  );
  // Once the device's rows say the same, the marks have done their work (adjusted while
  // rendering, React's way for state that follows other data; no extra effect pass).
  const [seenRows, setSeenRows] = useState(rows);
  if (rows !== seenRows) {
    setSeenRows(rows);
    const settled = [...ticked].every(
      ([id, read]) => rows?.find((r) => r.id === id)?.read === read,
    );
    if (ticked.size > 0 && settled) setTicked(new Map());
  }
  const shown = rows?.map((row) => {
    const read = ticked.get(row.id);
    return read === undefined ? row : { ...row, read };
  });

  return { rows: shown, toggle };
}
