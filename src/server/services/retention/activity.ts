import { sql, type ExpressionBuilder, type Expression, type SqlBool, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { UNFINISHED_LOAN_STATUSES } from '../../../shared/domain/statuses';
import { STAFF_ROLES } from '../companies';

type UsersEb = ExpressionBuilder<Database, 'users'>;

/**
 * Whether the person (the `users` row in scope) may be anonymised with `cutoff` (ISO instant):
 * not already anonymised or deleted, not the network admin, no staff or admin role at any hut,
 * no loan out or cart being prepared, and no activity since the cutoff: registered, signed in
 * (the kept time or a session used), a loan handed out, closed or a line returned, a booking or
 * waiting-list place made or changed. Used to find them and again under the person's lock.
 */
export function mayBeAnonymised(eb: UsersEb, cutoff: string): Expression<SqlBool> {
  const cutoffDay = cutoff.slice(0, 10);
  const user = eb.ref('users.id');
  return eb.and([
    eb('users.deleted_at', 'is', null),
    eb('users.is_network_admin', '=', 0),
    eb('users.created_at', '<', cutoff),
    eb.or([eb('users.last_sign_in_at', 'is', null), eb('users.last_sign_in_at', '<', cutoff)]),
    eb.not(
      eb.exists(
        eb
          .selectFrom('company_user')
          .select('company_user.user_id')
          .whereRef('company_user.user_id', '=', user)
          .where('company_user.role', 'in', STAFF_ROLES),
      ),
    ),
    eb.not(
      eb.exists(
        eb
          .selectFrom('sessions')
          .select('sessions.user_id')
          .whereRef('sessions.user_id', '=', user)
          .where('sessions.last_seen_at', '>=', cutoff),
      ),
    ),
    eb.not(
      eb.exists(
        eb
          .selectFrom('loans')
          .select('loans.id')
          .whereRef('loans.customer_id', '=', user)
          .where((l) =>
            l.or([
              l('loans.status', 'in', UNFINISHED_LOAN_STATUSES),
              l('loans.loan_date', '>=', cutoffDay),
              l('loans.created_at', '>=', cutoff),
              l('loans.closed_at', '>=', cutoff),
              l.exists(
                l
                  .selectFrom('loan_items')
                  .select('loan_items.id')
                  .whereRef('loan_items.loan_id', '=', 'loans.id')
                  .where('loan_items.returned_at', '>=', cutoff),
              ),
            ]),
          ),
      ),
    ),
    eb.not(
      eb.exists(
        eb
          .selectFrom('reservations')
          .select('reservations.id')
          .whereRef('reservations.user_id', '=', user)
          .where('reservations.updated_at', '>=', cutoff),
      ),
    ),
    eb.not(
      eb.exists(
        eb
          .selectFrom('reservation_waitlist')
          .select('reservation_waitlist.id')
          .whereRef('reservation_waitlist.user_id', '=', user)
          .where('reservation_waitlist.updated_at', '>=', cutoff),
      ),
    ),
  ]);
}

/** The people the retention job anonymises now, oldest id first. */
export async function anonymisableIds(db: Kysely<Database>, cutoff: string): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('users.id')
    .where((eb) => mayBeAnonymised(eb, cutoff))
    .orderBy('users.id')
    .execute();
  return rows.map((r) => r.id);
}

const latest = (values: readonly (string | null | undefined)[]): string =>
  values
    .filter((v): v is string => typeof v === 'string' && v !== '')
    .reduce((a, b) => (b > a ? b : a), '');

/**
 * The person's last activity as `mayBeAnonymised` counts it (ISO instant; a loan's day counts
 * from its start), for Min side.
 */
export async function lastActivityOf(db: Kysely<Database>, userId: number): Promise<string> {
  const user = await db
    .selectFrom('users')
    .select(['created_at', 'last_sign_in_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const session = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.max('last_seen_at').as('at'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const loans = await db
    .selectFrom('loans')
    .select((eb) => [
      eb.fn.max('created_at').as('created'),
      eb.fn.max('closed_at').as('closed'),
      eb.fn.max(sql<string>`${eb.ref('loan_date')} || 'T00:00:00.000Z'`).as('day'),
    ])
    .where('customer_id', '=', userId)
    .executeTakeFirst();
  const returned = await db
    .selectFrom('loan_items')
    .innerJoin('loans', 'loans.id', 'loan_items.loan_id')
    .select((eb) => eb.fn.max('loan_items.returned_at').as('at'))
    .where('loans.customer_id', '=', userId)
    .executeTakeFirst();
  const booked = await db
    .selectFrom('reservations')
    .select((eb) => eb.fn.max('updated_at').as('at'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const waited = await db
    .selectFrom('reservation_waitlist')
    .select((eb) => eb.fn.max('updated_at').as('at'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return latest([
    user.created_at,
    user.last_sign_in_at,
    session?.at,
    loans?.created,
    loans?.closed,
    loans?.day,
    returned?.at,
    booked?.at,
    waited?.at,
  ]);
}
