import { NO_PASSWORD } from '../../db/passwords';
import type { Kysely } from 'kysely';
import type { ChangeInput } from '../../db/change-log';
import { recordChanges } from '../../db/change-log';
import { nowIso } from '../../db/clock';
import type { Database } from '../../db/schema';
import { storedResultSchema, syncExceptionDetailsSchema } from '../../../shared/contracts/sync';
import type {
  StoredResult,
  SyncChanges,
  SyncExceptionDetails,
} from '../../../shared/contracts/sync';
import { profileErrorCodes as codes, profileMessages as m } from '../../../shared/texts/profile';
import { STAFF_ROLES } from '../companies';
import { loadAccount, lockAccount, refused, requirePassword } from './account-user';
import { announceUser } from './announce';
import { discardCarts, unfinishedLoans } from './huts';

/** Not an address anyone can register (no @), unique because the id is. */
export const deletedEmailOf = (userId: number) => `slettet-${userId}`;

/** The stored hash of a deleted account: not a scrypt hash, so no password ever matches it. */

interface Person {
  id: number;
  name: string;
  /** null: a walk-in without an address (nothing can name them by it). */
  email: string | null;
}

/** Texts that named the person: the name only within their huts, the email anywhere. */
export async function scrubNotifications(
  trx: Kysely<Database>,
  person: Person,
  huts: readonly number[],
): Promise<void> {
  const { email } = person;
  if (!email && huts.length === 0) return;
  const rows = await trx
    .selectFrom('notifications')
    .select(['id', 'message', 'company_id'])
    .where((eb) =>
      eb.or([
        ...(email ? [eb('message', 'like', `%${email}%`)] : []),
        ...(huts.length > 0
          ? [eb.and([eb('message', 'like', `%${person.name}%`), eb('company_id', 'in', huts)])]
          : []),
      ]),
    )
    .execute();
  for (const row of rows) {
    let message = email ? row.message.replaceAll(email, m.deletedEmail) : row.message;
    if (row.company_id !== null && huts.includes(row.company_id)) {
      message = message.replaceAll(person.name, m.deletedName);
    }
    if (message !== row.message) {
      await trx.updateTable('notifications').set({ message }).where('id', '=', row.id).execute();
    }
  }
}

/** The person's row and the flag remark about them, inside results kept for replays. */
function scrubChanges(rows: SyncChanges, userId: number): boolean {
  let changed = false;
  rows.users = rows.users?.map((user) => {
    if (user.id !== userId) return user;
    changed = true;
    return {
      ...user,
      name: m.deletedName,
      email: deletedEmailOf(userId),
      phone: null,
      isFlagged: false,
      flaggedBy: null,
      flag_reason: null,
      notes: null,
    };
  });
  rows.exceptions = rows.exceptions?.map((exception) => {
    const details = scrubDetails(exception.details, userId);
    if (!details) return exception;
    changed = true;
    return { ...exception, details };
  });
  return changed;
}

/** Where an exception's details name a person by id, and what they say of them beside it. */
const PERSON_DETAILS = [
  { id: 'customerId', erase: { flagReason: null } },
  { id: 'otherUserId', erase: { otherName: m.deletedName } },
  { id: 'reservedById', erase: { reservedByName: m.deletedName, reservedByPhone: null } },
] as const;

/**
 * An exception's details without what they say of the person `userId` (the flag's remark, their
 * name as a possible duplicate, their name and phone as the one who booked); undefined when
 * they say nothing of them.
 */
function scrubDetails(details: SyncExceptionDetails, userId: number) {
  let scrubbed: SyncExceptionDetails | undefined;
  for (const { id, erase } of PERSON_DETAILS) {
    if (details[id] !== userId) continue;
    const said = Object.keys(erase).filter((key) => key in details);
    if (said.length === 0) continue;
    scrubbed = { ...(scrubbed ?? details), ...erase };
  }
  return scrubbed;
}

/**
 * The huts that know a person: those they belong to and those that lent to them (a hut's
 * membership may be gone while its loans stay). Their notices and Avvik name the person.
 */
export async function hutsKnowing(
  trx: Kysely<Database>,
  userId: number,
  memberships: readonly { company_id: number }[],
): Promise<number[]> {
  const loanHuts = await trx
    .selectFrom('loans')
    .select('company_id')
    .distinct()
    .where('customer_id', '=', userId)
    .execute();
  return [
    ...new Set([...memberships.map((h) => h.company_id), ...loanHuts.map((l) => l.company_id)]),
  ];
}

/**
 * Exceptions keep what they said of the person (a flag's remark when lent to while flagged,
 * their name as a possible duplicate, their name and phone as one who booked); the applied-op
 * results kept for replays hold their row (activation) and those exceptions. Both are found by
 * a text match first, then checked exactly.
 */
export async function scrubSyncRecords(
  trx: Kysely<Database>,
  userId: number,
): Promise<ChangeInput[]> {
  const changes: ChangeInput[] = [];
  const exceptions = await trx
    .selectFrom('sync_exceptions')
    .select(['id', 'company_id', 'details_json'])
    .where((eb) =>
      eb.or(PERSON_DETAILS.map(({ id }) => eb('details_json', 'like', `%"${id}":${userId}%`))),
    )
    .execute();
  for (const row of exceptions) {
    const parsed = syncExceptionDetailsSchema.safeParse(JSON.parse(row.details_json));
    const details = parsed.success ? scrubDetails(parsed.data, userId) : undefined;
    if (!details) continue;
    await trx
      .updateTable('sync_exceptions')
      .set({ details_json: JSON.stringify(details) })
      .where('id', '=', row.id)
      .execute();
    changes.push({
      company_id: row.company_id,
      entity: 'sync_exception',
      entity_id: row.id,
      op: 'upsert',
    });
  }

  const results = await trx
    .selectFrom('applied_ops')
    .select(['op_id', 'result_json'])
    .where((eb) =>
      eb.or([
        eb('result_json', 'like', `%"id":${userId},"name":%`),
        ...PERSON_DETAILS.map(({ id }) => eb('result_json', 'like', `%"${id}":${userId}%`)),
      ]),
    )
    .execute();
  for (const row of results) {
    const parsed = storedResultSchema.safeParse(JSON.parse(row.result_json));
    if (!parsed.success || parsed.data.outcome === 'rejected') continue;
    const result: StoredResult = parsed.data;
    if (!scrubChanges(result.rows, userId)) continue;
    await trx
      .updateTable('applied_ops')
      .set({ result_json: JSON.stringify(result) })
      .where('op_id', '=', row.op_id)
      .execute();
  }
  return changes;
}

/**
 * DELETE /api/me: the person's account goes, confirmed with the password. Refused while they
 * have loans that are not back (or a cart being prepared for them), while they hold a staff or
 * admin role, and for the network admin. Otherwise, in one transaction: name, email, phone,
 * password, remarks and notes are erased, children, sessions, hut memberships and their own
 * notifications deleted, and texts that named them rewritten. The row stays as an anonymous
 * tombstone, so the loans it borrowed are kept for statistics; nobody can sign in to it.
 */
export async function deleteAccount(
  db: Kysely<Database>,
  userId: number,
  password: string,
): Promise<string> {
  await requirePassword(db, userId, password, 'password');
  await db.transaction().execute(async (trx) => {
    await lockAccount(trx, userId);
    const user = await loadAccount(trx, userId);
    if (user.is_network_admin === 1) {
      throw refused(codes.networkAdmin, m.deleteNetworkAdmin);
    }
    const memberships = await trx
      .selectFrom('company_user')
      .innerJoin('companies', 'companies.id', 'company_user.company_id')
      .select(['company_user.company_id', 'company_user.role', 'companies.name'])
      .where('company_user.user_id', '=', userId)
      .orderBy('companies.name')
      .execute();
    const staffHuts = memberships.filter((h) => STAFF_ROLES.includes(h.role)).map((h) => h.name);
    if (staffHuts.length > 0) throw refused(codes.staffRole, m.deleteStaff(m.names(staffHuts)));
    const loans = await unfinishedLoans(trx, userId);
    if (loans.open.length > 0) {
      throw refused(codes.openLoans, m.deleteOpenLoans(m.names(loans.open)));
    }
    await discardCarts(trx, userId);

    const huts = await hutsKnowing(trx, userId, memberships);
    await scrubNotifications(trx, user, huts);
    const exceptionChanges = await scrubSyncRecords(trx, userId);
    await trx.deleteFrom('notifications').where('user_id', '=', userId).execute();
    await trx.deleteFrom('members').where('user_id', '=', userId).execute();
    await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
    await trx.deleteFrom('company_user').where('user_id', '=', userId).execute();
    const at = nowIso();
    await trx
      .updateTable('users')
      .set({
        name: m.deletedName,
        email: deletedEmailOf(userId),
        phone: null,
        password_hash: NO_PASSWORD,
        current_company_id: null,
        updated_at: at,
        deleted_at: at,
      })
      .where('id', '=', userId)
      .execute();
    await announceUser(trx, userId, huts);
    await recordChanges(trx, exceptionChanges);
  });
  return m.accountDeleted;
}
