import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import type { CompanyRole } from '../../../shared/contracts/common';
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
    // A role is taken up, never given: a borrower (who may have been attached by a lookup,
    // unasked) becomes staff only by accepting an invitation (docs/threat-model.md).
    if (current.role === 'borrower' && role !== 'borrower') {
      throw refused('invite_needed', texts.inviteNeeded);
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
