import type { Kysely, OperandExpression } from 'kysely';
import { addDaysIso } from '../../db/clock';
import type { Database } from '../../db/schema';
import type { SyncReservation } from '../../../shared/contracts/sync';

/** How far back a tablet's first pull reaches: the week's pickups, for the dashboard's history. */
const SNAPSHOT_DAYS_BACK = 7;

/**
 * The hut's reservations as the tablets hold them, with who booked (name, phone). Without
 * `only`, those from a week ago on (a snapshot); with it, those the subquery names (a delta).
 */
export async function loadReservations(
  db: Kysely<Database>,
  hut: number,
  today: string,
  only?: OperandExpression<string>,
): Promise<SyncReservation[]> {
  let q = db
    .selectFrom('reservations as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.company_id',
      'r.product_id',
      'r.size',
      'r.quantity',
      'r.pickup_date',
      'r.status',
      'r.user_id',
      'u.name as user_name',
      'u.phone as user_phone',
      'r.loan_id',
      'r.created_at',
      'r.updated_at',
    ])
    .where('r.company_id', '=', hut);
  q = only
    ? q.where('r.id', 'in', only)
    : q.where('r.pickup_date', '>=', addDaysIso(today, -SNAPSHOT_DAYS_BACK));
  return q.orderBy('r.id').execute();
}
