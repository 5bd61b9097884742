import type { Kysely } from 'kysely';
import type { User, UserDataResponse } from '../../shared/contracts/auth';
import type { Database } from '../db/schema';
import { attachedCompanies } from './companies';
import type { AuthUser } from './sessions';

/** What the session's hut recorded about the person (their flag there, its notes). */
export interface HutRecord {
  is_flagged: number;
  flagged_by: number | null;
  notes: string | null;
}

const NOTHING_RECORDED: HutRecord = { is_flagged: 0, flagged_by: null, notes: null };

export function toUser(
  user: AuthUser,
  companyId: number | null,
  record: HutRecord = NOTHING_RECORDED,
): User {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    company_id: companyId,
    status: user.status,
    isVerified: user.is_verified === 1,
    isFlagged: record.is_flagged === 1,
    flaggedBy: record.flagged_by,
    notes: record.notes,
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
    user: toUser(user, companyId, await hutRecord(db, user.id, companyId)),
    attached_companies: await attachedCompanies(db, user.id),
  };
}

/** The person's flag and notes at the hut, as that hut recorded them. */
export async function hutRecord(
  db: Kysely<Database>,
  userId: number,
  companyId: number | null,
): Promise<HutRecord> {
  if (companyId === null) return NOTHING_RECORDED;
  const row = await db
    .selectFrom('company_user')
    .select(['is_flagged', 'flagged_by', 'notes'])
    .where('user_id', '=', userId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row ?? NOTHING_RECORDED;
}
