import type { FastifyPluginAsync } from 'fastify';
import { healthResponseSchema, readyResponseSchema } from '../../shared/contracts/health';
import { readiness } from '../services/health/readiness';
import { defineRoute } from './define-route';

/**
 * For load balancers and orchestrators: GET /api/health (the process answers) and GET /api/ready
 * (it can serve: database, migrations, jobs). Public, without a session or Origin; never cached.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, {
    method: 'GET',
    url: '/api/health',
    access: 'public',
    summary: 'The process is alive (liveness); checks nothing else',
    tags: ['operations'],
    schema: { response: { 200: healthResponseSchema } },
    handler: async ({ reply }) => {
      reply.header('cache-control', 'no-store');
      return { alive: true as const };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/ready',
    access: 'public',
    summary:
      'Ready to serve (readiness): the database answers, every migration is applied and the ' +
      'jobs tick (or run in other processes); 503 says which check failed',
    tags: ['operations'],
    schema: { response: { 200: readyResponseSchema, 503: readyResponseSchema } },
    handler: async ({ reply }) => {
      const answer = await readiness(app.db, app.dialect, app.jobsProbe);
      reply.header('cache-control', 'no-store');
      if (!answer.ready) reply.code(503);
      return answer;
    },
  });
};
