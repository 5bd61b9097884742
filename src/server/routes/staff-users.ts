import type { FastifyPluginAsync } from 'fastify';
import {
  userActionRequestSchema,
  userActionResponseSchema,
  userParamsSchema,
} from '../../shared/contracts/staff';
import { activateUser } from '../services/staff/people';
import { defineRoute } from './define-route';

/** POST /api/users/{userId}/actions: activation (verify, legitimasjon) in the session's hut. */
export const staffUserRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, {
    method: 'POST',
    url: '/api/users/:userId/actions',
    access: 'staffOfSessionHut',
    summary: 'Activate a borrower of the hut (ID shown at the counter)',
    tags: ['staff'],
    schema: {
      params: userParamsSchema,
      body: userActionRequestSchema,
      response: { 200: userActionResponseSchema },
    },
    handler: async ({ hut, params, body }) => activateUser(app.db, hut, params.userId, body),
  });
};
