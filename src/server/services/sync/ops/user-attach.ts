import { syncMessages as m, syncRejectCodes as codes } from '../../../../shared/contracts/sync';
import type { SyncOpOf } from '../../../../shared/contracts/sync';
import { insertBorrower } from '../../people/membership';
import { noticeNewUser } from '../../people/new-user-notice';
import type { OpContext } from '../context';
import { reject } from '../context';
import { hutUserRow, resolvePersonId } from '../hut-users';
import { toSyncUser } from '../rows';

type Payload = SyncOpOf<'user.attach'>['payload'];

/**
 * Staff attach a person registered in the network to their hut (found at the counter by exact
 * email or phone): they join as a borrower awaiting activation, unless they already belong to
 * the hut, in any role, which is left as it is. Applying it again changes nothing. A record
 * merged since the tablet found it stands for the kept person, who is attached instead.
 */
export async function userAttach(ctx: OpContext, p: Payload): Promise<void> {
  const userId = await resolvePersonId(ctx, p.userId);
  const exists =
    userId === null
      ? undefined
      : await ctx.trx
          .selectFrom('users')
          .select(['id', 'name', 'is_verified'])
          .where('id', '=', userId)
          .executeTakeFirst();
  if (!exists) throw reject(codes.notFound, m.personNotFound);
  if (await insertBorrower(ctx.trx, exists.id, ctx.companyId, ctx.now)) {
    ctx.out.change('user', exists.id, 'upsert', ctx.companyId);
    if (exists.is_verified === 0) await noticeNewUser(ctx.trx, ctx.companyId, exists.name, ctx.now);
  }
  const user = await hutUserRow(ctx, exists.id);
  if (!user) throw new Error('A person just attached belongs to the hut');
  ctx.out.put('users', toSyncUser(user), false);
}
