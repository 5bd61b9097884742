import type { FastifyPluginAsync } from 'fastify';
import { exceptionParamsSchema, resolveExceptionRequestSchema } from '../../shared/contracts/sync';
import { resolveException } from '../services/staff/exceptions';
import { validate } from '../validate';
import { staffOfCurrentHut } from './staff-access';

/** Avvik for an online client: resolve an exception of the session's current hut. */
export const staffExceptionRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/exceptions/:exceptionId/resolve', async (request) => {
    request.requireUser();
    const { exceptionId } = validate(exceptionParamsSchema, request.params, 'params');
    const body = validate(resolveExceptionRequestSchema, request.body, 'body');
    return resolveException(app.db, await staffOfCurrentHut(request), exceptionId, body);
  });
};
