import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { NoticeKind } from '../../shared/domain/statuses';

interface Notice {
  kind: NoticeKind;
  message: string;
  /** Set for notices a job makes: a second run (or another process) adds nothing. */
  dedupeKey?: string;
}

/**
 * The bell's notices (DESIGN: rows written in the transaction of the event that causes them).
 * Staff notices belong to the hut (user_id null): every staff member and admin of it sees them.
 */
export async function noticeToStaff(
  trx: Kysely<Database>,
  hut: number,
  notice: Notice,
  at: string,
): Promise<void> {
  await insertNotice(trx, { user_id: null, company_id: hut }, notice, at);
}

/** A notice for one person (their activation, their loans); `hut` says where it is from. */
export async function noticeToPerson(
  trx: Kysely<Database>,
  userId: number,
  hut: number | null,
  notice: Notice,
  at: string,
): Promise<void> {
  await insertNotice(trx, { user_id: userId, company_id: hut }, notice, at);
}

async function insertNotice(
  trx: Kysely<Database>,
  to: { user_id: number | null; company_id: number | null },
  notice: Notice,
  at: string,
): Promise<void> {
  await trx
    .insertInto('notifications')
    .values({
      ...to,
      kind: notice.kind,
      message: notice.message,
      read_at: null,
      created_at: at,
      dedupe_key: notice.dedupeKey ?? null,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
}
