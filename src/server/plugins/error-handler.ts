import fp from 'fastify-plugin';
import { errorCodes } from '../../shared/contracts/errors';
import { nb } from '../../shared/texts/messages';
import { isEncodingError } from '../db/encoding-errors';
import { toErrorResponse } from '../error-mapping';
import { isApiPath, pathOf } from '../paths';

/** A last path segment with an extension is a file request: a missing file is a 404, not the app. */
const FILE_LIKE = /\/[^/]*\.[A-Za-z0-9]{1,8}$/;

/** The one error handler and the one not-found handler (with the SPA fallback to index.html). */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      // Text the database could not store came from the body when there is one, else the URL.
      const input = request.body === undefined || request.body === null ? 'query' : 'body';
      const { statusCode, body } = toErrorResponse(error, input);
      if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
      else if (isEncodingError(error)) {
        // A contract let through text the database refuses: worth fixing at the contract.
        request.log.warn(
          // The route's pattern: the refused text itself may be in the query.
          { err: error, route: request.routeOptions.url ?? pathOf(request.url) },
          'text refused by the database',
        );
      } else request.log.debug({ statusCode, code: body.error }, 'request rejected');
      return reply.status(statusCode).send(body);
    });

    app.setNotFoundHandler((request, reply) => {
      const path = pathOf(request.url);
      const navigable =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isApiPath(path) &&
        !FILE_LIKE.test(path);
      if (navigable && app.hasAppShell) {
        // Client-side routes (/alleprodukter, /helårs/...) all load the app shell.
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply.status(404).send({ error: errorCodes.notFound, message: nb.notFound });
    });
  },
  { name: 'app-error-handler', fastify: '5.x', dependencies: ['app-static'] },
);
