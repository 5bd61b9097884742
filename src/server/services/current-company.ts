import type { Kysely } from 'kysely';
import type { CurrentCompanyResponse } from '../../shared/contracts/auth';
import { nb } from '../../shared/texts/messages';
import { networkMessages } from '../../shared/texts/network';
import { forbidden } from '../errors';
import { nowIso } from '../db/clock';
import type { CompanyRow, Database } from '../db/schema';
import { findCompany, mayUseAsCurrent, toCompany } from './companies';
import type { ActiveSession, AuthUser } from './sessions';
import { setSessionCompany } from './sessions';

const none = (): CurrentCompanyResponse => ({
  message: nb.noCompanySelected,
  status: null,
  company: null,
});

const chosen = (company: CompanyRow): CurrentCompanyResponse => ({
  message: nb.companySelected,
  status: company.status,
  company: toCompany(company),
});

/**
 * The session's hut. Access is checked again on every read: a user removed from a hut loses it
 * as the current one at once, not at the next login.
 */
export async function currentCompany(
  db: Kysely<Database>,
  user: AuthUser,
  session: ActiveSession,
): Promise<CurrentCompanyResponse> {
  if (session.companyId === null) return none();
  const company = await findCompany(db, session.companyId);
  if (!company || !(await mayUseAsCurrent(db, user, company.id))) {
    await setSessionCompany(db, session.idHash, null);
    session.companyId = null;
    return none();
  }
  return chosen(company);
}

/**
 * Makes an (already authorised) hut the session's current one and the user's default; a hut out
 * of service cannot be chosen, by anyone.
 */
export async function chooseCompany(
  db: Kysely<Database>,
  user: AuthUser,
  session: ActiveSession,
  company: CompanyRow,
): Promise<CurrentCompanyResponse> {
  if (company.status !== 'active') throw forbidden(networkMessages.hutInactive);
  await db.transaction().execute(async (trx) => {
    await setSessionCompany(trx, session.idHash, company.id);
    await trx
      .updateTable('users')
      .set({ current_company_id: company.id, updated_at: nowIso() })
      .where('id', '=', user.id)
      .execute();
  });
  session.companyId = company.id;
  return chosen(company);
}
