import type { Kysely } from 'kysely';
import { recordChanges } from '../../db/change-log';
import { nowIso } from '../../db/clock';
import { NO_PASSWORD } from '../../db/passwords';
import type { Database } from '../../db/schema';
import { profileMessages as m } from '../../../shared/texts/profile';
import { lockAccount } from '../account/account-user';
import { announceUser } from '../account/announce';
import {
  deletedEmailOf,
  hutsKnowing,
  scrubNotifications,
  scrubSyncRecords,
} from '../account/delete-account';
import { mayBeAnonymised } from './activity';

/**
 * Anonymises one person whose data has expired, in one transaction, as deleting the account
 * does (services/account/delete-account.ts), except that the children stay as anonymous rows:
 * their loans keep `member_id`, so the statistics' loans for a child stay as they were. Checked
 * again under the person's lock, so a sign-in or a loan since the job looked, a second run or
 * another process that got there first changes nothing. Returns whether it anonymised.
 *
 * Kept: the user row as a tombstone (id, status, created_at, deleted_at), the loans with their
 * huts, dates, products and lines (customer_id names the tombstone), the children as rows
 * without name or sizes, the borrower memberships of huts (the statistics' new borrowers) without
 * the hut's flag and notes. Gone: name, email, phone, password, sessions, devices signed in,
 * notices to them; texts that named them
 * (notices, Avvik, results kept for replays) and the emails sent to them are rewritten.
 */
export async function anonymisePerson(
  db: Kysely<Database>,
  userId: number,
  cutoff: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockAccount(trx, userId);
    const person = await trx
      .selectFrom('users')
      .select(['id', 'name', 'email'])
      .where('id', '=', userId)
      .where((eb) => mayBeAnonymised(eb, cutoff))
      .executeTakeFirst();
    if (!person) return false;

    const memberships = await trx
      .selectFrom('company_user')
      .select('company_id')
      .where('user_id', '=', userId)
      .execute();
    const huts = await hutsKnowing(trx, userId, memberships);
    await scrubNotifications(trx, person, huts);
    const exceptionChanges = await scrubSyncRecords(trx, userId);
    const at = nowIso();
    await trx.deleteFrom('notifications').where('user_id', '=', userId).execute();
    await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
    await trx.deleteFrom('login_devices').where('user_id', '=', userId).execute();
    // The borrower memberships stay, without the hut's flag and notes: the statistics count
    // new borrowers per month from them (people with a staff role are never anonymised).
    await trx
      .updateTable('company_user')
      .set({ is_flagged: 0, flagged_by: null, flag_reason: null, notes: null })
      .where('user_id', '=', userId)
      .execute();
    await trx
      .updateTable('members')
      .set({
        name: m.deletedName,
        height: null,
        shoe_size: null,
        helmet_size: null,
        updated_at: at,
      })
      .where('user_id', '=', userId)
      .execute();
    await trx
      .updateTable('mail_outbox')
      .set({ to_address: deletedEmailOf(userId), to_name: m.deletedName, body: '' })
      .where('user_id', '=', userId)
      .execute();
    await trx
      .updateTable('users')
      .set({
        name: m.deletedName,
        email: deletedEmailOf(userId),
        phone: null,
        password_hash: NO_PASSWORD,
        // Nobody lends to the anonymous row at a counter.
        status: 'blocked',
        current_company_id: null,
        last_sign_in_at: null,
        updated_at: at,
        deleted_at: at,
      })
      .where('id', '=', userId)
      .execute();
    await announceUser(trx, userId, huts);
    await recordChanges(trx, exceptionChanges);
    return true;
  });
}
