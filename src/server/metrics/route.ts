import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { declareScopeAccess } from '../plugins/access';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The scraper's `Authorization: Bearer <token>` is METRICS_TOKEN (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer (\S+)$/.exec(header ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

/**
 * GET /metrics on the main port, for a Prometheus that cannot reach the metrics listener: only
 * with the bearer token of METRICS_TOKEN; without it (or with no token configured) a plain 404,
 * as for a path that does not exist. Outside the API (no session, Origin or XSRF check: a
 * scraper has none) and deliberately left out of the OpenAPI document: it is the operator's,
 * in Prometheus's text format, not part of the app's API.
 */
export const metricsRoute: FastifyPluginAsync = async (app) => {
  const token = app.config.metricsToken;
  await app.register(async (scope) => {
    // The route's own check is the token; its access level says "no session needed".
    declareScopeAccess(scope, 'public');
    scope.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (token === undefined || !bearerMatches(request.headers.authorization, token)) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
      }
      const { contentType, body } = await app.metrics.scrape();
      return reply.type(contentType).send(body);
    });
  });
};
