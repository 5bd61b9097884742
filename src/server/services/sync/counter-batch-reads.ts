import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CounterFacts, PersonFacts, UnitFacts } from './counter-batch-plan';
import { flaggedAt, inHutOf } from './hut-users';
import { handOutChecks } from './ops/hand-out-units';

/**
 * What the counter batch (counter-batch.ts) reads before it plans: what the handlers of its ops
 * would read, in one statement each for the whole batch.
 */

/**
 * The people the carts name, locked as resolvePersonId locks them (hut-users.ts), before the
 * units (lock-order.ts: LOCK_ORDER).
 */
export async function lockPeople(
  trx: Kysely<Database>,
  hut: number,
  named: readonly (number | string)[],
): Promise<PersonFacts[]> {
  if (named.length === 0) return [];
  const ids = named.filter((p): p is number => typeof p === 'number');
  const refs = named.filter((p): p is string => typeof p === 'string');
  const rows = await trx
    .updateTable('users')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where((eb) => {
      const byId = ids.length > 0 ? [eb('id', 'in', ids)] : [];
      const byRef = refs.length > 0 ? [eb('ref', 'in', refs)] : [];
      return eb.or([...byId, ...byRef]);
    })
    .returning(['id', 'ref', 'merged_into'])
    .returning((eb) => inHutOf(eb, hut).as('in_hut'))
    .returning((eb) => flaggedAt(eb, hut).as('is_flagged'))
    .execute();
  return rows.map((row) => ({
    id: row.id,
    ref: row.ref,
    mergedInto: row.merged_into,
    inHut: Boolean(row.in_hut),
    flagged: Boolean(row.is_flagged),
  }));
}

/**
 * Which of the ids a row already has. Not locked: an id inserted meanwhile by another push makes
 * the batch's own insert fail on the primary key, a lost race (run-batch.ts).
 */
export async function takenIds(
  trx: Kysely<Database>,
  table: 'loans' | 'loan_items',
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await trx
    .selectFrom(table)
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * The hut's units of the given ids, with what a hand-out checks (hand-out-units.ts): read only
 * (a cart line does not lock its unit), or locked as takeUnit locks them. After waiting for a
 * lock PostgreSQL returns the unit's newest row, but the checks' subqueries see the statement's
 * first snapshot: the plan hands out only units `available` (a lent line is made by a hand-out,
 * which holds the hut's lock the batch holds too).
 */
export async function hutUnits(
  trx: Kysely<Database>,
  hut: number,
  ids: readonly number[],
  how: 'read' | 'lock',
): Promise<Map<number, UnitFacts>> {
  if (ids.length === 0) return new Map();
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const rows =
    how === 'read'
      ? await trx
          .selectFrom('units')
          .selectAll()
          .select((eb) => handOutChecks(eb))
          .where('id', 'in', sorted)
          .where('company_id', '=', hut)
          .execute()
      : await trx
          .updateTable('units')
          .set((eb) => ({ updated_at: eb.ref('updated_at') }))
          .where('id', 'in', sorted)
          .where('company_id', '=', hut)
          .returningAll()
          .returning((eb) => handOutChecks(eb))
          .execute();
  return new Map(
    rows.map(({ product_deleted_at, lent_elsewhere, ...row }) => [
      row.id,
      // PostgreSQL answers EXISTS with a boolean, SQLite with 1 or 0.
      { row, productDeleted: product_deleted_at != null, lentElsewhere: Boolean(lent_elsewhere) },
    ]),
  );
}

/**
 * The hut's active bookings of the units' products, read when the hut has any (its booking lock
 * is held: run-batch.ts). Only to decline: a hand-out that may settle one is the handlers'.
 */
export async function activeBookings(
  trx: Kysely<Database>,
  hut: number,
  units: ReadonlyMap<number, UnitFacts>,
): Promise<CounterFacts['bookings']> {
  const products = [...new Set([...units.values()].map((u) => u.row.product_id))];
  if (products.length === 0) return [];
  const rows = await trx
    .selectFrom('reservations')
    .select(['product_id', 'pickup_date'])
    .where('company_id', '=', hut)
    .where('product_id', 'in', products)
    .where('status', '=', 'active')
    .execute();
  return rows.map((row) => ({ productId: row.product_id, pickupDate: row.pickup_date }));
}
