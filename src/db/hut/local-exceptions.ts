import {
  resolutionsFor,
  syncMessages as m,
  syncRejectCodes as codes,
} from '../../shared/texts/sync';
import type { SyncOpOf } from '../../shared/contracts/sync-ops';
import { CommandError } from '../commands/command-error';
import type { LocalOpContext } from './local-context';

type ResolvePayload = SyncOpOf<'exception.resolve'>['payload'];

/**
 * Avvik: the staff decision on an exception, shown at once. Strict, like the server's first
 * decision: an unknown or already resolved exception, or a resolution that does not suit its
 * kind, is refused. Replayed over pulled rows, an exception resolved meanwhile keeps the
 * decision the server holds.
 */
export async function localExceptionResolve(ctx: LocalOpContext, p: ResolvePayload): Promise<void> {
  const exception = await ctx.db.exceptions.get(p.exceptionId);
  if (!exception || exception.company_id !== ctx.op.companyId) {
    if (ctx.strict) throw new CommandError(codes.notFound, m.exceptionNotFound);
    return;
  }
  if (exception.status === 'resolved') {
    if (ctx.strict) throw new CommandError(codes.exceptionResolved, m.exceptionResolved);
    return;
  }
  if (!resolutionsFor(exception.kind).includes(p.resolution)) {
    if (ctx.strict) throw new CommandError(codes.invalidResolution, m.resolutionNotForKind);
    return;
  }
  await ctx.db.exceptions.update(exception.id, {
    status: 'resolved',
    resolution: p.resolution,
    resolved_by: ctx.op.actorId,
    resolved_at: ctx.now,
  });
}
