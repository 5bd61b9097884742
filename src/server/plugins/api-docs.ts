import fastifySwagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { openApiTransform } from '../openapi-transform';
import { SESSION_COOKIE } from './session';
import { XSRF_HEADER } from './xsrf';

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
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
            xsrf: { type: 'apiKey', in: 'header', name: XSRF_HEADER },
          },
        },
      },
      transform: openApiTransform,
    });
  },
  { name: 'app-api-docs', fastify: '5.x', dependencies: ['app-error-handler'] },
);
