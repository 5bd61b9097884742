import type { Kysely } from 'kysely';
import { nowIso } from '../../db/clock';
import { NO_PASSWORD } from '../../db/passwords';
import type { Database } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import type { CompanyRole } from '../../../shared/contracts/common';
import type { HutInvite } from '../../../shared/contracts/hut-people';
import { hutPeopleTexts as texts } from '../../../shared/texts/hut-people';
import { announceUser } from '../account/announce';

const refused = (code: string, message: string) => new HttpError(422, code, message);

/** The person's role at the hut, locked until the transaction ends; 404 if not of the hut. */
async function lockMembership(trx: Kysely<Database>, hut: number, userId: number) {
  const row = await trx
    .updateTable('company_user')
    .set((eb) => ({ role: eb.ref('role') }))
    .where('company_id', '=', hut)
    .where('user_id', '=', userId)
    .returning('role')
    .executeTakeFirst();
  if (!row) throw notFound(texts.personNotInHut);
  const person = await trx
    .selectFrom('users')
    .select('name')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return { role: row.role, name: person.name };
}

/**
 * The hut's admins, their rows locked until the transaction ends (a no-op UPDATE, valid on both
 * dialects). Taken first by every change of roles, so two admins demoting or removing each other
 * at once are decided one after the other, and the hut keeps an admin.
 */
async function lockAdmins(trx: Kysely<Database>, hut: number): Promise<number[]> {
  const admins = await trx
    .updateTable('company_user')
    .set((eb) => ({ role: eb.ref('role') }))
    .where('company_id', '=', hut)
    .where('role', '=', 'admin')
    .returning('user_id')
    .execute();
  return admins.map((a) => a.user_id);
}

const lastAdmin = (admins: readonly number[], leaving: number) =>
  admins.every((id) => id === leaving);

export async function setHutRole(
  db: Kysely<Database>,
  hut: number,
  userId: number,
  role: CompanyRole,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const admins = await lockAdmins(trx, hut);
    const current = await lockMembership(trx, hut, userId);
    if (current.role === 'admin' && role !== 'admin' && lastAdmin(admins, userId)) {
      throw refused('last_admin', texts.lastAdmin);
    }
    if (current.role !== role) {
      await trx
        .updateTable('company_user')
        .set({ role })
        .where('company_id', '=', hut)
        .where('user_id', '=', userId)
        .execute();
      await announceUser(trx, userId, [hut]);
    }
    return texts.roleChanged(current.name, texts.roles[role]);
  });
}

/** Someone leaves the hut (their loans stay; refused while loans here are open). */
export async function removeFromHut(
  db: Kysely<Database>,
  hut: number,
  userId: number,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const admins = await lockAdmins(trx, hut);
    const current = await lockMembership(trx, hut, userId);
    if (current.role === 'admin' && lastAdmin(admins, userId)) {
      throw refused('last_admin', texts.lastAdmin);
    }
    const open = await trx
      .selectFrom('loans')
      .select('id')
      .where('company_id', '=', hut)
      .where('customer_id', '=', userId)
      .where('status', 'in', ['draft', 'open'])
      .executeTakeFirst();
    if (open) throw refused('open_loans', texts.openLoans);
    await trx
      .deleteFrom('company_user')
      .where('company_id', '=', hut)
      .where('user_id', '=', userId)
      .execute();
    await announceUser(trx, userId, [hut]);
    return texts.removed(current.name);
  });
}

/**
 * A staff member by email: an account with it becomes staff at once (an admin stays admin);
 * an address nobody has registered keeps an invitation that registering with it takes up.
 */
export async function inviteStaff(
  db: Kysely<Database>,
  hut: number,
  email: string,
  invitedBy: number,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom('users')
      .select(['id', 'name'])
      .where('email', '=', email)
      .where('password_hash', '<>', NO_PASSWORD)
      .executeTakeFirst();
    if (!account) {
      await trx
        .insertInto('hut_invites')
        .values({ company_id: hut, email, invited_by: invitedBy, created_at: nowIso() })
        .onConflict((oc) => oc.columns(['company_id', 'email']).doNothing())
        .execute();
      return texts.invited(email);
    }
    const membership = await trx
      .selectFrom('company_user')
      .select('role')
      .where('company_id', '=', hut)
      .where('user_id', '=', account.id)
      .executeTakeFirst();
    if (membership && membership.role !== 'borrower') return texts.alreadyStaff(account.name);
    await makeStaff(trx, hut, account.id, membership !== undefined);
    return texts.staffAdded(account.name);
  });
}

async function makeStaff(
  trx: Kysely<Database>,
  hut: number,
  userId: number,
  member: boolean,
): Promise<void> {
  if (member) {
    await trx
      .updateTable('company_user')
      .set({ role: 'staff' })
      .where('company_id', '=', hut)
      .where('user_id', '=', userId)
      .execute();
  } else {
    await trx
      .insertInto('company_user')
      .values({ company_id: hut, user_id: userId, role: 'staff', created_at: nowIso() })
      .execute();
  }
  await announceUser(trx, userId, [hut]);
}

/** Registration takes up the invitations made for the address: staff at each of those huts. */
export async function takeUpInvites(
  trx: Kysely<Database>,
  userId: number,
  email: string,
): Promise<void> {
  const invites = await trx
    .deleteFrom('hut_invites')
    .where('email', '=', email)
    .returning('company_id')
    .execute();
  for (const { company_id } of invites) {
    const member = await trx
      .selectFrom('company_user')
      .select('role')
      .where('company_id', '=', company_id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (member?.role !== 'admin') await makeStaff(trx, company_id, userId, member !== undefined);
  }
}

export async function listInvites(db: Kysely<Database>, hut: number): Promise<HutInvite[]> {
  return db
    .selectFrom('hut_invites')
    .select(['id', 'email', 'created_at'])
    .where('company_id', '=', hut)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function withdrawInvite(
  db: Kysely<Database>,
  hut: number,
  inviteId: number,
): Promise<string> {
  const result = await db
    .deleteFrom('hut_invites')
    .where('id', '=', inviteId)
    .where('company_id', '=', hut)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound(texts.inviteNotFound);
  return texts.inviteWithdrawn;
}
