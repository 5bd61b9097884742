import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { recordChange } from '../../db/change-log';
import { NO_PASSWORD } from '../../db/passwords';
import type { Database } from '../../db/schema';
import { newUuidV7 } from '../sync/ids';
import { noticeToStaff } from '../notices';
import { noticeTexts } from '../../../shared/texts/notices';
import { syncExceptionTexts } from '../../../shared/texts/sync';

export interface PossibleDuplicate {
  id: number;
  name: string;
  matchedOn: 'phone' | 'email';
}

/** Enough to decide on; more than a few people sharing one number is not one person. */
const MAX_MATCHES = 5;

/**
 * Other live records with the same phone number or email (both stored normalised) as the
 * person `userId`: candidates for Avvik's "possible duplicate", never merged without staff.
 */
export async function findPossibleDuplicates(
  db: Kysely<Database>,
  userId: number,
  person: { phone: string | null; email: string | null },
): Promise<PossibleDuplicate[]> {
  const { phone, email } = person;
  if (phone === null && email === null) return [];
  // Two people registered at the same moment with one number must still see each other: the
  // change-log lock (taken by every writer until commit) makes registrations look in turn, and
  // on PostgreSQL each statement after it sees what the one before committed.
  await sql`update change_log_lock set writes = writes + 1 where id = 1`.execute(db);
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'phone', 'email'])
    .where('id', '<>', userId)
    .where('merged_into', 'is', null)
    .where('deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        ...(phone === null ? [] : [eb('phone', '=', phone)]),
        ...(email === null ? [] : [eb('email', '=', email)]),
      ]),
    )
    .orderBy('id')
    .limit(MAX_MATCHES)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    matchedOn: phone !== null && r.phone === phone ? 'phone' : 'email',
  }));
}

/**
 * Someone registered online with the phone or email of a walk-in a counter registered earlier:
 * each hut of that walk-in gets a possible duplicate in Avvik (in the registration's
 * transaction), so staff can merge the two; nothing is merged without them.
 */
export async function reportWalkInDuplicates(
  trx: Kysely<Database>,
  user: { id: number; name: string; phone: string | null; email: string | null },
  at: string,
): Promise<void> {
  const walkIns = (await findPossibleDuplicates(trx, user.id, user)).map((d) => d.id);
  if (walkIns.length === 0) return;
  const rows = await trx
    .selectFrom('users')
    .innerJoin('company_user as cu', 'cu.user_id', 'users.id')
    .select(['users.id', 'users.name', 'users.phone', 'cu.company_id'])
    .where('users.id', 'in', walkIns)
    .where('users.password_hash', '=', NO_PASSWORD)
    .execute();
  for (const walkIn of rows) {
    const id = newUuidV7(Date.parse(at));
    await trx
      .insertInto('sync_exceptions')
      .values({
        id,
        company_id: walkIn.company_id,
        kind: 'possible_duplicate',
        op_id: null,
        device_id: null,
        actor_id: null,
        details_json: JSON.stringify({
          userId: walkIn.id,
          otherUserId: user.id,
          otherName: user.name,
          matchedOn: user.phone !== null && walkIn.phone === user.phone ? 'phone' : 'email',
        }),
        status: 'open',
        resolution: null,
        resolved_by: null,
        created_at: at,
        resolved_at: null,
      })
      .execute();
    await recordChange(trx, {
      company_id: walkIn.company_id,
      entity: 'sync_exception',
      entity_id: id,
      op: 'upsert',
    });
    await noticeToStaff(
      trx,
      walkIn.company_id,
      {
        kind: 'sync_exception',
        message: noticeTexts.syncException(syncExceptionTexts.possible_duplicate),
      },
      at,
    );
  }
}
