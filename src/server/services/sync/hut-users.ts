import { syncRejectCodes as codes } from '../../../shared/contracts/sync';
import type { PersonId } from '../../../shared/contracts/sync-ops';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import type { OpContext } from './context';
import { reject } from './context';
import { SYNC_USER_COLUMNS } from './rows';
import type { SyncUserSource } from './rows';

/** Merges never chain deeper in practice; the bound only stops a corrupt cycle. */
const MAX_MERGE_HOPS = 10;

/**
 * The server id of the person an op names: a server id, or the ref a device gave a walk-in
 * (user.register). A record Avvik merged into another stands for that one, so a tablet that
 * still holds the old id or ref lends to the person as they are now. null: nobody.
 *
 * Each record is locked as it is followed (a no-op update, as loan-store.ts locks): a merge
 * locks both records before it moves anything (person-merge.ts), so an op naming one of them
 * runs wholly before the merge, whose move then takes the op's rows along, or wholly after it,
 * reaching the kept record. Read without the lock, a loan could go to a record a concurrent
 * merge had just emptied. People are locked before loans and units (lock-order.ts).
 */
export async function resolvePersonId(ctx: OpContext, person: PersonId): Promise<number | null> {
  return (await followMerges(ctx, person, true))?.id ?? null;
}

/**
 * resolvePersonId, and whether that person belongs to the op's hut, read in the same statement
 * (a cart is the counter's most frequent op: each statement is a round trip of the push).
 */
export async function resolveHutPerson(
  ctx: OpContext,
  person: PersonId,
): Promise<{ id: number; inHut: boolean } | null> {
  return followMerges(ctx, person, true);
}

/** resolvePersonId without the locks, for a merge, which locks both records itself in id order. */
export async function findPersonId(ctx: OpContext, person: PersonId): Promise<number | null> {
  return (await followMerges(ctx, person, false))?.id ?? null;
}

async function followMerges(
  ctx: OpContext,
  person: PersonId,
  lock: boolean,
): Promise<{ id: number; inHut: boolean } | null> {
  const read = async (column: 'id' | 'ref', value: PersonId) => {
    const row = await (lock
      ? ctx.trx
          .updateTable('users')
          .set((eb) => ({ updated_at: eb.ref('updated_at') }))
          .where(column, '=', value)
          .returning(['id', 'merged_into'])
          .returning((eb) => inHut(eb).as('in_hut'))
          .executeTakeFirst()
      : ctx.trx
          .selectFrom('users')
          .select(['id', 'merged_into'])
          .select((eb) => inHut(eb).as('in_hut'))
          .where(column, '=', value)
          .executeTakeFirst());
    // PostgreSQL answers EXISTS with a boolean, SQLite with 1 or 0.
    return row && { id: row.id, mergedInto: row.merged_into, inHut: Boolean(row.in_hut) };
  };
  const inHut = (eb: ExpressionBuilder<Database, 'users'>) => inHutOf(eb, ctx.companyId);
  let row = await read(typeof person === 'number' ? 'id' : 'ref', person);
  for (let hop = 0; row?.mergedInto != null && hop < MAX_MERGE_HOPS; hop += 1) {
    row = await read('id', row.mergedInto);
  }
  return row ? { id: row.id, inHut: row.inHut } : null;
}

/** Whether the user has a role at `hut` (PostgreSQL answers with a boolean, SQLite 1 or 0). */
export function inHutOf(eb: ExpressionBuilder<Database, 'users'>, hut: number) {
  return eb.exists(
    eb
      .selectFrom('company_user as cu')
      .select('cu.user_id')
      .whereRef('cu.user_id', '=', 'users.id')
      .where('cu.company_id', '=', hut),
  );
}

/** Whether `hut` flagged the user (its own flag: another hut's never holds here). */
export function flaggedAt(eb: ExpressionBuilder<Database, 'users'>, hut: number) {
  return eb.exists(
    eb
      .selectFrom('company_user as cu')
      .select('cu.user_id')
      .whereRef('cu.user_id', '=', 'users.id')
      .where('cu.company_id', '=', hut)
      .where('cu.is_flagged', '=', 1),
  );
}

/**
 * A user attached to the op's hut (any role), with that role. Lending and activation work on the
 * hut's own people only: staff of one hut cannot reach another hut's users through sync.
 */
export async function requireHutUser(
  ctx: OpContext,
  person: PersonId,
  notFoundMessage: string,
): Promise<SyncUserSource> {
  return requireHutPerson(ctx, await resolvePersonId(ctx, person), notFoundMessage);
}

/** requireHutUser for a person already resolved (and locked) by resolvePersonId. */
export async function requireHutPerson(
  ctx: OpContext,
  userId: number | null,
  notFoundMessage: string,
): Promise<SyncUserSource> {
  const user = userId === null ? undefined : await hutUserRow(ctx, userId);
  if (!user) throw reject(codes.notFound, notFoundMessage);
  return user;
}

/** The person with their role at the op's hut; undefined if they do not belong to it. */
export function hutUserRow(ctx: OpContext, userId: number): Promise<SyncUserSource | undefined> {
  return ctx.trx
    .selectFrom('users')
    .innerJoin('company_user as cu', (join) =>
      join.onRef('cu.user_id', '=', 'users.id').on('cu.company_id', '=', ctx.companyId),
    )
    .select(SYNC_USER_COLUMNS)
    .where('users.id', '=', userId)
    .executeTakeFirst();
}
