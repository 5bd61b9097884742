import fp from 'fastify-plugin';
import { isApiPath } from '../paths';

/**
 * API answers are never stored by browsers or proxies: most carry personal data (sessions, loans,
 * people, the XSRF token), and one rule for all is harder to get wrong than a list of routes.
 * A route may set its own policy for a successful answer (the public catalogue revalidates by
 * ETag); an error answer is always no-store, whatever the route had set before it failed.
 */
export const cachePolicyPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (!isApiPath(request.url)) return payload;
      if (reply.statusCode >= 400 || !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
      return payload;
    });
  },
  { name: 'app-cache-policy', fastify: '5.x', dependencies: ['app-security-headers'] },
);
