import fastifySwagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { OPENAPI_TAGS } from '../openapi-tags';
import { openApiTransform } from '../openapi-transform';
import { SESSION_COOKIE } from './session';
import { XSRF_COOKIE, XSRF_HEADER } from './xsrf';

/**
 * The OpenAPI 3.1 document, generated from the routes' own declarations: @fastify/swagger sees
 * every route registered after it (so this loads before the routes) and the transform turns
 * their zod contracts into JSON Schema. routes/docs.ts serves it and the reference UI.
 */
export const apiDocsPlugin = fp(
  async (app) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Utstyrsbod API',
          version: '1',
          description:
            'The REST API of Utstyrsbod. Every route names who may call it (its access level, ' +
            'in each operation’s description); errors are `{ error, message, fields? }` with ' +
            'Norwegian messages. Mutating requests need the XSRF-TOKEN cookie echoed in ' +
            'X-XSRF-TOKEN (GET /csrf-cookie).',
        },
        // Relative: the document is served by the API it describes, at whatever origin that is.
        servers: [{ url: '/', description: 'The server this document is served from' }],
        tags: OPENAPI_TAGS.map((tag) => ({ ...tag })),
        components: {
          securitySchemes: {
            session: {
              type: 'apiKey',
              in: 'cookie',
              name: SESSION_COOKIE,
              description: 'The session cookie set by POST /api/login (HttpOnly).',
            },
            xsrf: {
              type: 'apiKey',
              in: 'header',
              name: XSRF_HEADER,
              description: `Mutating requests echo the ${XSRF_COOKIE} cookie (GET /csrf-cookie) in this header.`,
            },
          },
        },
      },
      transform: openApiTransform,
    });
  },
  { name: 'app-api-docs', fastify: '5.x', dependencies: ['app-error-handler'] },
);
