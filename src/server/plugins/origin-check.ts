import fp from 'fastify-plugin';
import { errorCodes } from '../../shared/contracts/errors';
import { nb } from '../../shared/texts/messages';
import { HttpError } from '../errors';
import { isApiPath } from '../paths';

/**
 * Browsers send Origin on cross-site and on all non-GET requests. An Origin outside the allowed
 * list on an API request is refused (SPEC §8: 403 'Invalid Origin'); requests without Origin
 * (same-origin GETs, curl, the service worker's navigations) pass.
 */
export const originCheckPlugin = fp(
  async (app) => {
    const allowed = new Set(app.config.allowedOrigins);
    app.addHook('onRequest', async (request) => {
      const origin = request.headers.origin;
      if (origin === undefined || !isApiPath(request.url)) return;
      if (!allowed.has(origin)) throw new HttpError(403, errorCodes.origin, nb.invalidOrigin);
    });
  },
  { name: 'app-origin-check', fastify: '5.x', dependencies: ['app-compression'] },
);
