import type { FastifyPluginAsync } from 'fastify';
import { pullQuerySchema, pushRequestSchema } from '../../shared/contracts/sync';
import { errorCodes } from '../../shared/contracts/errors';
import { nb } from '../../shared/messages';
import { HttpError, unauthenticated } from '../errors';
import { rateLimited } from '../plugins/rate-limit';
import type { AuthUser } from '../services/sessions';
import { pullChanges, pushOps } from '../services/sync';
import type { SyncActor } from '../services/sync';
import { validate } from '../validate';

const actorOf = (user: AuthUser): SyncActor => ({
  userId: user.id,
  isNetworkAdmin: user.is_network_admin === 1,
});

/** A batch of 500 ops is a few hundred KB; leave headroom above Fastify's 1 MiB default. */
const PUSH_BODY_LIMIT = 4 * 1_048_576;
const PUSH_OPTIONS = { bodyLimit: PUSH_BODY_LIMIT, config: rateLimited('push') };

export const syncRoutes: FastifyPluginAsync = async (app) => {
  // Each op carries its own hut; pushOps checks the session may act for it, op by op.
  app.post('/api/sync/push', PUSH_OPTIONS, async (request) => {
    const user = request.requireUser();
    const batch = validate(pushRequestSchema, request.body, 'body');
    return { results: await pushOps(app.db, actorOf(user), batch) };
  });

  app.get('/api/sync/pull', async (request) => {
    const user = request.requireUser();
    if (!request.session) throw unauthenticated();
    const { since } = validate(pullQuerySchema, request.query, 'query');
    const companyId = request.session.companyId;
    if (companyId === null) {
      throw new HttpError(409, errorCodes.badRequest, nb.noCompanySelected);
    }
    return pullChanges(app.db, actorOf(user), companyId, since);
  });
};
