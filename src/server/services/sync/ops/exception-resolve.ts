import {
  resolutionsFor,
  syncExceptionDetailsSchema,
  syncMessages as m,
  syncRejectCodes as codes,
} from '../../../../shared/contracts/sync';
import type { SyncOpOf } from '../../../../shared/contracts/sync';
import type { OpContext } from '../context';
import { reject } from '../context';
import { mergeDuplicate } from './person-merge';

type Payload = SyncOpOf<'exception.resolve'>['payload'];

/**
 * Avvik: staff record how an exception was resolved. Only the decision is stored; loans and
 * units stay as the counter recorded them (except 'merged', which merges a possible duplicate). The first resolution stands: a second one (another
 * tablet that resolved the same exception offline) is applied as a no-op, and the next pull
 * shows both tablets the decision that stands.
 *
 * The row is logged for pull but not put into the op's result rows: OpOutput reads any row in
 * its exceptions bucket as an anomaly this op raised, which would make the outcome 'exception'.
 */
export async function exceptionResolve(ctx: OpContext, p: Payload): Promise<void> {
  // A no-op update locks the row (see loan-store.ts), so two resolutions are decided in turn.
  const exception = await ctx.trx
    .updateTable('sync_exceptions')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('id', '=', p.exceptionId)
    .where('company_id', '=', ctx.companyId)
    .returningAll()
    .executeTakeFirst();
  // Another hut's exception is "not found" (and never touched), so nothing about it leaks.
  if (exception?.company_id !== ctx.companyId) {
    throw reject(codes.notFound, m.exceptionNotFound);
  }
  if (exception.status === 'resolved') return;
  if (!resolutionsFor(exception.kind).includes(p.resolution)) {
    throw reject(codes.invalidResolution, m.resolutionNotForKind);
  }
  // The one resolution that changes data: the decision and the merge commit together.
  if (p.resolution === 'merged') {
    await mergeDuplicate(ctx, syncExceptionDetailsSchema.parse(JSON.parse(exception.details_json)));
  }
  await ctx.trx
    .updateTable('sync_exceptions')
    .set({
      status: 'resolved',
      resolution: p.resolution,
      resolved_by: ctx.actorId,
      resolved_at: ctx.now,
    })
    .where('id', '=', exception.id)
    .execute();
  ctx.out.change('sync_exception', exception.id, 'upsert');
}
