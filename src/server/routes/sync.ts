import type { FastifyPluginAsync } from 'fastify';
import {
  pullQuerySchema,
  pingResponseSchema,
  pullResponseSchema,
  pushRequestSchema,
  pushResponseSchema,
} from '../../shared/contracts/sync';
import { pullHutChanges, pushOps } from '../services/sync';
import { rateLimited } from '../plugins/rate-limit';
import { defineRoute } from './define-route';
import { syncProtocolGate } from '../services/sync/protocol-gate';
import { requestProtocol, SYNC_PROTOCOL_HEADER } from '../../shared/contracts/sync-op-versions';
import { loadDatabaseEpoch } from '../services/sync/database-epoch';
import { syncEpochGate } from '../services/sync/epoch-gate';

/** A batch of 500 ops is a few hundred KB; leave headroom above Fastify's 1 MiB default. */
const PUSH_BODY_LIMIT = 4 * 1_048_576;

const tags = ['sync'];

export const syncRoutes: FastifyPluginAsync = async (app) => {
  // Every answer names the database's identity, and a push naming an older one is refused: the
  // device sends its retained decided entries again first (docs/sync-protocol.md, "After a
  // restore"). Read once: a restore replaces the database only while no server runs on it.
  const epoch = await loadDatabaseEpoch(app.db);
  app.addHook('onRequest', syncEpochGate(epoch));
  // After the app's origin, session and XSRF checks, before each route's rate limit and
  // handler: a bundle too old to be served is told so before anything of the sync is done.
  app.addHook(
    'onRequest',
    syncProtocolGate(app.config.syncOldestProtocol, app.config.syncProtocol),
  );
  // Each op carries its own hut; pushOps checks the session may act for it, op by op.
  defineRoute(app, {
    method: 'POST',
    url: '/api/sync/push',
    access: 'signedIn',
    summary: 'A device’s outbox: one result per op, each op applied at most once',
    tags,
    bodyLimit: PUSH_BODY_LIMIT,
    config: rateLimited('push'),
    schema: { body: pushRequestSchema, response: { 200: pushResponseSchema } },
    handler: async ({ user, body, request }) => {
      const results = await pushOps(
        app.db,
        { userId: user.id, isNetworkAdmin: user.is_network_admin === 1 },
        body,
        {
          ...(app.config.syncProtocol === undefined ? {} : { protocol: app.config.syncProtocol }),
          ...(app.config.syncCounterBatch === false ? { counterBatch: false } : {}),
          clientProtocol: requestProtocol(request.headers[SYNC_PROTOCOL_HEADER]?.toString()),
        },
      );
      app.metrics.sync.pushed(results);
      return { results };
    },
  });

  // Reads and writes nothing of its own: it only tells a waiting device that the API answers.
  defineRoute(app, {
    method: 'GET',
    url: '/api/sync/ping',
    access: 'public',
    summary: 'The API answers: asked by a device waiting to sync again after an outage',
    tags,
    schema: { response: { 200: pingResponseSchema } },
    handler: async () => ({ ok: true as const }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/sync/pull',
    access: 'staffOfSessionHut',
    summary: 'The session’s hut for a device: a snapshot, or the changes since a cursor',
    tags,
    schema: { querystring: pullQuerySchema, response: { 200: pullResponseSchema } },
    handler: async ({ hut, query }) => {
      const answer = await pullHutChanges(app.db, hut.companyId, query.since);
      app.metrics.sync.pulled(answer);
      return answer;
    },
  });
};
