import type { Kysely } from 'kysely';
import type { User, UserDataResponse } from '../../shared/contracts/auth';
import type { Database } from '../db/schema';
import { attachedCompanies } from './companies';
import type { AuthUser } from './sessions';

export function toUser(user: AuthUser, companyId: number | null): User {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    company_id: companyId,
    status: user.status,
    isVerified: user.is_verified === 1,
    isFlagged: user.is_flagged === 1,
    flaggedBy: user.flagged_by,
    notes: user.notes,
    is_network_admin: user.is_network_admin === 1,
  };
}

/** The answer of login, register and /userdata: the user with the session's hut and their huts. */
export async function userData(
  db: Kysely<Database>,
  user: AuthUser,
  companyId: number | null,
): Promise<UserDataResponse> {
  return {
    user: toUser(user, companyId),
    attached_companies: await attachedCompanies(db, user.id),
  };
}
