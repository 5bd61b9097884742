import type { Kysely } from 'kysely';
import { recordChanges } from '../../db/change-log';
import { nowIso } from '../../db/clock';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { nb } from '../../../shared/texts/messages';
import { profileErrorCodes as codes, profileMessages as m } from '../../../shared/texts/profile';
import { findCompany, STAFF_ROLES } from '../companies';
import { lockAccount, refused } from './account-user';
import { announceUser } from './announce';

async function requireHut(db: Kysely<Database>, companyId: number) {
  const hut = await findCompany(db, companyId);
  if (!hut) throw notFound(nb.companyNotFound);
  return hut;
}

/**
 * PUT /api/me/huts/{companyId}: the person attaches to a hut as a borrower. The account's status
 * stays as it is (activation is still done with ID at the counter); already attached (in any
 * role) changes nothing. The hut's counters get the person at their next pull.
 */
export async function joinHut(
  db: Kysely<Database>,
  userId: number,
  companyId: number,
): Promise<string> {
  const hut = await requireHut(db, companyId);
  await db.transaction().execute(async (trx) => {
    await lockAccount(trx, userId);
    const existing = await trx
      .selectFrom('company_user')
      .select('role')
      .where('company_id', '=', companyId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (existing) return;
    await trx
      .insertInto('company_user')
      .values({ company_id: companyId, user_id: userId, role: 'borrower', created_at: nowIso() })
      .execute();
    await announceUser(trx, userId, [companyId]);
  });
  return m.joinedHut(hut.name);
}

/**
 * Carts staff were preparing for the person (at `companyId`, or anywhere): gone when the person
 * leaves the hut or deletes the account. A cart is not a loan (nothing was handed out, its units
 * stay on the shelf), and a cart left open must not keep anyone tied to a hut
 * (docs/threat-model.md). The hut's tablets drop it at their next pull; a line still waiting on
 * a tablet is refused then, the person being no longer of the hut.
 */
export async function discardCarts(
  trx: Kysely<Database>,
  userId: number,
  companyId?: number,
): Promise<void> {
  let q = trx
    .selectFrom('loans')
    .select(['id', 'company_id'])
    .where('customer_id', '=', userId)
    .where('status', '=', 'draft');
  if (companyId !== undefined) q = q.where('company_id', '=', companyId);
  const carts = await q.execute();
  if (carts.length === 0) return;
  const ids = carts.map((c) => c.id);
  const lines = await trx
    .deleteFrom('loan_items')
    .where('loan_id', 'in', ids)
    .returning(['id', 'loan_id'])
    .execute();
  await trx.deleteFrom('loans').where('id', 'in', ids).execute();
  const hutOf = new Map(carts.map((c) => [c.id, c.company_id]));
  await recordChanges(trx, [
    ...carts.map((c) => ({
      company_id: c.company_id,
      entity: 'loan',
      entity_id: c.id,
      op: 'delete' as const,
    })),
    ...lines.map((l) => ({
      company_id: hutOf.get(l.loan_id) ?? null,
      entity: 'loan_item',
      entity_id: l.id,
      op: 'delete' as const,
    })),
  ]);
}

/**
 * The loans that keep a person tied to huts: handed out and not all back ('open'), or a cart
 * staff are preparing for them ('draft'). Per hut name, for the refusal texts.
 */
export async function unfinishedLoans(
  db: Kysely<Database>,
  userId: number,
  companyId?: number,
): Promise<{ open: string[]; draft: string[] }> {
  let q = db
    .selectFrom('loans')
    .innerJoin('companies', 'companies.id', 'loans.company_id')
    .select(['companies.name', 'loans.status'])
    .distinct()
    .where('loans.customer_id', '=', userId)
    .where('loans.status', 'in', ['open', 'draft']);
  if (companyId !== undefined) q = q.where('loans.company_id', '=', companyId);
  const rows = await q.orderBy('companies.name').execute();
  const names = (status: string) => rows.filter((r) => r.status === status).map((r) => r.name);
  return { open: names('open'), draft: names('draft') };
}

/**
 * DELETE /api/me/huts/{companyId}: a borrower leaves a hut. Refused while they have loans there
 * that are not back; a cart being prepared for them there is discarded (discardCarts). A staff
 * or admin role is never taken away here.
 */
export async function leaveHut(
  db: Kysely<Database>,
  userId: number,
  companyId: number,
): Promise<string> {
  const hut = await requireHut(db, companyId);
  await db.transaction().execute(async (trx) => {
    await lockAccount(trx, userId);
    const membership = await trx
      .selectFrom('company_user')
      .select('role')
      .where('company_id', '=', companyId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!membership) throw notFound(m.notAttached);
    if (STAFF_ROLES.includes(membership.role)) {
      throw refused(codes.staffRole, m.staffRoleStays(hut.name));
    }
    const loans = await unfinishedLoans(trx, userId, companyId);
    if (loans.open.length > 0) throw refused(codes.openLoans, m.openLoansAtHut(hut.name));
    await discardCarts(trx, userId, companyId);
    await trx
      .deleteFrom('company_user')
      .where('company_id', '=', companyId)
      .where('user_id', '=', userId)
      .execute();
    await trx
      .updateTable('users')
      .set({ current_company_id: null })
      .where('id', '=', userId)
      .where('current_company_id', '=', companyId)
      .execute();
    await announceUser(trx, userId, [companyId]);
  });
  return m.leftHut(hut.name);
}
