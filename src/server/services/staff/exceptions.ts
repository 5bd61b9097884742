import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { syncMessages as m, syncRejectCodes as codes } from '../../../shared/contracts/sync';
import type {
  ResolveExceptionRequest,
  ResolveExceptionResponse,
} from '../../../shared/contracts/sync';
import { toSyncException } from '../sync/rows';
import { refusal, runRestOp } from './rest-op';
import type { StaffScope } from './rest-op';

/**
 * POST /api/exceptions/{exceptionId}/resolve: the exception.resolve op of the tablets, run for
 * an online client. An exception resolved before keeps its first resolution (as for a replayed
 * op), and the answer shows the decision that stands.
 */
export async function resolveException(
  db: Kysely<Database>,
  scope: StaffScope,
  exceptionId: string,
  input: ResolveExceptionRequest,
): Promise<ResolveExceptionResponse> {
  await runRestOp(db, scope, {
    type: 'exception.resolve',
    payload: { exceptionId, resolution: input.resolution },
  });
  const row = await db
    .selectFrom('sync_exceptions')
    .selectAll()
    .where('id', '=', exceptionId)
    .where('company_id', '=', scope.companyId)
    .executeTakeFirst();
  if (!row) throw refusal(404, codes.notFound, m.exceptionNotFound);
  return { exception: toSyncException(row) };
}
