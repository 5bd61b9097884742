import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import * as z from 'zod/mini';
import { declareScopeAccess } from '../plugins/access';
import { defineRoute } from './define-route';

/**
 * Swagger UI's React inserts one fixed style element; the app's CSP (style-src 'self') blocks
 * it. Its hash is allowed on the reference's own routes only, never 'unsafe-inline'.
 */
const SWAGGER_UI_STYLE = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";

/** The parts of an OpenAPI document a client relies on; the rest passes as it is. */
const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/**
 * GET /api/openapi.json (the document) and /api/docs (the interactive reference, its assets
 * served from the package: no CDN). Both public: the API is public knowledge, its data is not.
 */
export const docsRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, {
    method: 'GET',
    url: '/api/openapi.json',
    access: 'public',
    summary: 'This API’s OpenAPI 3.1 document',
    tags: ['docs'],
    schema: { response: { 200: openApiDocumentSchema } },
    handler: async () => openApiDocumentSchema.parse(app.swagger()),
  });

  // The UI plugin registers its own routes (page, assets, its copy of the document); they take
  // their access from this scope.
  await app.register(async (reference) => {
    declareScopeAccess(reference, 'public');
    await reference.register(fastifySwaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { docExpansion: 'list', deepLinking: true, tryItOutEnabled: false },
      transformStaticCSP: (header) =>
        header.replace("style-src 'self'", `style-src 'self' ${SWAGGER_UI_STYLE}`),
    });
  });
};
