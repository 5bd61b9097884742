import { syncRejectCodes as codes } from '../../../shared/contracts/sync';
import type { OpContext } from './context';
import { reject } from './context';
import { SYNC_USER_COLUMNS } from './rows';
import type { SyncUserSource } from './rows';

/**
 * A user attached to the op's hut (any role), with that role. Lending and activation work on the
 * hut's own people only: staff of one hut cannot reach another hut's users through sync.
 */
export async function requireHutUser(
  ctx: OpContext,
  userId: number,
  notFoundMessage: string,
): Promise<SyncUserSource> {
  const user = await ctx.trx
    .selectFrom('users')
    .innerJoin('company_user as cu', (join) =>
      join.onRef('cu.user_id', '=', 'users.id').on('cu.company_id', '=', ctx.companyId),
    )
    .select(SYNC_USER_COLUMNS)
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!user) throw reject(codes.notFound, notFoundMessage);
  return user;
}
