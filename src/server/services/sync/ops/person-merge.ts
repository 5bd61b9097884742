import { syncMessages as m, syncRejectCodes as codes } from '../../../../shared/contracts/sync';
import type { SyncExceptionDetails } from '../../../../shared/contracts/sync';
import { NO_PASSWORD } from '../../../db/passwords';
import type { CompanyUserTable, UserRow } from '../../../db/schema';
import type { Selectable } from 'kysely';
import type { OpContext } from '../context';
import { reject } from '../context';
import { findPersonId } from '../hut-users';

type Membership = Selectable<CompanyUserTable>;
interface Person {
  row: UserRow;
  /** The person's membership of the exception's hut; undefined: not of this hut. */
  here: Membership | undefined;
  /** Whether anything of the person is kept at another hut (a role, a loan, a booking). */
  elsewhere: boolean;
}

/**
 * Avvik's "Slå sammen" on a possible duplicate: a walk-in registered at this hut's counter is
 * the same person as another record of this hut. The walk-in's loans, children, bookings and
 * notices, and what this hut recorded about them (its flag, its notes), move to the other
 * record; the walk-in stays as an empty forwarding row (`merged_into`), so ops still naming it
 * (a tablet offline since) reach the kept person. Merging what is already one person changes
 * nothing.
 *
 * A merge is the one op that joins two people, so it keeps within the hut's wall
 * (docs/threat-model.md): both must belong to this hut; the record absorbed is a walk-in (no
 * password) with nothing at any other hut, kept by an account or by a walk-in with nothing
 * elsewhere either; two accounts that can sign in are never merged here;
 * a network admin never is; the kept person's role, their other huts and an account's own email
 * and phone are left as they are.
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
  if (first.row.deleted_at !== null || second.row.deleted_at !== null) {
    throw reject(codes.invalidResolution, m.mergeNotPossible);
  }
  if (first.row.is_network_admin === 1 || second.row.is_network_admin === 1) {
    throw reject(codes.invalidResolution, m.mergeProtected);
  }
  if (isAccount(first.row) && isAccount(second.row)) {
    throw reject(codes.invalidResolution, m.mergeAccounts);
  }
  if (!first.here || !second.here) throw reject(codes.invalidResolution, m.mergeNotInHut);
  const absorbed = [second, first].find((p) => !isAccount(p.row) && !p.elsewhere);
  if (!absorbed) throw reject(codes.invalidResolution, m.mergeOtherHuts);
  const kept = absorbed === first ? second : first;
  // A walk-in kept takes the other's phone, email and children, and has no owner who could see
  // or undo that: it must be this hut's alone too, or the merge would write onto another hut's
  // person (an account's owner sees their data, and its email and phone are never written).
  if (!isAccount(kept.row) && kept.elsewhere) {
    throw reject(codes.invalidResolution, m.mergeOtherHuts);
  }
  await moveEverything(ctx, absorbed.row.id, kept.row.id);
  await mergeHutRecords(ctx, absorbed, kept);
  await ctx.trx
    .updateTable('users')
    .set({
      // An account's email and phone are its owner's: only a walk-in kept takes the other's.
      ...(isAccount(kept.row)
        ? {}
        : {
            phone: kept.row.phone ?? absorbed.row.phone,
            email: kept.row.email ?? absorbed.row.email,
          }),
      // What staff saw at this counter (ID shown) holds for the one person.
      is_verified: Math.max(kept.row.is_verified, absorbed.row.is_verified),
      status:
        kept.row.status === 'pending' && absorbed.row.status !== 'pending'
          ? absorbed.row.status
          : kept.row.status,
      updated_at: ctx.now,
    })
    .where('id', '=', kept.row.id)
    .execute();
  // Personal data leaves the forwarding row; the ref stays so old ops still resolve.
  await ctx.trx
    .updateTable('users')
    .set({ merged_into: kept.row.id, email: null, phone: null, updated_at: ctx.now })
    .where('id', '=', absorbed.row.id)
    .execute();
}

const isAccount = (user: UserRow) => user.password_hash !== NO_PASSWORD;

async function lockBoth(ctx: OpContext, a: number, b: number): Promise<[Person, Person]> {
  // In id order, so two merges of the same pair cannot wait on each other.
  const rows = await ctx.trx
    .updateTable('users')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', 'in', [a, b])
    .returningAll()
    .execute();
  const [first, second] = [...rows].sort((x, y) => x.id - y.id);
  if (!first || !second) throw reject(codes.notFound, m.mergeNotPossible);
  return [await personAtHut(ctx, first), await personAtHut(ctx, second)];
}

async function personAtHut(ctx: OpContext, row: UserRow): Promise<Person> {
  const { trx, companyId } = ctx;
  const bookedElsewhere = (table: 'reservations' | 'reservation_waitlist') =>
    trx
      .selectFrom(table)
      .select('company_id')
      .where('user_id', '=', row.id)
      .where('company_id', '<>', companyId);
  const here = await trx
    .selectFrom('company_user')
    .selectAll()
    .where('user_id', '=', row.id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  const other = await trx
    .selectFrom('company_user')
    .select('company_id')
    .where('user_id', '=', row.id)
    .where('company_id', '<>', companyId)
    .union(
      trx
        .selectFrom('loans')
        .select('company_id')
        .where('customer_id', '=', row.id)
        .where('company_id', '<>', companyId),
    )
    .union(bookedElsewhere('reservations'))
    .union(bookedElsewhere('reservation_waitlist'))
    .limit(1)
    .executeTakeFirst();
  return { row, here, elsewhere: other !== undefined };
}

/**
 * This hut's flag and notes about the walk-in join the kept person's at this hut (the hut that
 * recorded them: nothing reaches another hut). The kept person's role stays as it was: a merge
 * never raises one.
 */
async function mergeHutRecords(ctx: OpContext, absorbed: Person, kept: Person): Promise<void> {
  const from = absorbed.here;
  const into = kept.here;
  if (!from || !into) throw new Error('Both people of a merge belong to its hut');
  const flag =
    into.is_flagged === 0 && from.is_flagged === 1
      ? { is_flagged: 1, flag_reason: from.flag_reason, flagged_by: from.flagged_by }
      : {};
  await ctx.trx
    .updateTable('company_user')
    .set({ ...flag, notes: [into.notes, from.notes].filter(Boolean).join('\n') || null })
    .where('user_id', '=', kept.row.id)
    .where('company_id', '=', ctx.companyId)
    .execute();
  await ctx.trx
    .deleteFrom('company_user')
    .where('user_id', '=', absorbed.row.id)
    .where('company_id', '=', ctx.companyId)
    .execute();
  ctx.out.change('user', kept.row.id, 'upsert');
  ctx.out.change('user', absorbed.row.id, 'delete');
}

/**
 * Loans, children, bookings and notices of `from` (a walk-in of this hut only, so all of them
 * are this hut's) become `into`'s; the hut pulls the loans with their new borrower.
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
}
