import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from '../errors';
import type { Notice } from '../../shared/contracts/notices';
import { noticeTexts } from '../../shared/texts/notices';

/** The bell holds this many; older notices stay in the database (and in the data export). */
const LIMIT = 50;

/** Huts where the person is staff or admin: their staff notices are theirs to read. */
const staffHuts = (db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('company_user')
    .select('company_id')
    .where('user_id', '=', userId)
    .where('role', 'in', ['staff', 'admin']);

/** Who may see a notice: its person, or the staff of its hut (never another hut's). */
const visibleTo = (db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('notifications')
    .where((eb) =>
      eb.or([
        eb('user_id', '=', userId),
        eb.and([eb('user_id', 'is', null), eb('company_id', 'in', staffHuts(db, userId))]),
      ]),
    );

export async function listNotices(db: Kysely<Database>, userId: number): Promise<Notice[]> {
  const rows = await visibleTo(db, userId)
    .select(['id', 'kind', 'message', 'read_at', 'created_at', 'company_id'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(LIMIT)
    .execute();
  return rows.map(({ read_at, ...row }) => ({ ...row, read: read_at !== null }));
}

/** Tick (read) or untick (unread); a notice the person may not see is "not found". */
export async function setNoticeRead(
  db: Kysely<Database>,
  userId: number,
  noticeId: number,
  read: boolean,
  at: string,
): Promise<Notice> {
  const visible = await visibleTo(db, userId)
    .select('id')
    .where('id', '=', noticeId)
    .executeTakeFirst();
  if (!visible) throw notFound(noticeTexts.notFound);
  const row = await db
    .updateTable('notifications')
    .set({ read_at: read ? at : null })
    .where('id', '=', noticeId)
    .returning(['id', 'kind', 'message', 'read_at', 'created_at', 'company_id'])
    .executeTakeFirstOrThrow();
  const { read_at, ...rest } = row;
  return { ...rest, read: read_at !== null };
}
