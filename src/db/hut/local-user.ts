import { syncMessages as m, syncRejectCodes as codes } from '../../shared/texts/sync';
import type { SyncOpOf } from '../../shared/contracts/sync-ops';
import { CommandError } from '../commands/command-error';
import type { LocalOpContext } from './local-context';
import { findLocalPerson } from './local-person';

type ActivatePayload = SyncOpOf<'user.activate'>['payload'];
type AttachPayload = SyncOpOf<'user.attach'>['payload'];
type RegisterPayload = SyncOpOf<'user.register'>['payload'];
type FlagPayload = SyncOpOf<'user.flag'>['payload'];
type UnflagPayload = SyncOpOf<'user.unflag'>['payload'];

/** ID was shown: the user is verified, a pending account becomes active (a block stays). */
export async function localUserActivate(ctx: LocalOpContext, p: ActivatePayload): Promise<void> {
  const user = await findLocalPerson(ctx.db, p.userId);
  if (!user) {
    if (ctx.strict) throw new CommandError(codes.notFound, m.userNotFound);
    return;
  }
  await ctx.db.hutUsers.update(user.id, {
    isVerified: true,
    status: user.status === 'pending' ? 'active' : user.status,
  });
}

/**
 * A person of the network joins the hut as a borrower. The command has put their row in place
 * (from the network lookup); a person already of the hut keeps their role.
 */
export async function localUserAttach(ctx: LocalOpContext, p: AttachPayload): Promise<void> {
  const user = await findLocalPerson(ctx.db, p.userId);
  if (!user) {
    if (ctx.strict) throw new CommandError(codes.notFound, m.personNotFound);
    return;
  }
  if (user.role === null) await ctx.db.hutUsers.update(user.id, { role: 'borrower' });
}

/** A flag with its remark: the counter refuses to lend to them from now on, here and offline. */
export async function localUserFlag(ctx: LocalOpContext, p: FlagPayload): Promise<void> {
  const user = await findLocalPerson(ctx.db, p.userId);
  if (!user) {
    if (ctx.strict) throw new CommandError(codes.notFound, m.userNotFound);
    return;
  }
  await ctx.db.hutUsers.update(user.id, {
    isFlagged: true,
    flag_reason: p.reason,
    flaggedBy: ctx.op.actorId,
  });
}

/** The flag lifted: they may borrow again. */
export async function localUserUnflag(ctx: LocalOpContext, p: UnflagPayload): Promise<void> {
  const user = await findLocalPerson(ctx.db, p.userId);
  if (!user) {
    if (ctx.strict) throw new CommandError(codes.notFound, m.userNotFound);
    return;
  }
  await ctx.db.hutUsers.update(user.id, { isFlagged: false, flag_reason: null, flaggedBy: null });
}

/**
 * A walk-in registered at this counter: kept under the op's ref, awaiting activation, until the
 * server's row (with the same ref) replaces it. Children live on the server only.
 */
export async function localUserRegister(ctx: LocalOpContext, p: RegisterPayload): Promise<void> {
  if (await findLocalPerson(ctx.db, p.ref)) {
    if (ctx.strict) throw new CommandError(codes.idConflict, m.idConflict);
    return;
  }
  await ctx.db.hutUsers.add({
    id: p.ref,
    ref: p.ref,
    name: p.name,
    email: p.email,
    phone: p.phone,
    status: 'pending',
    role: 'borrower',
    isVerified: false,
    isFlagged: false,
    flaggedBy: null,
    flag_reason: null,
    notes: null,
  });
}
