import type { FastifyPluginAsync } from 'fastify';
import { idParamsSchema } from '../../shared/contracts/common';
import {
  appointAdminRequestSchema,
  hutInputSchema,
  hutStatusRequestSchema,
  inboxQuerySchema,
  inboxResponseSchema,
  messageStatusRequestSchema,
  messageStatusResponseSchema,
  networkHutResponseSchema,
  networkHutsResponseSchema,
} from '../../shared/contracts/network';
import {
  appointHutAdmin,
  createHut,
  listNetworkHuts,
  setHutStatus,
  updateHut,
} from '../services/network/huts';
import { listInbox, setMessageStatus } from '../services/network/inbox';
import { defineRoute } from './define-route';

const tags = ['network'];

/** The network admin's work above the huts: the huts, their admins, and the inbox. */
export const networkRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, {
    method: 'GET',
    url: '/api/network/huts',
    access: 'networkAdmin',
    summary: 'Every hut of the network, in service or not, with its admins',
    tags,
    schema: { response: { 200: networkHutsResponseSchema } },
    handler: async () => ({ huts: await listNetworkHuts(app.db) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/network/huts',
    access: 'networkAdmin',
    summary: 'Create a hut (in service at once)',
    tags,
    schema: { body: hutInputSchema, response: { 201: networkHutResponseSchema } },
    handler: async ({ body, reply }) => {
      const answer = await createHut(app.db, body);
      reply.status(201);
      return answer;
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/network/huts/:id',
    access: 'networkAdmin',
    summary: 'Change a hut’s name, place, opening hours and contact',
    tags,
    schema: {
      params: idParamsSchema,
      body: hutInputSchema,
      response: { 200: networkHutResponseSchema },
    },
    handler: async ({ params, body }) => updateHut(app.db, params.id, body),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/network/huts/:id/status',
    access: 'networkAdmin',
    summary: 'Take a hut out of service (it leaves the public lists; its data stays) or back',
    tags,
    schema: {
      params: idParamsSchema,
      body: hutStatusRequestSchema,
      response: { 200: networkHutResponseSchema },
    },
    handler: async ({ params, body }) => setHutStatus(app.db, params.id, body.status),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/network/huts/:id/admins',
    access: 'networkAdmin',
    summary: 'Make an existing user (by email) admin of a hut',
    tags,
    schema: {
      params: idParamsSchema,
      body: appointAdminRequestSchema,
      response: { 200: networkHutResponseSchema },
    },
    handler: async ({ params, body }) => appointHutAdmin(app.db, params.id, body),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/network/messages',
    access: 'networkAdmin',
    summary: 'The inbox of contact messages, newest first, with the count per status',
    tags,
    schema: { querystring: inboxQuerySchema, response: { 200: inboxResponseSchema } },
    handler: async ({ query }) => listInbox(app.db, query.status),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/network/messages/:id/status',
    access: 'networkAdmin',
    summary: 'Mark a contact message new, answered or closed',
    tags,
    schema: {
      params: idParamsSchema,
      body: messageStatusRequestSchema,
      response: { 200: messageStatusResponseSchema },
    },
    handler: async ({ user, params, body }) =>
      setMessageStatus(app.db, user.id, params.id, body.status),
  });
};
