import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorCodes } from '../../../shared/contracts/errors';
import {
  requestProtocol,
  SYNC_PROTOCOL,
  SYNC_PROTOCOL_HEADER,
} from '../../../shared/contracts/sync-op-versions';
import { syncMessages as m } from '../../../shared/texts/sync';
import { HttpError } from '../../errors';

/**
 * The sync routes' version handshake (docs/sync-protocol.md, "Op versions"): every answer names
 * the server's protocol, so a device of an older bundle learns that a newer one exists and
 * prompts staff to update; a bundle older than `oldest` is refused (426) before anything is
 * read or written, and keeps its outbox until it is updated.
 */
export function syncProtocolGate(oldest: number, protocol: number = SYNC_PROTOCOL) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    void reply.header(SYNC_PROTOCOL_HEADER, String(protocol));
    if (requestProtocol(request.headers[SYNC_PROTOCOL_HEADER]?.toString()) < oldest) {
      throw new HttpError(426, errorCodes.updateRequired, m.updateRequired);
    }
  };
}
