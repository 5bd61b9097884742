import fp from 'fastify-plugin';
import { createMetrics, type AppMetrics } from './registry';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics: what the routes and jobs report to, and what /metrics answers. */
    metrics: AppMetrics;
  }
}

/**
 * The app's metrics (one registry per app) and the request timing of every answer, labelled by
 * the route's pattern (`/api/company/:id/loans`), never the URL itself: ids, search text and
 * tokens in a URL do not become labels. Requests no route matched share one label.
 */
export const metricsPlugin = fp(
  async (app) => {
    const { config, database } = app;
    const metrics = createMetrics({
      db: database.db,
      dialect: database.dialect,
      ...(database.poolUse ? { poolUse: database.poolUse } : {}),
      processMetrics: config.metricsPort !== undefined || config.metricsToken !== undefined,
    });
    app.decorate('metrics', metrics);
    app.addHook('onResponse', async (request, reply) => {
      metrics.http.answered(
        request.method,
        request.routeOptions.url ?? null,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    });
  },
  { name: 'app-metrics', fastify: '5.x', dependencies: ['app-core'] },
);
