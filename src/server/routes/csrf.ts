import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { csrfResponseSchema } from '../../shared/contracts/auth';
import { issueXsrfToken } from '../plugins/xsrf';

/** GET /csrf-cookie: the token as a cookie (for pages) and in the body (the service worker has no cookies API). */
export const csrfRoutes: FastifyPluginAsync = async (app) => {
  app.get('/csrf-cookie', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { token: issueXsrfToken(request, reply) } satisfies z.infer<typeof csrfResponseSchema>;
  });
};
