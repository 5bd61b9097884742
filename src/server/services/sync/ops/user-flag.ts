import { syncMessages as m } from '../../../../shared/contracts/sync';
import type { SyncOpOf } from '../../../../shared/contracts/sync';
import type { OpContext } from '../context';
import { requireHutUser } from '../hut-users';
import { toSyncUser } from '../rows';
import { noticeToStaff } from '../../notices';
import { noticeTexts } from '../../../../shared/texts/notices';

type FlagPayload = SyncOpOf<'user.flag'>['payload'];
type UnflagPayload = SyncOpOf<'user.unflag'>['payload'];

/** Every hut the person belongs to pulls the change: a flag holds at all of them. */
async function everyHutPulls(ctx: OpContext, userId: number): Promise<number[]> {
  const huts = await ctx.trx
    .selectFrom('company_user')
    .select('company_id')
    .where('user_id', '=', userId)
    .execute();
  for (const hut of huts) ctx.out.change('user', userId, 'upsert', hut.company_id);
  return huts.map((hut) => hut.company_id);
}

/**
 * Staff flag one of their hut's people with a remark (SPEC §4): no hut lends to them until the
 * flag is lifted, and the remark shows wherever they are picked. Flagging again replaces the
 * remark.
 */
export async function userFlag(ctx: OpContext, p: FlagPayload): Promise<void> {
  const user = await requireHutUser(ctx, p.userId, m.userNotFound);
  const set = { is_flagged: 1, flag_reason: p.reason, flagged_by: ctx.actorId };
  await ctx.trx
    .updateTable('users')
    .set({ ...set, updated_at: ctx.now })
    .where('id', '=', user.id)
    .execute();
  ctx.out.put('users', toSyncUser({ ...user, ...set }), false);
  const huts = await everyHutPulls(ctx, user.id);
  // Every hut that could lend to them hears of it, not only the one that flagged.
  for (const hut of huts) {
    await noticeToStaff(
      ctx.trx,
      hut,
      { kind: 'flagged_user', message: noticeTexts.flaggedUser(user.name, p.reason) },
      ctx.now,
    );
  }
}

/** The flag is lifted: the person may borrow again. Lifting a flag that is not set changes nothing. */
export async function userUnflag(ctx: OpContext, p: UnflagPayload): Promise<void> {
  const user = await requireHutUser(ctx, p.userId, m.userNotFound);
  if (user.is_flagged === 0) {
    ctx.out.put('users', toSyncUser(user), false);
    return;
  }
  const set = { is_flagged: 0, flag_reason: null, flagged_by: null };
  await ctx.trx
    .updateTable('users')
    .set({ ...set, updated_at: ctx.now })
    .where('id', '=', user.id)
    .execute();
  ctx.out.put('users', toSyncUser({ ...user, ...set }), false);
  await everyHutPulls(ctx, user.id);
}
