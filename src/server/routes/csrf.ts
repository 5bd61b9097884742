import type { FastifyPluginAsync } from 'fastify';
import { csrfResponseSchema } from '../../shared/contracts/auth';
import { issueXsrfToken } from '../plugins/xsrf';
import { defineRoute } from './define-route';

/** GET /csrf-cookie: the token as a cookie (for pages) and in the body (the service worker has no cookies API). */
export const csrfRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, {
    method: 'GET',
    url: '/csrf-cookie',
    access: 'public',
    summary: 'The XSRF token, as the XSRF-TOKEN cookie and in the body',
    tags: ['auth'],
    schema: { response: { 200: csrfResponseSchema } },
    handler: async ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      return { token: issueXsrfToken(request, reply) };
    },
  });
};
