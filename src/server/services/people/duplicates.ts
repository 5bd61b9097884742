import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { recordChange } from '../../db/change-log';
import { NO_PASSWORD } from '../../db/passwords';
import type { Database } from '../../db/schema';
import type { SyncExceptionKind } from '../../../shared/contracts/sync';
import { newUuidV7 } from '../sync/ids';
import { noticeToStaff } from '../notices';
import { noticeTexts } from '../../../shared/texts/notices';
import { syncExceptionTexts } from '../../../shared/texts/sync';

type MatchedOn = 'phone' | 'email';

/** Someone else with the same phone or email, and whether they belong to the hut asking. */
export interface PossibleDuplicate {
  id: number;
  name: string;
  matchedOn: MatchedOn;
  isWalkIn: boolean;
  inHut: boolean;
}

/** An Avvik entry about a possible duplicate: what its details hold, and at which hut. */
export interface DuplicateReport {
  hut: number;
  kind: Extract<SyncExceptionKind, 'possible_duplicate' | 'duplicate_elsewhere'>;
  details: Record<string, string | number | boolean>;
}

/** Enough to decide on; more than a few people sharing one number is not one person. */
const MAX_MATCHES = 5;

/**
 * Other live records with the same phone number or email (both stored normalised) as the
 * person `userId`, each with whether it belongs to `hut`: candidates for Avvik, never merged
 * without staff.
 */
export async function findPossibleDuplicates(
  db: Kysely<Database>,
  userId: number,
  person: { phone: string | null; email: string | null },
  hut: number,
): Promise<PossibleDuplicate[]> {
  const { phone, email } = person;
  if (phone === null && email === null) return [];
  // Two people registered at the same moment with one number must still see each other: the
  // change-log lock (taken by every writer until commit) makes registrations look in turn, and
  // on PostgreSQL each statement after it sees what the one before committed.
  await sql`update change_log_lock set writes = writes + 1 where id = 1`.execute(db);
  const rows = await db
    .selectFrom('users')
    .leftJoin('company_user as cu', (join) =>
      join.onRef('cu.user_id', '=', 'users.id').on('cu.company_id', '=', hut),
    )
    .select(['users.id', 'users.name', 'users.phone', 'users.password_hash', 'cu.role'])
    .where('users.id', '<>', userId)
    .where('users.merged_into', 'is', null)
    .where('users.deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        ...(phone === null ? [] : [eb('users.phone', '=', phone)]),
        ...(email === null ? [] : [eb('users.email', '=', email)]),
      ]),
    )
    .orderBy('users.id')
    .limit(MAX_MATCHES)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    matchedOn: phone !== null && r.phone === phone ? 'phone' : 'email',
    isWalkIn: r.password_hash === NO_PASSWORD,
    inHut: r.role !== null,
  }));
}

/**
 * What hut `hut` may be told of `person`'s matches (docs/threat-model.md). A match of the hut
 * is named, so staff can merge the two, but only where one of them is a walk-in (two accounts
 * that can sign in are never merged by staff). A match elsewhere in the network is only said to
 * exist, with no name and no id: once a hut, once per kind of match.
 */
export function duplicateReports(
  hut: number,
  person: { id: number; name: string; isWalkIn: boolean },
  matches: readonly PossibleDuplicate[],
): DuplicateReport[] {
  const reports: DuplicateReport[] = [];
  for (const match of matches.filter((m) => m.inHut && (m.isWalkIn || person.isWalkIn))) {
    // The walk-in is the record a merge may absorb; the other is named to staff.
    const [walkIn, other] = person.isWalkIn ? [person, match] : [match, person];
    reports.push({
      hut,
      kind: 'possible_duplicate',
      details: {
        userId: walkIn.id,
        otherUserId: other.id,
        otherName: other.name,
        matchedOn: match.matchedOn,
      },
    });
  }
  if (person.isWalkIn) {
    const elsewhere = new Set(matches.filter((m) => !m.inHut).map((m) => m.matchedOn));
    for (const matchedOn of elsewhere) {
      reports.push({
        hut,
        kind: 'duplicate_elsewhere',
        details: { userId: person.id, matchedOn },
      });
    }
  }
  return reports;
}

/**
 * Someone registered online with the phone or email of a walk-in a counter registered earlier:
 * each hut of that walk-in hears of it in Avvik (in the registration's transaction). A hut the
 * new account chose is told who it is, so staff can merge the two; any other hut only that the
 * walk-in's phone or email is registered elsewhere in the network.
 */
export async function reportWalkInDuplicates(
  trx: Kysely<Database>,
  user: { id: number; name: string; phone: string | null; email: string | null },
  at: string,
): Promise<void> {
  const walkIns = await trx
    .selectFrom('users')
    .innerJoin('company_user as cu', 'cu.user_id', 'users.id')
    .select(['users.id', 'users.name', 'users.phone', 'users.email', 'cu.company_id'])
    .where('users.id', '<>', user.id)
    .where('users.password_hash', '=', NO_PASSWORD)
    .where('users.merged_into', 'is', null)
    .where('users.deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        ...(user.phone === null ? [] : [eb('users.phone', '=', user.phone)]),
        ...(user.email === null ? [] : [eb('users.email', '=', user.email)]),
      ]),
    )
    .orderBy('users.id')
    .limit(MAX_MATCHES * 4)
    .execute();
  const hutsOfUser = new Set(
    (
      await trx
        .selectFrom('company_user')
        .select('company_id')
        .where('user_id', '=', user.id)
        .execute()
    ).map((row) => row.company_id),
  );
  for (const walkIn of walkIns) {
    const matchedOn: MatchedOn =
      user.phone !== null && walkIn.phone === user.phone ? 'phone' : 'email';
    const reports = duplicateReports(
      walkIn.company_id,
      { id: walkIn.id, name: walkIn.name, isWalkIn: true },
      [
        {
          id: user.id,
          name: user.name,
          matchedOn,
          isWalkIn: false,
          inHut: hutsOfUser.has(walkIn.company_id),
        },
      ],
    );
    for (const report of reports) await insertReport(trx, report, at);
  }
}

/** An Avvik entry raised outside any op (an online registration), with its notice to staff. */
async function insertReport(trx: Kysely<Database>, report: DuplicateReport, at: string) {
  const id = newUuidV7(Date.parse(at));
  await trx
    .insertInto('sync_exceptions')
    .values({
      id,
      company_id: report.hut,
      kind: report.kind,
      op_id: null,
      device_id: null,
      actor_id: null,
      details_json: JSON.stringify(report.details),
      status: 'open',
      resolution: null,
      resolved_by: null,
      created_at: at,
      resolved_at: null,
    })
    .execute();
  await recordChange(trx, {
    company_id: report.hut,
    entity: 'sync_exception',
    entity_id: id,
    op: 'upsert',
  });
  await noticeToStaff(
    trx,
    report.hut,
    {
      kind: 'sync_exception',
      message: noticeTexts.syncException(syncExceptionTexts[report.kind]),
    },
    at,
  );
}
