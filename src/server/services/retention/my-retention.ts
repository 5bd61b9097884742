import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { MyRetention } from '../../../shared/contracts/retention';
import { earliestAnonymisation } from '../../../shared/domain/retention';
import { UNFINISHED_LOAN_STATUSES } from '../../../shared/domain/statuses';
import { STAFF_ROLES } from '../companies';
import { lastActivityOf } from './activity';
import { readRetentionMonths } from './settings';

/** GET /api/me/retention: what is kept about the person and from which day it may go. */
export async function myRetention(db: Kysely<Database>, userId: number): Promise<MyRetention> {
  const months = await readRetentionMonths(db);
  const lastActivity = await lastActivityOf(db, userId);
  const count = (rows: { n: number | string | bigint } | undefined) => Number(rows?.n ?? 0);
  const children = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const loans = await db
    .selectFrom('loans')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('customer_id', '=', userId)
    .where('status', 'not in', ['draft'])
    .executeTakeFirst();
  const out = await db
    .selectFrom('loans')
    .select('id')
    .where('customer_id', '=', userId)
    .where('status', 'in', UNFINISHED_LOAN_STATUSES)
    .executeTakeFirst();
  const role = await db
    .selectFrom('company_user')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('role', 'in', STAFF_ROLES)
    .executeTakeFirst();
  const admin = await db
    .selectFrom('users')
    .select('is_network_admin')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    months,
    lastActivity,
    earliestDeletion: out ? null : earliestAnonymisation(lastActivity, months),
    children: count(children),
    loans: count(loans),
    hasRole: role !== undefined || admin.is_network_admin === 1,
  };
}
