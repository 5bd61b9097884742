import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorCodes } from '../../../shared/contracts/errors';
import { answerEpoch, SYNC_EPOCH_HEADER } from '../../../shared/contracts/sync-epoch';
import { syncMessages as m } from '../../../shared/texts/sync';
import { HttpError } from '../../errors';

/** The push route: the one whose ops must not go ahead of the entries a device sends again. */
const PUSH_URL = '/api/sync/push';

/**
 * Every sync answer names the database epoch (docs/sync-protocol.md, "After a restore"). A push
 * naming another one comes from a device that last synced with the database before it was
 * restored: it is refused whole (409 `epoch_changed`) before anything is applied, so the device
 * first puts its decided entries back to waiting and then pushes everything in device order; a
 * hand-out made after the restore never reaches the server before the cart it builds on.
 */
export function syncEpochGate(epoch: string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    void reply.header(SYNC_EPOCH_HEADER, epoch);
    if (request.routeOptions.url !== PUSH_URL) return;
    const named = answerEpoch(request.headers[SYNC_EPOCH_HEADER]?.toString());
    if (named !== null && named !== epoch) {
      throw new HttpError(409, errorCodes.epochChanged, m.epochChanged);
    }
  };
}
