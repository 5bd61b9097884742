import type { Kysely } from 'kysely';
import { forbidden, notFound } from '../../errors';
import type { Database } from '../../db/schema';
import { nb } from '../../../shared/texts/messages';
import { STAFF_ROLES } from '../companies';
import type { SyncActor } from './context';

export type HutAccess = 'allowed' | 'forbidden' | 'company_not_found';

/** Admin or staff of the hut, or a network admin (docs/glossary.md, roles). */
export async function hutAccess(
  db: Kysely<Database>,
  actor: SyncActor,
  companyId: number,
): Promise<HutAccess> {
  const company = await db
    .selectFrom('companies')
    .select('id')
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (!company) return 'company_not_found';
  if (actor.isNetworkAdmin) return 'allowed';
  const membership = await db
    .selectFrom('company_user')
    .select('role')
    .where('company_id', '=', companyId)
    .where('user_id', '=', actor.userId)
    .executeTakeFirst();
  return STAFF_ROLES.some((role) => role === membership?.role) ? 'allowed' : 'forbidden';
}

/** For pull: the same rule as the REST routes (404 unknown hut, 403 not staff there). */
export async function assertHutAccess(
  db: Kysely<Database>,
  actor: SyncActor,
  companyId: number,
): Promise<void> {
  const access = await hutAccess(db, actor, companyId);
  if (access === 'company_not_found') throw notFound(nb.companyNotFound);
  if (access === 'forbidden') throw forbidden(nb.forbiddenCompany);
}

/** One lookup per hut per push: a batch of 500 ops for one hut costs one query, not 500. */
export function cachedHutAccess(db: Kysely<Database>, actor: SyncActor) {
  const cache = new Map<number, Promise<HutAccess>>();
  return (companyId: number): Promise<HutAccess> => {
    let access = cache.get(companyId);
    if (!access) {
      access = hutAccess(db, actor, companyId);
      cache.set(companyId, access);
    }
    return access;
  };
}
