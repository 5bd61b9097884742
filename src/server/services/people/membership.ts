import type { Kysely } from 'kysely';
import { recordChange } from '../../db/change-log';
import type { Database } from '../../db/schema';

/**
 * Attaches a person to a hut as a borrower (registration, or staff at the counter). A person who
 * already belongs to the hut keeps their role (staff stay staff). Returns whether a row was added.
 * The caller records the change for the hut's devices (see attachBorrower below for REST work).
 */
export async function insertBorrower(
  trx: Kysely<Database>,
  userId: number,
  companyId: number,
  at: string,
): Promise<boolean> {
  const rows = await trx
    .insertInto('company_user')
    .values({ company_id: companyId, user_id: userId, role: 'borrower', created_at: at })
    .onConflict((oc) => oc.columns(['company_id', 'user_id']).doNothing())
    .returning('user_id')
    .execute();
  return rows.length > 0;
}

/** insertBorrower, and the hut's devices pull the person with their next sync. */
export async function attachBorrower(
  trx: Kysely<Database>,
  userId: number,
  companyId: number,
  at: string,
): Promise<void> {
  if (await insertBorrower(trx, userId, companyId, at)) {
    await recordChange(trx, {
      company_id: companyId,
      entity: 'user',
      entity_id: userId,
      op: 'upsert',
    });
  }
}
