import type { Kysely } from 'kysely';
import type { AttachedCompany, Company } from '../../shared/contracts/auth';
import type { CompanyRole } from '../../shared/contracts/common';
import { companyRoleEnum } from '../../shared/contracts/common';
import { nb } from '../../shared/texts/messages';
import type { CompanyRow, Database } from '../db/schema';
import { forbidden, notFound } from '../errors';
import type { AuthUser } from './sessions';

/** Roles that may work in a hut's admin area (and choose it as the current hut). */
export const STAFF_ROLES: readonly CompanyRole[] = ['admin', 'staff'];

export interface CompanyAccess {
  company: CompanyRow;
  /** The user's role there; network admins act as admins everywhere. */
  role: CompanyRole;
  viaNetworkAdmin: boolean;
}

export function toCompany(row: CompanyRow): Company {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    address: row.address,
    county: row.county,
    municipality: row.municipality,
    town: row.town,
    opening_hours: row.opening_hours,
    contact_phone: row.contact_phone,
    contact_email: row.contact_email,
  };
}

export async function findCompany(
  db: Kysely<Database>,
  id: number,
): Promise<CompanyRow | undefined> {
  return db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function attachedCompanies(
  db: Kysely<Database>,
  userId: number,
): Promise<AttachedCompany[]> {
  const rows = await db
    .selectFrom('company_user')
    .innerJoin('companies', 'companies.id', 'company_user.company_id')
    .select(['companies.id', 'companies.name', 'company_user.role'])
    .where('company_user.user_id', '=', userId)
    // A hut out of service is in no list and cannot be chosen; the membership stays.
    .where('companies.status', '=', 'active')
    .orderBy('companies.name')
    .orderBy('companies.id')
    .execute();
  return rows.flatMap((r) => {
    const role = companyRoleEnum.safeParse(r.role);
    return role.success ? [{ id: r.id, name: r.name, role: role.data }] : [];
  });
}

/**
 * The company-scoped permission check: 404 for an unknown hut, 403 unless the user has one of
 * `roles` there (network admins pass everywhere).
 */
export async function requireCompanyAccess(
  db: Kysely<Database>,
  user: AuthUser,
  companyId: number,
  roles: readonly CompanyRole[],
): Promise<CompanyAccess> {
  const company = await findCompany(db, companyId);
  if (!company) throw notFound(nb.companyNotFound);
  if (user.is_network_admin === 1) return { company, role: 'admin', viaNetworkAdmin: true };
  const membership = await db
    .selectFrom('company_user')
    .select('role')
    .where('company_id', '=', companyId)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  const role = companyRoleEnum.safeParse(membership?.role);
  if (!role.success || !roles.includes(role.data)) throw forbidden(nb.forbiddenCompany);
  return { company, role: role.data, viaNetworkAdmin: false };
}

/**
 * Whether the user may still use this hut as the current one (checked when a session starts and
 * on every read of the current hut): staff there, and the hut in service.
 */
export async function mayUseAsCurrent(
  db: Kysely<Database>,
  user: AuthUser,
  companyId: number | null,
): Promise<boolean> {
  if (companyId === null) return false;
  try {
    const { company } = await requireCompanyAccess(db, user, companyId, STAFF_ROLES);
    return company.status === 'active';
  } catch {
    return false;
  }
}
