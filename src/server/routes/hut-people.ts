import type { FastifyPluginAsync } from 'fastify';
import { idParamsSchema } from '../../shared/contracts/common';
import {
  hutInviteParamsSchema,
  hutInviteRequestSchema,
  hutInvitesResponseSchema,
  hutPeopleMessageSchema,
  hutPersonParamsSchema,
  hutRoleRequestSchema,
} from '../../shared/contracts/hut-people';
import {
  inviteToHut,
  linkOrigin,
  listInvites,
  withdrawInvite,
} from '../services/staff/hut-invites';
import { removeFromHut, setHutRole } from '../services/staff/hut-people';
import { defineRoute } from './define-route';

const tags = ['hut admin'];

/**
 * A hut admin's work with the hut's people (Brukeroversikt): roles, removal and staff
 * invitations (an emailed link, accepted in routes/invites.ts). Admins of the hut in the URL only
 * (and the network admin); staff cannot change roles. Online work: the server decides at once,
 * so a role is never in doubt at the counter.
 */
export const hutPeopleRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, {
    method: 'PUT',
    url: '/api/company/:id/people/:userId/role',
    access: 'hutAdmin',
    summary: "Make one of the hut's people borrower, staff or admin",
    tags,
    schema: {
      params: hutPersonParamsSchema,
      body: hutRoleRequestSchema,
      response: { 200: hutPeopleMessageSchema },
    },
    handler: async ({ hut, params, body }) => ({
      message: await setHutRole(app.db, hut.company.id, params.userId, body.role),
    }),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/company/:id/people/:userId',
    access: 'hutAdmin',
    summary: 'Remove someone from the hut (not while they have open loans here)',
    tags,
    schema: { params: hutPersonParamsSchema, response: { 200: hutPeopleMessageSchema } },
    handler: async ({ hut, params }) => ({
      message: await removeFromHut(app.db, hut.company.id, params.userId),
    }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/company/:id/invites',
    access: 'hutAdmin',
    summary: 'Staff invitations not yet accepted (expired ones too)',
    tags,
    schema: { params: idParamsSchema, response: { 200: hutInvitesResponseSchema } },
    handler: async ({ hut }) => ({ invites: await listInvites(app.db, hut.company.id) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/company/:id/invites',
    access: 'hutAdmin',
    summary:
      'Email a one-time link inviting an address to be staff or admin (the same answer whether or not it has an account)',
    tags,
    schema: {
      params: idParamsSchema,
      body: hutInviteRequestSchema,
      response: { 200: hutPeopleMessageSchema },
    },
    handler: async ({ hut, body, user, request }) => ({
      message: await inviteToHut(
        app.db,
        hut.company.id,
        body,
        user.id,
        linkOrigin(request.headers.origin, app.config.allowedOrigins),
      ),
    }),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/company/:id/invites/:inviteId',
    access: 'hutAdmin',
    summary: 'Withdraw a staff invitation',
    tags,
    schema: { params: hutInviteParamsSchema, response: { 200: hutPeopleMessageSchema } },
    handler: async ({ hut, params }) => ({
      message: await withdrawInvite(app.db, hut.company.id, params.inviteId),
    }),
  });
};
