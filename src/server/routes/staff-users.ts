import type { FastifyPluginAsync } from 'fastify';
import { userActionRequestSchema, userParamsSchema } from '../../shared/contracts/staff';
import { activateUser } from '../services/staff/people';
import { validate } from '../validate';
import { staffOfCurrentHut } from './staff-access';

/** POST /api/users/{userId}/actions: activation (verify, legitimasjon) in the session's hut. */
export const staffUserRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/users/:userId/actions', async (request) => {
    request.requireUser();
    const { userId } = validate(userParamsSchema, request.params, 'params');
    const body = validate(userActionRequestSchema, request.body, 'body');
    return activateUser(app.db, await staffOfCurrentHut(request), userId, body);
  });
};
