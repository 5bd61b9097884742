import type { Kysely } from 'kysely';
import { INBOX_LIMIT } from '../../../shared/contracts/network';
import type {
  ContactMessage,
  InboxResponse,
  MessageStatusResponse,
} from '../../../shared/contracts/network';
import type { ContactMessageStatus } from '../../../shared/domain/statuses';
import { CONTACT_MESSAGE_STATUSES, isOneOf } from '../../../shared/domain/statuses';
import { networkMessages as texts } from '../../../shared/texts/network';
import { nowIso } from '../../db/clock';
import type { Database } from '../../db/schema';
import { countAll } from '../../db/sql-helpers';
import { notFound } from '../../errors';

/** Messages with the name of whoever handled them last. */
const messages = (db: Kysely<Database>) =>
  db
    .selectFrom('contact_messages as m')
    .leftJoin('users as u', 'u.id', 'm.handled_by')
    .select([
      'm.id',
      'm.subject',
      'm.name',
      'm.phone',
      'm.email',
      'm.message',
      'm.status',
      'm.created_at',
      'm.handled_at',
      'u.name as handled_by_name',
    ]);

/** The inbox, newest first, of one status or all; with the count of each status. */
export async function listInbox(
  db: Kysely<Database>,
  status: ContactMessageStatus | undefined,
): Promise<InboxResponse> {
  let query = messages(db);
  if (status) query = query.where('m.status', '=', status);
  const [rows, grouped] = await Promise.all([
    query.orderBy('m.created_at', 'desc').orderBy('m.id', 'desc').limit(INBOX_LIMIT).execute(),
    db
      .selectFrom('contact_messages')
      .select(['status', countAll().as('n')])
      .groupBy('status')
      .execute(),
  ]);
  const counts = { new: 0, answered: 0, closed: 0 };
  for (const row of grouped) {
    if (isOneOf(CONTACT_MESSAGE_STATUSES, row.status)) counts[row.status] = Number(row.n);
  }
  return { messages: rows, counts };
}

/** Marks a message new, answered or closed (again: the same status twice changes nothing). */
export async function setMessageStatus(
  db: Kysely<Database>,
  actorId: number,
  id: number,
  status: ContactMessageStatus,
): Promise<MessageStatusResponse> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('contact_messages')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound(texts.messageNotFound);
    if (row.status === status) return;
    await trx
      .updateTable('contact_messages')
      .set({ status, handled_at: nowIso(), handled_by: actorId })
      .where('id', '=', id)
      .execute();
  });
  const message: ContactMessage = await messages(db)
    .where('m.id', '=', id)
    .executeTakeFirstOrThrow();
  return { contact_message: message, message: texts.messageStatus[status] };
}
