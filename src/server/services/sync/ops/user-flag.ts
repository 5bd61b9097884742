import { syncMessages as m } from '../../../../shared/contracts/sync';
import type { SyncOpOf } from '../../../../shared/contracts/sync';
import type { OpContext } from '../context';
import { requireHutUser } from '../hut-users';
import { toSyncUser } from '../rows';
import { noticeToStaff } from '../../notices';
import { noticeTexts } from '../../../../shared/texts/notices';

type FlagPayload = SyncOpOf<'user.flag'>['payload'];
type UnflagPayload = SyncOpOf<'user.unflag'>['payload'];

/**
 * Staff flag one of their hut's people with a remark (SPEC §4): this hut lends nothing to them
 * until the flag is lifted, and the remark shows wherever they are picked here. The flag is the
 * hut's own (kept on the person's membership): other huts neither see it nor are bound by it,
 * so no hut can shut a person out of the network or tell others about them
 * (docs/threat-model.md). Flagging again replaces the remark.
 */
export async function userFlag(ctx: OpContext, p: FlagPayload): Promise<void> {
  const user = await requireHutUser(ctx, p.userId, m.userNotFound);
  const set = { is_flagged: 1, flag_reason: p.reason, flagged_by: ctx.actorId };
  await setHutRecord(ctx, user.id, set);
  ctx.out.put('users', toSyncUser({ ...user, ...set }));
  await noticeToStaff(
    ctx.trx,
    ctx.companyId,
    { kind: 'flagged_user', message: noticeTexts.flaggedUser(user.name, p.reason) },
    ctx.now,
  );
}

/** The flag is lifted: the person may borrow again. Lifting a flag that is not set changes nothing. */
export async function userUnflag(ctx: OpContext, p: UnflagPayload): Promise<void> {
  const user = await requireHutUser(ctx, p.userId, m.userNotFound);
  if (user.is_flagged !== 1) {
    ctx.out.put('users', toSyncUser(user), false);
    return;
  }
  const set = { is_flagged: 0, flag_reason: null, flagged_by: null };
  await setHutRecord(ctx, user.id, set);
  ctx.out.put('users', toSyncUser({ ...user, ...set }));
}

async function setHutRecord(
  ctx: OpContext,
  userId: number,
  set: { is_flagged: number; flag_reason: string | null; flagged_by: number | null },
): Promise<void> {
  await ctx.trx
    .updateTable('company_user')
    .set(set)
    .where('user_id', '=', userId)
    .where('company_id', '=', ctx.companyId)
    .execute();
}
