import type { FastifyPluginAsync } from 'fastify';
import { catalogueQuerySchema } from '../../shared/contracts/catalogue';
import { latestCursor } from '../db/change-log';
import { catalogueEtag, catalogueSnapshot } from '../services/catalogue/snapshot';
import { etagMatches } from '../http-cache';
import { validate } from '../validate';

/** GET /api/public/catalogue?since= — the offline catalogue snapshot or delta, revalidated by ETag. */
export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/public/catalogue', async (request, reply) => {
    const { since } = validate(catalogueQuerySchema, request.query, 'query');
    const cursor = await latestCursor(app.db);
    const etag = catalogueEtag(cursor, since);
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return catalogueSnapshot(app.db, since, cursor);
  });
};
