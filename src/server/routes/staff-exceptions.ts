import type { FastifyPluginAsync } from 'fastify';
import {
  exceptionParamsSchema,
  resolveExceptionRequestSchema,
  resolveExceptionResponseSchema,
} from '../../shared/contracts/sync';
import { resolveException } from '../services/staff/exceptions';
import { defineRoute } from './define-route';

/** Avvik for an online client: resolve an exception of the session's current hut. */
export const staffExceptionRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, {
    method: 'POST',
    url: '/api/exceptions/:exceptionId/resolve',
    access: 'staffOfSessionHut',
    summary: 'Resolve an exception (Avvik) of the hut; the first resolution stands',
    tags: ['staff'],
    schema: {
      params: exceptionParamsSchema,
      body: resolveExceptionRequestSchema,
      response: { 200: resolveExceptionResponseSchema },
    },
    handler: async ({ hut, params, body }) =>
      resolveException(app.db, hut, params.exceptionId, body),
  });
};
