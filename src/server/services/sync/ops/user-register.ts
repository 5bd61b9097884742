import { syncMessages as m, syncRejectCodes as codes } from '../../../../shared/contracts/sync';
import type { SyncOpOf } from '../../../../shared/contracts/sync';
import { NO_PASSWORD } from '../../../db/passwords';
import { insertBorrower } from '../../people/membership';
import { newPersonRow } from '../../people/new-person';
import type { OpContext } from '../context';
import { reject } from '../context';
import { reportDuplicates } from './report-duplicates';
import { hutUserRow, resolveHutPerson } from '../hut-users';
import { toSyncUser } from '../rows';

type Payload = SyncOpOf<'user.register'>['payload'];

/**
 * A walk-in registered at the counter, offline too: a person without a password (they cannot
 * sign in; registering online later makes a possible duplicate that Avvik merges), attached to
 * the hut as a borrower awaiting activation, with their children.
 *
 * The device's `ref` makes it exactly once: a second op with the same ref (another tablet of
 * the hut that copied it, or a replay under a new op id) changes nothing, and reaches the person
 * a merge kept. A ref of someone not of this hut answers as any id already taken and attaches
 * nobody: a ref is no way into another hut's people (docs/threat-model.md). If someone with the
 * same phone or email is already registered, nothing is merged silently and nothing refused:
 * the walk-in is kept and Avvik hears of each match, as far as this hut may know of it
 * (reportDuplicates).
 */
export async function userRegister(ctx: OpContext, p: Payload): Promise<void> {
  const known = await resolveHutPerson(ctx, p.ref);
  if (known) {
    if (!known.inHut) throw reject(codes.idConflict, m.idConflict);
    await putHutUser(ctx, known.id);
    return;
  }
  const userId = await insertWalkIn(ctx, p);
  if (await insertBorrower(ctx.trx, userId, ctx.companyId, ctx.now)) {
    ctx.out.change('user', userId, 'upsert', ctx.companyId);
  }
  await putHutUser(ctx, userId);
}

/** The person as the hut has them, in the op's result. */
async function putHutUser(ctx: OpContext, userId: number): Promise<void> {
  const user = await hutUserRow(ctx, userId);
  if (!user) throw new Error('A person just attached belongs to the hut');
  ctx.out.put('users', toSyncUser(user), false);
}

async function insertWalkIn(ctx: OpContext, p: Payload): Promise<number> {
  const childIds = p.children.map((c) => c.id);
  const takenChild =
    childIds.length > 0 &&
    (await ctx.trx
      .selectFrom('members')
      .select('id')
      .where('id', 'in', childIds)
      .executeTakeFirst());
  if (takenChild) throw reject(codes.idConflict, m.idConflict);

  const { id } = await ctx.trx
    .insertInto('users')
    .values(newPersonRow({ ...p, passwordHash: NO_PASSWORD }, ctx.now))
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const child of p.children) {
    const row = {
      id: child.id,
      user_id: id,
      name: child.name,
      height: child.height,
      shoe_size: child.shoeSize,
      helmet_size: child.helmetSize,
    };
    await ctx.trx
      .insertInto('members')
      .values({ ...row, created_at: ctx.now, updated_at: ctx.now })
      .execute();
    // Logged with the person (the user change below): pulls send children with their person.
    ctx.out.put('members', row, false);
  }
  await reportDuplicates(ctx, { id, name: p.name, phone: p.phone, email: p.email, isWalkIn: true });
  return id;
}
