import type { FastifyPluginAsync } from 'fastify';
import { contactRequestSchema, contactResponseSchema } from '../../shared/contracts/contact';
import { nb } from '../../shared/texts/messages';
import { rateLimited } from '../plugins/rate-limit';
import { storeContactMessage } from '../services/contact';
import { defineRoute } from './define-route';

export const contactRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, {
    method: 'POST',
    url: '/api/contact',
    access: 'public',
    summary: 'Send a message to the network (the contact form)',
    tags: ['contact'],
    config: rateLimited('contact'),
    schema: { body: contactRequestSchema, response: { 201: contactResponseSchema } },
    handler: async ({ body, reply }) => {
      const id = await storeContactMessage(app.db, body);
      reply.status(201);
      return { id, message: nb.contactStored };
    },
  });
};
