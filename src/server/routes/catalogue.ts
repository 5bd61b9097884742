import type { FastifyPluginAsync } from 'fastify';
import { catalogueQuerySchema, catalogueResponseSchema } from '../../shared/contracts/catalogue';
import { latestCursor } from '../db/change-log';
import { catalogueEtag, catalogueSnapshot } from '../services/catalogue/snapshot';
import { etagMatches } from '../http-cache';
import { defineRoute } from './define-route';

/**
 * GET /api/public/catalogue?since=&county= — the offline catalogue snapshot or delta (of one county
 * on a large network), revalidated by ETag.
 */
export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, {
    method: 'GET',
    url: '/api/public/catalogue',
    access: 'public',
    summary: 'The offline catalogue: a snapshot, or the changes since a cursor (ETag, 304)',
    tags: ['catalogue'],
    schema: {
      querystring: catalogueQuerySchema,
      response: { 200: catalogueResponseSchema, 304: null },
    },
    handler: async ({ query, request, reply }) => {
      const since = query.since;
      // An empty county (a cleared choice) is the whole network.
      const county = query.county || undefined;
      const cursor = await latestCursor(app.db);
      const maxProducts = app.config.catalogueMaxProducts;
      const etag = catalogueEtag(cursor, since, county ? { county } : { maxProducts });
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
      return catalogueSnapshot(app.db, { since, county, maxProducts }, cursor);
    },
  });
};
