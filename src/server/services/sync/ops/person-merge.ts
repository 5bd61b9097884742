import { syncMessages as m, syncRejectCodes as codes } from '../../../../shared/contracts/sync';
import type { SyncExceptionDetails } from '../../../../shared/contracts/sync';
import { NO_PASSWORD } from '../../../db/passwords';
import type { UserRow } from '../../../db/schema';
import type { OpContext } from '../context';
import { reject } from '../context';
import { findPersonId } from '../hut-users';

/** The more a hut trusts someone: merging keeps the higher of two roles at a hut. */
const ROLE_RANK = { borrower: 0, staff: 1, admin: 2 } as const;

/**
 * Avvik's "Slå sammen" on a possible duplicate: the two records are one person. The one that can
 * sign in (an account) is kept, or else the older; the other's loans, children, huts and notes
 * move to it, and what staff learnt at the counter is kept (shown ID, a flag). The other record
 * stays as an empty forwarding row (`merged_into`), so ops still naming it (a tablet offline
 * since) reach the kept person. Merging what is already one person changes nothing.
 */
export async function mergeDuplicate(ctx: OpContext, details: SyncExceptionDetails): Promise<void> {
  const { userId, otherUserId } = details;
  if (typeof userId !== 'number' || typeof otherUserId !== 'number') {
    throw reject(codes.invalidResolution, m.mergeNotPossible);
  }
  const a = await findPersonId(ctx, userId);
  const b = await findPersonId(ctx, otherUserId);
  if (a === null || b === null) throw reject(codes.notFound, m.mergeNotPossible);
  if (a === b) return;
  const [first, second] = await lockBoth(ctx, a, b);
  if (first.deleted_at !== null || second.deleted_at !== null) {
    throw reject(codes.invalidResolution, m.mergeNotPossible);
  }
  const keepFirst = isAccount(first) === isAccount(second) ? true : isAccount(first);
  const [kept, gone] = keepFirst ? [first, second] : [second, first];
  await moveEverything(ctx, gone.id, kept.id);
  await ctx.trx
    .updateTable('users')
    .set({
      phone: kept.phone ?? gone.phone,
      email: kept.email ?? (isAccount(gone) ? kept.email : gone.email),
      is_verified: Math.max(kept.is_verified, gone.is_verified),
      status: kept.status === 'pending' && gone.status !== 'pending' ? gone.status : kept.status,
      ...(kept.is_flagged === 0 && gone.is_flagged === 1
        ? { is_flagged: 1, flag_reason: gone.flag_reason, flagged_by: gone.flagged_by }
        : {}),
      notes: [kept.notes, gone.notes].filter(Boolean).join('\n') || null,
      updated_at: ctx.now,
    })
    .where('id', '=', kept.id)
    .execute();
  // Personal data leaves the forwarding row; the ref stays so old ops still resolve.
  await ctx.trx
    .updateTable('users')
    .set({
      merged_into: kept.id,
      email: null,
      phone: null,
      notes: null,
      is_flagged: 0,
      flag_reason: null,
      flagged_by: null,
      password_hash: NO_PASSWORD,
      updated_at: ctx.now,
    })
    .where('id', '=', gone.id)
    .execute();
}

const isAccount = (user: UserRow) => user.password_hash !== NO_PASSWORD;

async function lockBoth(ctx: OpContext, a: number, b: number): Promise<[UserRow, UserRow]> {
  // In id order, so two merges of the same pair cannot wait on each other.
  const rows = await ctx.trx
    .updateTable('users')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', 'in', [a, b])
    .returningAll()
    .execute();
  const [first, second] = [...rows].sort((x, y) => x.id - y.id);
  if (!first || !second) throw reject(codes.notFound, m.mergeNotPossible);
  return [first, second];
}

/**
 * Loans, children, reservations, huts and notices of `from` become `into`'s; every hut
 * concerned pulls.
 */
async function moveEverything(ctx: OpContext, from: number, into: number): Promise<void> {
  const { trx } = ctx;
  const loans = await trx
    .updateTable('loans')
    .set({ customer_id: into, updated_at: ctx.now })
    .where('customer_id', '=', from)
    .returning(['id', 'company_id'])
    .execute();
  for (const loan of loans) ctx.out.change('loan', loan.id, 'upsert', loan.company_id);
  await trx.updateTable('members').set({ user_id: into }).where('user_id', '=', from).execute();
  // Their bookings too: a hand-out to the kept person picks them up, and they can cancel them.
  const reservations = await trx
    .updateTable('reservations')
    .set({ user_id: into, updated_at: ctx.now })
    .where('user_id', '=', from)
    .returning(['id', 'company_id'])
    .execute();
  for (const r of reservations) ctx.out.change('reservation', r.id, 'upsert', r.company_id);
  await trx
    .updateTable('reservation_waitlist')
    .set({ user_id: into, updated_at: ctx.now })
    .where('user_id', '=', from)
    .execute();
  await trx
    .updateTable('notifications')
    .set({ user_id: into })
    .where('user_id', '=', from)
    .execute();

  const memberships = await trx
    .selectFrom('company_user')
    .selectAll()
    .where('user_id', 'in', [from, into])
    .execute();
  const huts = new Set(memberships.map((row) => row.company_id));
  for (const hut of huts) {
    const mine = memberships.find((row) => row.user_id === into && row.company_id === hut);
    const theirs = memberships.find((row) => row.user_id === from && row.company_id === hut);
    if (theirs && !mine) {
      await trx
        .insertInto('company_user')
        .values({ ...theirs, user_id: into })
        .execute();
    } else if (theirs && mine && ROLE_RANK[theirs.role] > ROLE_RANK[mine.role]) {
      await trx
        .updateTable('company_user')
        .set({ role: theirs.role })
        .where('user_id', '=', into)
        .where('company_id', '=', hut)
        .execute();
    }
    ctx.out.change('user', into, 'upsert', hut);
    if (theirs) ctx.out.change('user', from, 'delete', hut);
  }
  await trx.deleteFrom('company_user').where('user_id', '=', from).execute();
  // Huts that only knew the person as a customer of a loan pull the loan's new customer too.
  for (const loan of loans) {
    ctx.out.change('user', into, 'upsert', loan.company_id);
    ctx.out.change('user', from, 'delete', loan.company_id);
  }
}
