import { syncMessages as m } from '../../../../shared/contracts/sync';
import type { SyncOpOf } from '../../../../shared/contracts/sync';
import type { OpContext } from '../context';
import { requireHutUser } from '../hut-users';
import { toSyncUser } from '../rows';
import { noticeToPerson } from '../../notices';
import { noticeTexts } from '../../../../shared/texts/notices';

type Payload = SyncOpOf<'user.activate'>['payload'];

/**
 * Activation at the counter (SPEC §4): ID was shown, so the user becomes verified and a pending
 * account active. Activating an already active user changes nothing.
 */
export async function userActivate(ctx: OpContext, p: Payload): Promise<void> {
  const user = await requireHutUser(ctx, p.userId, m.userNotFound);
  if (user.is_verified === 1 && user.status !== 'pending') {
    ctx.out.put('users', toSyncUser(user), false);
    return;
  }
  const updated = await ctx.trx
    .updateTable('users')
    .set({
      is_verified: 1,
      // A blocked account stays blocked: showing ID does not lift a block.
      status: user.status === 'pending' ? 'active' : user.status,
      updated_at: ctx.now,
    })
    .where('id', '=', user.id)
    .returning(['is_verified', 'status'])
    .executeTakeFirstOrThrow();
  ctx.out.put('users', toSyncUser({ ...user, ...updated }), false);
  const hut = await ctx.trx
    .selectFrom('companies')
    .select('name')
    .where('id', '=', ctx.companyId)
    .executeTakeFirstOrThrow();
  await noticeToPerson(
    ctx.trx,
    user.id,
    ctx.companyId,
    { kind: 'activated', message: noticeTexts.activated(hut.name) },
    ctx.now,
  );

  // Verification is not per hut: every hut the user belongs to pulls the change.
  const huts = await ctx.trx
    .selectFrom('company_user')
    .select('company_id')
    .where('user_id', '=', user.id)
    .execute();
  for (const hut of huts) ctx.out.change('user', user.id, 'upsert', hut.company_id);
}
